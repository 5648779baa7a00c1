/** The watch list: schemas, the store beside the lookup log, snapshots and diffs, the re-check plan and timer. */
export * from './watch-schema';
export * from './watch-args';
export * from './watch-snapshot';
export * from './watch-plan';
export * from './watch-store';
export * from './watcher';
export * from './watch-notice';
export * from './watch-runner';
