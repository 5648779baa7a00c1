/**
 * `cli accounts`' outputs byte for byte: `--ndjson`, `--csv` and the table of one mixed list (every
 * address form, duplicates, invalid entries skipped, accounts the indexer does not know, a look-alike
 * pair, a form of the other network), and `--ndjson` and `--csv` of a CSV file with its own columns,
 * against the local index server (seeded, so its answers are the same every run) — compared with the
 * files in cli/expected-output/, written by the CLI as it was before its writers were made cheaper
 * (f5bde3a). What a CI job or a spreadsheet reads of the CLI may only change on purpose.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notIndexedAddresses,
  sampleAccount,
  startIndexServer,
  type RunningIndexServer,
  type SampleLabel,
} from '../local-index-server';
import { CONTRACT_SAMPLE_LABELS } from '../local-index-server/sample-contracts';
import { poisoned } from '../test-support/look-alike-address';
import { runCliInProcess } from '../test-support/cli-run';

const EXPECTED = join(import.meta.dirname, 'expected-output');

let server: RunningIndexServer;
let dir: string;
beforeAll(async () => {
  [server, dir] = await Promise.all([
    startIndexServer({ port: 0, dataset: { generated: 40 } }),
    mkdtemp(join(tmpdir(), 'cli-output-')),
  ]);
});
afterAll(() => Promise.all([server.close(), rm(dir, { recursive: true, force: true })]));

/**
 * Samples added after the expected files were written — the contract samples from the first of them
 * (`multisig-v2-order`) on, new ones being appended — left out, so the list, and each account's form,
 * which follows its place, is the one the files were written for, and the bytes still compare.
 */
const LATER_LABELS: readonly SampleLabel[] = CONTRACT_SAMPLE_LABELS.slice(
  CONTRACT_SAMPLE_LABELS.indexOf('multisig-v2-order'),
);
const LATER_SAMPLES = new Set(LATER_LABELS.map((l) => sampleAccount(l).raw));

/** The index's accounts as the expected files list them. */
const listedRaws = (): string[] =>
  server.data.list.map((a) => a.raw).filter((raw) => !LATER_SAMPLES.has(raw));

/** The mixed list's lines: each account in one of its forms, and what a user's list also holds. */
function mixedList(raws: readonly string[]): string[] {
  const form = (raw: string, i: number) =>
    i % 3 === 0
      ? raw
      : Address.parse(raw).toString({ urlSafe: i % 2 === 0, bounceable: i % 3 === 1, testOnly: i === 7 });
  const victim = raws.find((raw) => raw.startsWith('0:'))!;
  return [
    ...raws.map(form),
    form(raws[4]!, 5),
    'not-an-address',
    'EQCM1N77fA7Dcdch6bkJ8hAPTQ8RiuPF8MFNDFB3TZBNqP0y',
    ...notIndexedAddresses(),
    poisoned(victim),
    raws[10]!,
  ];
}

/** `accounts --file PATH --no-boc --skip-invalid` with `output` (none: the table); its exit code and stdout. */
async function accounts(path: string, output: string[]): Promise<{ code: number; stdout: string }> {
  const run = await runCliInProcess([
    'accounts',
    '--base-url',
    server.url,
    '--file',
    path,
    '--no-boc',
    '--skip-invalid',
    ...output,
  ]);
  return { code: run.code, stdout: run.stdout };
}

const expected = (name: string) => readFile(join(EXPECTED, name), 'utf8');

describe('cli accounts writes the same bytes as before', () => {
  it.each([
    ['--ndjson', 'accounts-mixed.ndjson'],
    ['--csv', 'accounts-mixed.csv'],
    ['', 'accounts-mixed-table.txt'],
  ])('a mixed list, %s', async (output, name) => {
    const path = join(dir, 'mixed.txt');
    await writeFile(path, `${mixedList(listedRaws()).join('\n')}\n`);
    const run = await accounts(path, output ? [output] : []);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(await expected(name));
  });

  it.each([
    ['--ndjson', 'accounts-columns.ndjson'],
    ['--csv', 'accounts-columns.csv'],
  ])('a CSV file with its own columns, %s', async (output, name) => {
    const lines = mixedList(listedRaws().slice(0, 12));
    const path = join(dir, 'customers.csv');
    const rows = lines.map((line, i) => `"c-${i}, ""${i % 2 ? 'vip' : '=1+1'}""",${line},${i * 7}`);
    await writeFile(path, `customer,address,amount\r\n${rows.join('\r\n')}\r\n`);
    const run = await accounts(path, [output]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(await expected(name));
  });
});
