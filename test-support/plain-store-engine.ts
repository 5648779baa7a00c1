/** A storage engine with no checks (the database opened as it is), for tests that build the stores themselves. */
import type { StorageEngine } from '../shared/storage/storage-core';
import type { StoreDatabase } from '../shared/storage/store-database';

/** The core's engine over `db`, which it opens and closes; nothing is found, no commit marks are kept. */
export function plainStoreEngine(
  db: StoreDatabase & { close(): Promise<void> },
  where = 'in a test',
): StorageEngine {
  return { db, where, open: async () => (await db.open(), { findings: [] }) };
}
