/**
 * The unit tier keeps its promise (test-support/unit-tier-guard.ts): in a unit-tier file a socket, a
 * process, a thread or a LevelDB store on disk throws, naming the tier the test belongs in.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ClassicLevel } from 'classic-level';
import { describe, expect, it } from 'vitest';

describe('a unit-tier test', () => {
  it('cannot listen on a socket or open one (fetch included)', async () => {
    expect(() => createServer().listen(0)).toThrow(
      /unit-tier test may not listen on a socket.*\.int\.test\.ts/,
    );
    expect(() => connect(80, '127.0.0.1')).toThrow(/may not open a socket/);
    const failure = await fetch('http://127.0.0.1:8787/').catch((error: Error) => error);
    expect(String((failure as Error & { cause?: unknown }).cause)).toMatch(/may not open a socket/);
  });

  it('cannot start a process or a thread', () => {
    expect(() => spawn(process.execPath, ['-e', '0'])).toThrow(/may not start a process.*\.sys\.test\.ts/);
    expect(() => execFileSync(process.execPath, ['-e', '0'])).toThrow(/may not start a process/);
    expect(() => new Worker('0', { eval: true })).toThrow(/may not start a worker thread/);
  });

  it('cannot open LevelDB on disk', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'unit-tier-guard-'));
    try {
      const db = new ClassicLevel(join(dir, 'db'));
      const failure = await db.open().catch((error: Error) => error);
      expect(String((failure as Error & { cause?: unknown }).cause ?? failure)).toMatch(
        /may not open a LevelDB store on disk/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
