/** Messages between the page and the TVM Worker (plain data; the engine checks every request itself). */
import type { GetMethodBatchRequest, GetMethodRequest, GetMethodResult } from '../../shared/tvm/runner';

/** Page → worker. */
export type TvmWorkerRequest =
  | { id: number; method: 'runGetMethod'; request: GetMethodRequest }
  | { id: number; method: 'runGetMethods'; request: GetMethodBatchRequest };

/** Worker → page: the result, or why the call itself failed (never the contract's fault: those are results). */
export type TvmWorkerResponse = { id: number; result: GetMethodResult | GetMethodResult[] } | { id: number; error: string };
