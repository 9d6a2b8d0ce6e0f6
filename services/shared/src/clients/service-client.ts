import { Injectable } from '@nestjs/common';
import { Envelope, ErrorCodeValue } from '@arena/protocol';
import { request } from 'undici';
import { INTERNAL_AUTH_HEADER, signClaims } from '../auth/internal-signature';
import { loadConfig } from '../config/config';
import { currentService, serviceUrl, ServiceName } from '../config/service-registry';
import { Contract, ContractError, ContractInput, ContractOutput } from '../contracts/contract';
import { AppError } from '../errors/app-error';
import { ERROR_KEY_HEADER } from '../errors/exception.filter';
import { Lang } from '../i18n/lang';

export interface CallOptions {
  /** The end user's language, so an error message from the other service reaches them translated. */
  lang?: Lang;
  timeoutMs?: number;
}

/**
 * A failure answered by another service: its envelope code and message (already in the caller's
 * language, so it passes through translation unchanged) and the message key it was raised with.
 */
export class ServiceCallError extends AppError {
  constructor(
    readonly service: ServiceName,
    /** The other service's message key, e.g. `wallet.insufficient_balance`. */
    readonly reason: string,
    message: string,
    code: ErrorCodeValue,
    httpStatus: number,
  ) {
    super(message, {}, code, httpStatus);
    this.name = 'ServiceCallError';
  }
}

/** Whether `error` is the contract's service failing with one of the keys the contract declares. */
export function failedWith<C extends Contract>(
  error: unknown,
  contract: C,
  ...reasons: ContractError<C>[]
): error is ServiceCallError {
  return error instanceof ServiceCallError && error.service === contract.service && reasons.includes(error.reason);
}

/**
 * Calls between services: signed as the calling service, with a timeout. `call(contract, input)`
 * fills the contract's path, sends the input, answers the envelope's data parsed by the contract's
 * output schema, and rethrows the other service's failure as a ServiceCallError (an AppError).
 */
@Injectable()
export class ServiceClient {
  private readonly caller = currentService();

  async call<C extends Contract>(
    contract: C,
    input: ContractInput<C>,
    options: CallOptions = {},
  ): Promise<ContractOutput<C>> {
    const fields: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    const path = contract.path.replace(/:(\w+)/g, (_, name: string) => {
      const value = fields[name];
      delete fields[name];
      return encodeURIComponent(String(value));
    });
    const data =
      contract.method === 'GET'
        ? await this.send(contract.service, 'GET', `${path}${queryString(fields)}`, undefined, options)
        : await this.send(contract.service, 'POST', path, fields, options);
    const parsed = contract.output.safeParse(data);
    // The other side answered outside the contract (a version skew): a failure, not a wrong value.
    if (!parsed.success) throw new AppError('common.service_unavailable', {}, 1, 502);
    return parsed.data as ContractOutput<C>;
  }

  /**
   * A plain route of a service, for the one case that is not a contract between services: the
   * sandbox payment provider notifying its wallet's public callback, as an outside provider would.
   */
  async send(
    service: ServiceName,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<unknown> {
    const timeoutMs = options.timeoutMs ?? 5000;
    const auth = signClaims({ svc: this.caller }, loadConfig().internalSecret);
    let response;
    try {
      response = await request(`${serviceUrl(service)}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          [INTERNAL_AUTH_HEADER]: auth,
          ...(options.lang ? { 'x-lang': options.lang } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch {
      throw new AppError('common.service_unavailable', {}, 1, 503);
    }
    const envelope = (await response.body.json()) as Envelope;
    if (envelope.code !== 0) {
      const reason = response.headers[ERROR_KEY_HEADER];
      throw new ServiceCallError(
        service,
        typeof reason === 'string' ? reason : '',
        envelope.msg || 'common.error',
        envelope.code as ErrorCodeValue,
        response.statusCode,
      );
    }
    return envelope.data;
  }
}

function queryString(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
