/** The CLI (`npm run index-server`) as another process runs it: startup line, sample list, flags, clean stop. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SAMPLE_LABELS } from './sample-data';
import { describe, expect, it } from 'vitest';
import { get } from './http-test-client';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

/** Starts the CLI and resolves with its stdout once the sample list has been printed. */
function startCli(args: string[]): {
  child: ChildProcess;
  ready: Promise<string>;
  exit: Promise<{ code: number | null; stderr: string }>;
} {
  const child = spawn(TSX, ['local-index-server/main.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('not indexed')) resolve(out);
    });
    child.on('exit', () => reject(new Error(`CLI exited early: ${err}`)));
  });
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  // A test that expects an early exit awaits `exit` only; don't let `ready` become an unhandled rejection.
  ready.catch(() => undefined);
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr: err })),
  );
  return { child, ready, exit };
}

describe('index-server CLI', () => {
  it('prints its URL and samples, serves with the given flags, and stops cleanly on SIGTERM', async () => {
    const { child, ready, exit } = startCli(['--port', '0', '--fault', 'http500', '--network', 'testnet']);
    const out = await ready;
    const match =
      /^index server listening on (http:\/\/127\.0\.0\.1:(\d+)) \(sample: (\d+) accounts\)$/m.exec(out);
    expect(match, out).not.toBeNull();
    expect(Number(match![3])).toBe(SAMPLE_LABELS.length);
    expect(out).toMatch(/wallet-v4r2\s+active\s+0:[0-9A-F]{64}\s+0Q/);
    const url = match![1]!;
    expect((await get(`${url}/api/v3/masterchainInfo`)).status).toBe(500);
    await fetch(`${url}/__control/faults`, { method: 'POST', body: JSON.stringify({ mode: 'none' }) });
    const info = (await get(`${url}/api/v3/masterchainInfo`)).json() as { last: { global_id: number } };
    expect(info.last.global_id).toBe(-3);
    child.kill('SIGTERM');
    expect((await exit).code).toBe(0);
  });

  it('refuses an unknown fault mode with a message naming it', async () => {
    const { exit } = startCli(['--port', '0', '--fault', 'explode']);
    const result = await exit;
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown --fault "explode"');
  });

  it('takes the gateway limits and a targeted fault from flags', async () => {
    const target = '0:' + 'AB'.repeat(32);
    const { child, ready, exit } = startCli([
      '--port',
      '0',
      '--max-url-length',
      '120',
      '--fault',
      'http500',
      '--fault-addresses',
      target,
      '--fault-every',
      '1',
    ]);
    const url = /listening on (http:\/\/\S+)/.exec(await ready)![1]!;
    expect((await get(`${url}/api/v3/accountStates?address=${target}`)).status).toBe(500);
    expect((await get(`${url}/api/v3/accountStates?address=${'0:' + 'CD'.repeat(32)}`)).status).toBe(200);
    expect((await get(`${url}/api/v3/accountStates?address=${target}&pad=${'x'.repeat(60)}`)).status).toBe(
      414,
    );
    child.kill('SIGTERM');
    expect((await exit).code).toBe(0);
  });

  it('refuses fault targeting without a fault, and a bad fraction', async () => {
    expect((await startCli(['--port', '0', '--fault-every', '2']).exit).stderr).toContain(
      '--fault-every needs --fault MODE',
    );
    const bad = await startCli(['--port', '0', '--fault', 'http500', '--fault-fraction', '2']).exit;
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--fault-fraction must be between 0 and 1');
  });
});
