const MESSAGE = Symbol('envelope-message');

/** A controller result that carries its own success message key (e.g. 'account.code_sent'). */
export interface WithMessage<T> {
  [MESSAGE]: string;
  data: T;
}

export function withMessage<T>(messageKey: string, data: T): WithMessage<T> {
  return { [MESSAGE]: messageKey, data };
}

export function messageOf(value: unknown): { key: string; data: unknown } | undefined {
  if (value && typeof value === 'object' && MESSAGE in value) {
    const wrapped = value as WithMessage<unknown>;
    return { key: wrapped[MESSAGE], data: wrapped.data };
  }
  return undefined;
}
