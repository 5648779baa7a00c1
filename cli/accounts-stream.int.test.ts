/**
 * `cli accounts` writing as batches land (in this process, through `runCli`, against the local index
 * server over real HTTP): `--ndjson` gives one object per account in input order even when batches come
 * back out of order (retried), with failed batches as `failed` rows; `--csv` the same rows as CSV, the
 * header once; one JSON document refuses a list longer than it takes, before sending anything.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notIndexedAddresses, startIndexServer, type RunningIndexServer } from '../local-index-server';
import { exportColumns } from '../shared/export/export-record';
import { restoreCell } from '../shared/format/spreadsheet-safety';
import { MAX_DOCUMENT_ACCOUNTS } from './commands/accounts';
import type { CliIo } from './io';
import { runCli } from './main';

let server: RunningIndexServer;
let dir: string;
beforeAll(async () => {
  server = await startIndexServer({ port: 0, dataset: { generated: 3_000 } });
  dir = await mkdtemp(join(tmpdir(), 'cli-stream-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  server.clearRequests();
  server.setFaults({ mode: 'none' });
});

/** Runs the CLI here; answers its exit code and what it wrote, and when each stdout chunk was written. */
async function cli(
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string; writes: number }> {
  let stdout = '';
  let stderr = '';
  let writes = 0;
  const io: CliIo = {
    stdout: { write: (s: string) => ((stdout += s), (writes += 1), true) } as unknown as CliIo['stdout'],
    stderr: { write: (s: string) => ((stderr += s), true) } as unknown as CliIo['stderr'],
    stdin: Object.assign(Readable.from([]), { isTTY: true }),
    env: {},
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr, writes };
}

async function fileOf(name: string, lines: readonly string[]): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, `${lines.join('\n')}\n`);
  return path;
}

describe('cli accounts, streamed', () => {
  it('--ndjson: one object per account, in input order though batches land out of order, written as they land', async () => {
    const raws = server.data.list.slice(0, 2_000).map((a) => a.raw);
    const unknown = notIndexedAddresses(server.seed)[0]!.toUpperCase();
    const list = [...raws.slice(0, 1_000), unknown, ...raws.slice(1_000)];
    // Every third request answers 502 and is retried after the ones behind it.
    server.setFaults({ mode: 'http502-html', every: 3, times: 5 });
    const run = await cli([
      'accounts',
      '--base-url',
      server.url,
      '--file',
      await fileOf('list.txt', list),
      '--ndjson',
      '--no-boc',
      '--batch-size',
      '100',
    ]);
    expect(run.code).toBe(0);
    const rows = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { address: string; status: string; account?: { address: string } });
    expect(rows.map((r) => r.address)).toEqual(list);
    expect(rows.filter((r) => r.status === 'found').every((r) => r.account!.address === r.address)).toBe(
      true,
    );
    expect(rows[1_000]).toEqual({
      input: unknown,
      address: unknown,
      status: 'not_found',
      address_book: null,
      metadata: null,
    });
    // Retried requests came back after later ones; the rows still left in order, in several writes.
    expect(server.requests.filter((r) => r.status === 502).length).toBeGreaterThan(0);
    expect(run.writes).toBeGreaterThan(1);
  });

  it('--ndjson: a batch that fails for good is a "failed" row with its reason, exit 1', async () => {
    const raws = server.data.list.slice(0, 30).map((a) => a.raw);
    server.setFaults({ mode: 'unauthorized', addresses: [raws[12]!] });
    const run = await cli([
      'accounts',
      '--base-url',
      server.url,
      '--file',
      await fileOf('failing.txt', raws),
      '--ndjson',
      '--no-boc',
      '--batch-size',
      '10',
    ]);
    expect(run.code).toBe(1);
    const rows = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { address: string; status: string; error?: string });
    expect(rows.map((r) => r.address)).toEqual(raws);
    expect(rows.map((r) => r.status)).toEqual([
      ...Array<string>(10).fill('found'),
      ...Array<string>(10).fill('failed'),
      ...Array<string>(10).fill('found'),
    ]);
    expect(rows[15]!.error).toMatch(/401|key/i);
    expect(run.stderr).toMatch(/failed: 10 addresses/);
  });

  it('--csv: the header once, every account in input order, read back by a CSV parser', async () => {
    const raws = server.data.list.slice(500, 1_700).map((a) => a.raw);
    const run = await cli([
      'accounts',
      '--base-url',
      server.url,
      '--file',
      await fileOf('some.csv.txt', raws),
      '--csv',
      '--no-boc',
      '--batch-size',
      '250',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\r\n').filter((row) => row === exportColumns().join(','))).toHaveLength(1);
    const parsed = Papa.parse<Record<string, string>>(run.stdout.trim(), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.map((r) => restoreCell(r.raw!))).toEqual(raws);
    expect(
      parsed.data.every(
        (r) =>
          r.status === 'active' || r.status === 'uninit' || r.status === 'frozen' || r.status === 'nonexist',
      ),
    ).toBe(true);
  });

  it('one JSON document refuses a list longer than it takes, says how to stream it, and sends nothing', async () => {
    const list = Array.from(
      { length: MAX_DOCUMENT_ACCOUNTS + 1 },
      (_, i) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`,
    );
    const file = await fileOf('too-long.txt', list);
    for (const output of ['--json', null]) {
      const run = await cli([
        'accounts',
        '--base-url',
        server.url,
        '--file',
        file,
        ...(output ? [output] : []),
      ]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        /100,001 addresses are too many for one (JSON document|table).*--ndjson or --csv/s,
      );
    }
    expect(server.requests).toEqual([]);
  });
});
