/**
 * The desktop lookup log on disk, crash included: a real child process (tsx) adds ~8 MB entries to a
 * real LevelDB in a loop and is SIGKILLed in the middle of an add, at a different moment each round, on
 * the same store. After each kill the store reopens; every listed entry reads back whole and valid,
 * every add the writer had confirmed is still there (within the entry bound), and nothing is half-written.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupLogEntrySchema } from '../shared/lookup-log/log-entry';
import { sampleDraft } from '../test-support/sample-log-drafts';
import { LOOKUP_LOG_FOLDER, openLookupLogStore } from './lookup-log-store';

const projectRoot = resolve(import.meta.dirname, '..');
const ACCOUNTS = 20_000;
const MAX_ENTRIES = 4;

let userData: string;
beforeAll(async () => {
  userData = await mkdtemp(join(tmpdir(), 'lookup-log-store-'));
});
afterAll(() => rm(userData, { recursive: true, force: true }));

/**
 * Runs the writer until it has STARTED its `killAtWrite`-th add (so it is inside an add), lets it run
 * `extraDelayMs` more, then kills it with SIGKILL. Answers the ids it confirmed.
 */
function runWriterAndKill(killAtWrite: number, extraDelayMs: number): Promise<{ confirmed: string[]; signal: string | null }> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test-support/lookup-log-writer.ts', userData, String(ACCOUNTS), String(MAX_ENTRIES)],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const confirmed: string[] = [];
    let writes = 0;
    let buffered = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      buffered += d.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('added ')) confirmed.push(line.slice('added '.length));
        if (line === 'writing' && ++writes === killAtWrite) {
          // The kill lands inside this add: building its JSON, in LevelDB's write, or evicting.
          setTimeout(() => child.kill('SIGKILL'), extraDelayMs);
        }
      }
    });
    child.on('error', fail);
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL') fail(new Error(`the writer ended on its own (code ${code}): ${stderr}`));
      else done({ confirmed, signal });
    });
  });
}

describe('lookup log store under a crash mid-write', () => {
  const everConfirmed: string[] = [];

  it.each([
    [1, 0],
    [2, 15],
    [3, 40],
    [4, 90],
    [6, 5],
  ])('after a kill during add #%i (+%i ms) every listed entry reads back whole', async (killAt, delay) => {
    const { confirmed } = await runWriterAndKill(killAt, delay);
    expect(confirmed.length).toBeGreaterThanOrEqual(killAt - 1);
    everConfirmed.push(...confirmed);

    const store = openLookupLogStore(userData, { maxEntries: MAX_ENTRIES });
    try {
      const listed = await store.log.list();
      expect(listed.length).toBeGreaterThanOrEqual(Math.min(everConfirmed.length, MAX_ENTRIES - 1));
      expect(listed.length).toBeLessThanOrEqual(MAX_ENTRIES);
      expect(listed.every((s) => !s.damaged)).toBe(true);
      // Every add the writer confirmed is durable, unless newer ones since evicted it.
      const newestConfirmed = everConfirmed.toSorted().slice(-MAX_ENTRIES + 1);
      for (const id of newestConfirmed) expect(listed.map((s) => s.id)).toContain(id);
      for (const summary of listed) {
        const entry = await store.log.get(summary.id);
        expect(lookupLogEntrySchema.safeParse(entry).success).toBe(true);
        expect(entry.inputs).toHaveLength(ACCOUNTS);
        expect(entry.result.accounts).toHaveLength(summary.counts.found);
        expect(entry.result.not_found).toHaveLength(summary.counts.notFound);
        expect(summary.counts.found + summary.counts.notFound).toBe(ACCOUNTS);
        const { inputs: _i, result: _r, failed: _f, ...head } = entry;
        expect({ ...head, sizeBytes: summary.sizeBytes }).toEqual(summary);
      }
    } finally {
      await store.close();
    }
  }, 60_000);

  it('still takes new entries after the crashes', async () => {
    const store = openLookupLogStore(userData, { maxEntries: MAX_ENTRIES });
    try {
      const added = await store.log.add(sampleDraft(10));
      expect((await store.log.list())[0]?.id).toBe(added.id);
    } finally {
      await store.close();
    }
  });
});

describe('lookup log store location', () => {
  it('lives in <userData>/lookup-log and refuses a second copy of the app with a plain message', async () => {
    const first = openLookupLogStore(userData);
    expect(first.location).toBe(join(userData, LOOKUP_LOG_FOLDER));
    await first.log.list();
    const second = openLookupLogStore(userData);
    try {
      const error = await second.log.list().then(
        () => undefined,
        (e: unknown) => e as { message: string; info: { detail?: string } },
      );
      expect(error?.message).toMatch(/in use by another copy of the app/);
      expect(error?.info.detail).toMatch(/LEVEL_LOCKED/);
    } finally {
      await first.close();
      await second.close().catch(() => undefined);
    }
  });
});
