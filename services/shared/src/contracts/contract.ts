import { applyDecorators, Get, Post } from '@nestjs/common';
import { z } from 'zod';
import { BackendService } from '../config/service-registry';
import { Endpoint } from '../validation/endpoint.decorator';

/**
 * One route between services, declared once (in `@arena/contracts`) and used by both sides: the
 * called service serves it with `@Serves(contract)`, which validates the input and documents the
 * output; callers use `ServiceClient.call(contract, input)`, which is typed by the same schemas and
 * checks the answer against `output`. Nobody writes the path or the body by hand.
 */
export interface Contract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, E extends string = string> {
  /** The service that serves it. */
  service: BackendService;
  method: 'GET' | 'POST';
  /** Always under `/internal/`; `:name` segments are filled from the input's field of that name. */
  path: `/internal/${string}`;
  summary: string;
  input: I;
  output: O;
  /** Message keys of the failures a caller may want to tell apart (`failedWith`), in any order. */
  errors: readonly E[];
}

/** What a caller sends. */
export type ContractInput<C extends Contract> = z.input<C['input']>;
/** What the serving handler receives from `@Input()`: the input after validation. */
export type ServedInput<C extends Contract> = z.output<C['input']>;
export type ContractOutput<C extends Contract> = z.output<C['output']>;
export type ContractError<C extends Contract> = C['errors'][number];

export function defineContract<I extends z.ZodType, O extends z.ZodType, E extends string = never>(
  contract: Contract<I, O, E>,
): Contract<I, O, E> {
  return contract;
}

/**
 * Serves a contract: the route (its method and full path, so use it in a `@Controller()` without a
 * prefix), internal auth, the input validated by `@Input()`, the output documented and (under
 * test) checked.
 */
export function Serves(contract: Contract): MethodDecorator {
  const route = contract.method === 'GET' ? Get(contract.path) : Post(contract.path);
  // The route first: @Endpoint reads the HTTP method it was given.
  return applyDecorators(
    route,
    Endpoint({ summary: contract.summary, auth: 'internal', input: contract.input, output: contract.output }),
  );
}
