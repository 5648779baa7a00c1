/** Bulk lookups: the streaming scheduler, its gathered form, its token bucket and the per-profile request policy. */
export * from './bulk-lookup';
export * from './collect-bulk-lookup';
export * from './token-bucket';
export * from './request-policy';
