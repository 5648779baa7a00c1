/** The indexer API v3 schemas: the single source of the API types (`z.infer`). */
export * from './primitives';
export * from './block';
export * from './account-states';
export * from './error-body';
