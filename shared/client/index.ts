/** The index client and its helpers. */
export * from './index-client';
export { apiRoot, queryString } from './base-url';
export { decodeJson, formatPath } from './decode';
export type { FetchLike } from './http';
