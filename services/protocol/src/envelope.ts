/** The shape of every answer of the product: HTTP responses and socket acknowledgements alike. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
