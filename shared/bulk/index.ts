/** Bulk lookups: the scheduler, its token bucket and the per-profile request policy. */
export * from './bulk-lookup';
export * from './token-bucket';
export * from './request-policy';
