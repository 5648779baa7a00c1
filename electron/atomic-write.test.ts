import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic, type AtomicWriteFs } from './atomic-write';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(join(tmpdir(), 'ton-atomic-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** Real fs, recording the order of operations, optionally failing at one step. */
function recordingFs(failAt?: 'write' | 'rename'): AtomicWriteFs & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    mkdir: fs.mkdir,
    rm: async (path, options) => {
      log.push(`rm ${path.split('/').pop()}`);
      await fs.rm(path, options);
    },
    open: async (path, flags, mode) => {
      const handle = await fs.open(path, flags, mode);
      log.push(`open ${path.split('/').pop()}`);
      return {
        writeFile: async (data) => {
          if (failAt === 'write') {
            await handle.writeFile(typeof data === 'string' ? data.slice(0, 3) : data.subarray(0, 3));
            throw new Error('disk full');
          }
          await handle.writeFile(data);
          log.push('write');
        },
        sync: async () => {
          await handle.sync();
          log.push('fsync');
        },
        close: () => handle.close(),
      };
    },
    rename: async (from, to) => {
      if (failAt === 'rename') throw new Error('simulated crash before rename');
      log.push(`rename ${from.split('/').pop()} -> ${to.split('/').pop()}`);
      await fs.rename(from, to);
    },
  };
}

describe('writeFileAtomic', () => {
  it('writes a temp file in the same folder, fsyncs it, then renames it over the target', async () => {
    const target = join(dir, 'settings.json');
    await fs.writeFile(target, 'old');
    const rec = recordingFs();
    await writeFileAtomic(target, 'new', { fs: rec });
    expect(await fs.readFile(target, 'utf8')).toBe('new');
    expect(rec.log).toHaveLength(4);
    expect(rec.log[0]).toMatch(/^open \.settings\.json\.\d+\.\d+\.tmp$/);
    expect(rec.log.slice(1, 3)).toEqual(['write', 'fsync']);
    expect(rec.log[3]).toMatch(/^rename \.settings\.json\.\d+\.\d+\.tmp -> settings\.json$/);
    expect(await fs.readdir(dir)).toEqual(['settings.json']);
  });

  it.each(['write', 'rename'] as const)(
    'leaves the old file intact when it fails at %s, and cleans up the temp file',
    async (step) => {
      const target = join(dir, 'settings.json');
      await fs.writeFile(target, '{"old":true}');
      await expect(writeFileAtomic(target, '{"new":true}', { fs: recordingFs(step) })).rejects.toThrow();
      expect(await fs.readFile(target, 'utf8')).toBe('{"old":true}');
      expect(await fs.readdir(dir)).toEqual(['settings.json']);
    },
  );

  it('creates the folder and a file readable only by the user', async () => {
    const target = join(dir, 'nested', 'api-keys.json');
    await writeFileAtomic(target, 'x');
    expect(await fs.readFile(target, 'utf8')).toBe('x');
    if (process.platform !== 'win32') expect((await fs.stat(target)).mode & 0o777).toBe(0o600);
  });
});
