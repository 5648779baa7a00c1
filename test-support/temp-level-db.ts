/**
 * A LevelDB in a fresh temporary folder for each test (the log, labels and watch-list stores share one
 * database in the app), closed and removed after it; `reopen()` closes and opens it again, as a new app
 * start would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { afterEach, beforeEach } from 'vitest';

/** The current test's database. */
export interface TempLevelDb {
  readonly db: ClassicLevel<string, string>;
  reopen(): Promise<void>;
}

/** Registers the set-up and clean-up hooks of the calling test file; `prefix` names the temporary folder. */
export function useTempLevelDb(prefix: string): TempLevelDb {
  let dir = '';
  let db: ClassicLevel<string, string> | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
    db = new ClassicLevel<string, string>(join(dir, 'db'));
  });
  afterEach(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    get db() {
      if (!db) throw new Error('useTempLevelDb: the database exists only inside a test');
      return db;
    },
    async reopen() {
      await db?.close();
      db = new ClassicLevel<string, string>(join(dir, 'db'));
    },
  };
}
