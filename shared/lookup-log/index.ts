/** The lookup log: entry schemas, the bounded store over abstract-level, and the re-run diff. */
export * from './log-entry';
export * from './lookup-log';
export * from './lookup-diff';
export * from './lookup-compare';
export * from './pasted-input';
export * from './pasted-input-schema';
export * from './log-search';
