/**
 * `cli accounts` marks look-alike addresses (address poisoning) among the list's own accounts, against
 * the local index server over real HTTP: `--csv`'s `look_alike_of` column and `--ndjson`'s field name
 * the raw address an account begins and ends like. Written as rows land: an account written before its
 * look-alike came keeps no mark, and the later one names it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndexServer, type RunningIndexServer } from '../local-index-server';
import { poisoned } from '../test-support/look-alike-address';
import type { CliIo } from './io';
import { runCli } from './main';

let server: RunningIndexServer;
let dir: string;
let list: string[];
let victim: string;
let fake: string;
beforeAll(async () => {
  server = await startIndexServer({ port: 0, dataset: { generated: 50 } });
  dir = await mkdtemp(join(tmpdir(), 'cli-look-alike-'));
  const raws = server.data.list.slice(0, 6).map((a) => a.raw);
  victim = raws[0]!.startsWith('0:') ? raws[0]! : raws.find((r) => r.startsWith('0:'))!;
  fake = poisoned(victim);
  list = [victim, ...raws.filter((r) => r !== victim).slice(0, 4), fake];
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs the CLI here over `list`; its exit code and stdout. */
async function cli(extra: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const io: CliIo = {
    stdout: { write: (s: string) => ((stdout += s), true) } as unknown as CliIo['stdout'],
    stderr: { write: () => true } as unknown as CliIo['stderr'],
    stdin: Object.assign(Readable.from([]), { isTTY: true }),
    env: {},
  };
  const path = join(dir, 'list.txt');
  await writeFile(path, `${list.join('\n')}\n`);
  const code = await runCli(['accounts', '--base-url', server.url, '--file', path, '--no-boc', ...extra], io);
  return { code, stdout };
}

describe('cli accounts: look-alike addresses', () => {
  it('--csv: a poisoned pair in one batch, each row naming the other in look_alike_of', async () => {
    const run = await cli(['--csv']);
    expect(run.code).toBe(0);
    const rows = Papa.parse<Record<string, string>>(run.stdout.trim(), { header: true }).data;
    expect(rows.map((r) => r.raw)).toEqual(list);
    const marked = rows.filter((r) => r.look_alike_of !== '').map((r) => [r.raw, r.look_alike_of]);
    expect(marked).toEqual([
      [victim, fake],
      [fake, victim],
    ]);
  });

  it('--ndjson: the look-alike that comes after its original was written names it', async () => {
    const run = await cli(['--ndjson', '--batch-size', '2', '--concurrency', '1']);
    expect(run.code).toBe(0);
    const rows = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { address: string; status: string; look_alike_of?: string });
    expect(rows.map((r) => r.address)).toEqual(list);
    expect(rows.filter((r) => 'look_alike_of' in r).map((r) => [r.address, r.look_alike_of])).toEqual([
      [fake, victim],
    ]);
    expect(rows.at(-1)?.status).toBe('not_found');
  });
});
