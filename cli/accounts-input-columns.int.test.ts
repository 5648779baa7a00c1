/**
 * `cli accounts --file F.csv` writes the file's own columns beside each account (in this process,
 * through `runCli`, against the local index server over real HTTP): --csv under the file's header
 * names (one of ours prefixed `input.`), a row per line of the file, an account named twice on both
 * lines; --ndjson under `input_columns`; `--address-column` picks the column when two hold addresses.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notIndexedAddresses, startIndexServer, type RunningIndexServer } from '../local-index-server';
import type { CliIo } from './io';
import { runCli } from './main';

let server: RunningIndexServer;
let dir: string;
beforeAll(async () => {
  server = await startIndexServer({ port: 0, dataset: { generated: 50 } });
  dir = await mkdtemp(join(tmpdir(), 'cli-columns-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs the CLI here; answers its exit code and what it wrote. */
async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: { write: (s: string) => ((stdout += s), true) } as unknown as CliIo['stdout'],
    stderr: { write: (s: string) => ((stderr += s), true) } as unknown as CliIo['stderr'],
    stdin: Object.assign(Readable.from([]), { isTTY: true }),
    env: {},
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

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

describe('cli accounts --file with its own columns', () => {
  it('--csv writes them beside each account, a row per line of the file', async () => {
    const file = await csvFile();
    const run = await cli(['accounts', '--base-url', server.url, '--file', file.path, '--csv', '--no-boc']);
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
    const run = await cli([
      'accounts',
      '--base-url',
      server.url,
      '--file',
      file.path,
      '--ndjson',
      '--no-boc',
    ]);
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
