/**
 * `cli accounts` writing as batches land (in this process, through `runCli`, against the local index
 * server over real HTTP): `--ndjson` gives one object per account in input order even when batches come
 * back out of order (retried), with failed batches as `failed` rows; `--csv` the same rows as CSV, the
 * header once; one JSON document refuses a list longer than it takes, before sending anything. With
 * `--file F.csv` both write the file's own columns beside each account (--csv under the file's header
 * names, one of ours prefixed `input.`, a row per line of the file, an account named twice on both
 * lines; --ndjson under `input_columns`); `--address-column` picks the column when two hold addresses.
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

/** A CSV file as Excel in a semicolon locale writes it: BOM, `;`, CRLF, a quoted cell. */
async function csvFile(): Promise<{ path: string; a: string; b: string; unknown: string }> {
  const [a, b] = server.data.list.slice(0, 2).map((x) => x.raw);
  const unknown = notIndexedAddresses(server.seed)[0]!;
  const lines = [
    'address;customer_id;status',
    `${a};c-1;"vip; since 2020"`,
    `${unknown};c-2;new`,
    `${b};c-3;"=HYPERLINK(""http://x"")"`,
    `${a};c-4;again`,
  ];
  const path = join(dir, 'customers.csv');
  await writeFile(path, `\uFEFF${lines.join('\r\n')}\r\n`);
  return { path, a: a!, b: b!, unknown };
}

/** `accounts --file PATH --csv|--ndjson --no-boc` against the server. */
const columnsRun = (path: string, output: '--csv' | '--ndjson') =>
  cli(['accounts', '--base-url', server.url, '--file', path, output, '--no-boc']);

describe('cli accounts --file with its own columns', () => {
  it('--csv writes them beside each account, a row per line of the file', async () => {
    const file = await csvFile();
    const run = await columnsRun(file.path, '--csv');
    expect(run.code).toBe(0);
    const read = Papa.parse<Record<string, string>>(run.stdout.trimEnd(), { header: true });
    expect(read.meta.fields!.slice(-2)).toEqual(['customer_id', 'input.status']);
    expect(read.data.map((r) => [r.raw!.toLowerCase(), r.status, r.customer_id, r['input.status']])).toEqual([
      [file.a.toLowerCase(), 'active', 'c-1', 'vip; since 2020'],
      [file.a.toLowerCase(), 'active', 'c-4', 'again'],
      [file.unknown.toLowerCase(), 'not found', 'c-2', 'new'],
      [file.b.toLowerCase(), 'active', 'c-3', `'=HYPERLINK("http://x")`],
    ]);
  });

  it('--ndjson writes them under input_columns', async () => {
    const file = await csvFile();
    const run = await columnsRun(file.path, '--ndjson');
    expect(run.code).toBe(0);
    const objects = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { status: string; input_columns?: Record<string, string> });
    expect(objects.map((o) => o.input_columns)).toEqual([
      { customer_id: 'c-1', status: 'vip; since 2020' },
      { customer_id: 'c-4', status: 'again' },
      { customer_id: 'c-2', status: 'new' },
      { customer_id: 'c-3', status: '=HYPERLINK("http://x")' },
    ]);
  });

  it('--address-column takes the one column named; a name the file lacks is a usage error', async () => {
    const [a, b] = server.data.list.slice(0, 2).map((x) => x.raw);
    const path = join(dir, 'transfers.csv');
    await writeFile(path, `from,to,memo\n${a},${b},m1\n`);
    const base = ['accounts', '--base-url', server.url, '--file', path, '--csv', '--no-boc'];
    const run = await cli([...base, '--address-column', 'to']);
    expect(run.code).toBe(0);
    const read = Papa.parse<Record<string, string>>(run.stdout.trimEnd(), { header: true });
    expect(read.data.map((r) => [r.raw!.toLowerCase(), r.from!.toLowerCase(), r.memo])).toEqual([
      [b!.toLowerCase(), a!.toLowerCase(), 'm1'],
    ]);
    const wrong = await cli([...base, '--address-column', 'wallet']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('no column “wallet”');
  });
});
