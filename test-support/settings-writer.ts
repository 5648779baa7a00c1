/**
 * A child process for the settings crash test (electron/settings-store.crash.sys.test.ts), run with tsx:
 * opens the REAL desktop settings store (test cipher) in the folder given as argument and changes it
 * through the shared bridge handlers in a loop until it is killed — add a profile (settings.json), give
 * it a key (api-keys.json), and every other round delete an older one (both files) — printing
 * `writing <op> <id>` before each change, `committing` as each file write starts, and `done <op> <id>`
 * once it is durable (the protocol of test-support/crash-harness.ts).
 *
 * `TON_INDEX_TEST_BROKEN_WRITER=in-place` makes it a deliberately broken writer, for proving the crash
 * test can fail: files are overwritten in place, in two halves 2 ms apart, instead of atomically (temp
 * file, fsync, rename). Only this test writer has the switch.
 */
import * as fs from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { AtomicWriteFs } from '../electron/atomic-write';
import { openSettingsStore } from '../electron/settings-store';
import { settingsHandlers } from './settings-handlers';
import { createTestCipher } from './test-cipher';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: settings-writer.ts <userDataDir>');

/** The key the writer gives profile `node-<n>`: the parent checks each survivor against it. */
const keyOf = (id: string) => `key-for-${id}-0123456789`;

const announce = (line: string) => process.stdout.write(`${line}\n`);

/** The real file operations, announcing each write's start. */
const announcingFs: AtomicWriteFs = {
  mkdir: fs.mkdir,
  rm: fs.rm,
  rename: fs.rename,
  async open(path, flags, mode) {
    announce('committing');
    return fs.open(path, flags, mode);
  },
};

/** Writes straight over the target, half now and half 2 ms later; the "rename" then does nothing. */
const inPlaceFs: AtomicWriteFs = {
  mkdir: fs.mkdir,
  rm: fs.rm,
  rename: async () => undefined,
  async open(tempPath, _flags, mode) {
    announce('committing');
    // `.settings.json.<pid>.<n>.tmp` → `settings.json`
    const target = join(dirname(tempPath), basename(tempPath).replace(/^\.(.+)\.\d+\.\d+\.tmp$/, '$1'));
    const handle = await fs.open(target, 'w', mode);
    return {
      async writeFile(data) {
        const text = typeof data === 'string' ? data : new TextDecoder().decode(data);
        await handle.writeFile(text.slice(0, text.length >> 1));
        await new Promise((resolve) => setTimeout(resolve, 2));
        await handle.writeFile(text.slice(text.length >> 1));
      },
      sync: () => handle.sync(),
      close: () => handle.close(),
    };
  },
};

const store = await openSettingsStore({
  dir,
  cipher: createTestCipher(),
  fs: process.env.TON_INDEX_TEST_BROKEN_WRITER === 'in-place' ? inPlaceFs : announcingFs,
});
const handlers = settingsHandlers(store);

/** Runs one change between its markers. */
async function step(op: string, id: string, change: () => Promise<unknown>): Promise<void> {
  announce(`writing ${op} ${id}`);
  await change();
  announce(`done ${op} ${id}`);
}

for (let n = 0; ; n++) {
  const id = `node-${n}`;
  await step('add', id, () =>
    handlers.saveProfile({ name: `Node ${n}`, baseUrl: `http://127.0.0.1:${10_000 + n}` }),
  );
  await step('key', id, () => handlers.setApiKey({ profileId: id, apiKey: keyOf(id) }));
  if (n % 2 === 1)
    await step('delete', `node-${n - 1}`, () => handlers.deleteProfile({ id: `node-${n - 1}` }));
}
