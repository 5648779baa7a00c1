/** Formatters shared by the renderer and the CLI: exact amounts, times and ages, shards, BoCs, statuses. */
export * from './amounts';
export * from './time';
export * from './shard';
export * from './boc';
export * from './status';
export * from './token-summary';
export * from './metadata-state';
export * from './text-safety';
export * from './retry-wait';
export * from './locale-format';
export * from './address-display';
