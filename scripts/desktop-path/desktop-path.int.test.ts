/**
 * The desktop path without Electron, whole (desktop-path.ts), against the local index server's samples:
 * main's real registry, stores and emulator threads in this thread, the renderer's lookup store in a
 * thread of its own, everything between them V8-serialized. A lookup ends in the window's table and
 * the log; a get-method runs by address in two messages with no BoC going up; every boundary is counted
 * and each thread's coverage names the files it ran.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndexServer, type RunningIndexServer } from '../../local-index-server';
import { productFiles } from './coverage-files';
import { openDesktopPath, type DesktopPath } from './desktop-path';
import { startCoverage } from './thread-coverage';
import { getMethodCriteria, lookupCriteria } from './walk-criteria';

const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

let server: RunningIndexServer;
let path: DesktopPath;

beforeAll(async () => {
  server = await startIndexServer();
  await startCoverage();
  path = await openDesktopPath({ indexerUrl: server.url, tap: true, coverage: true });
});
afterAll(async () => {
  await path?.close();
  await server?.close();
});

/** The product files each thread ran during `action`. */
async function filesDuring(action: () => Promise<unknown>) {
  await path.takeCoverage();
  await action();
  const taken = await path.takeCoverage();
  return {
    main: productFiles(taken.main, ROOT),
    window: productFiles(taken.renderer, ROOT),
    emulator: productFiles(taken.emulator, ROOT),
  };
}

describe('the desktop path without Electron', () => {
  it("looks up the samples into the window's table and the log, with no BoC or metadata going up", async () => {
    const samples = server.data.samples;
    const mark = path.crossings.mark();
    let lookup: Awaited<ReturnType<typeof path.call<'lookup'>>> | undefined;
    const files = await filesDuring(async () => {
      const text = samples.map((s) => s.friendly).join('\n');
      lookup = await path.call({ action: 'lookup', arg: { text, includeBoc: true, waitForLog: true } });
    });
    const rows = Object.values(lookup!.statusCounts).reduce((a, b) => a + b, 0);
    expect(rows).toBe(samples.length);
    expect(lookup!.statusCounts).not.toHaveProperty('pending');
    expect(lookup!.statusCounts).not.toHaveProperty('failed');
    expect(lookup!.clickToLoggedMs).not.toBeNull();
    const crossings = path.crossings.since(mark);
    expect(crossings.filter((c) => c.name === 'job-rows').length).toBeGreaterThan(0);
    expect(lookupCriteria(crossings).every((c) => c.met)).toBe(true);
    expect(files.window).toContain('renderer/model/lookup-store.ts');
    expect(files.window).toContain('electron/preload-api.ts');
    expect(files.main).toEqual(
      expect.arrayContaining(['electron/ipc-registry.ts', 'shared/jobs/lookup-job.ts']),
    );
    expect(files.main).not.toContain('renderer/model/lookup-store.ts');
  });

  it('runs a get-method on a wallet of that lookup by its address: two messages, no BoC up, the engine in its thread', async () => {
    const wallet = server.data.sample('wallet-v5r1').raw;
    const page = await path.call({ action: 'detail', arg: wallet });
    expect(page).toMatchObject({ kind: 'wallet_v5r1' });
    expect(page.tokens).toBeGreaterThan(0);
    const mark = path.crossings.mark();
    let run: Awaited<ReturnType<typeof path.call<'getMethod'>>> | undefined;
    const files = await filesDuring(async () => {
      run = await path.call({ action: 'getMethod', arg: { raw: wallet, method: 'seqno' } });
    });
    expect(run).toMatchObject({ ok: true, exitCode: 0, stackItems: 1 });
    const crossings = path.crossings.since(mark);
    expect(getMethodCriteria(crossings).map((c) => c.met)).toEqual([true, true]);
    expect(crossings.filter((c) => c.boundary === 'thread').map((c) => c.direction)).toEqual(['up', 'down']);
    expect(files.emulator).toContain('shared/tvm/engine.ts');
    expect(files.window).not.toContain('shared/tvm/engine.ts');
  });
});
