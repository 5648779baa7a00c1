/**
 * What each line of the README's CLI example block promises (test-support/readme-cli.ts runs the
 * lines): its exit code (0, or the `exit N` its comment states), no stack trace, and the output its
 * comment describes, over the local index server with the default seed. scripts/readme-cli.int.test.ts
 * checks the block with the CLI in-process, cli/packed-cli.sys.test.ts with the packed command.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { sampleAccount } from '../local-index-server';
import type { CliRun } from './cli-run';
import { readCsvRecords } from './export-read-back';
import { expectedExit } from './readme-cli';

/** Checks what `line` printed and returned (`run`); `scratch` is the folder it ran in. */
export async function expectReadmeLine(line: string, run: CliRun, scratch: string): Promise<void> {
  const where = `${line}\n--- stdout:\n${run.stdout.slice(0, 2000)}\n--- stderr:\n${run.stderr.slice(0, 2000)}`;
  expect(run.code, where).toBe(expectedExit(line));
  expect(run.stderr, where).not.toMatch(/\n\s+at \S+ \(|unexpected failure/);
  await expectLookupLine(line, run, scratch, where);
  expectContractLine(line, run, where);
  await expectCompareLine(line, run, scratch, where);
}

/** info, accounts and parse-addresses lines. */
async function expectLookupLine(line: string, run: CliRun, scratch: string, where: string): Promise<void> {
  if (/ info\s*(#|$)/.test(line))
    expect(run.stdout, where).toMatch(/Freshness: the last indexed block is from/);
  if (/ info --json/.test(line))
    expect(Object.keys(JSON.parse(run.stdout) as object)).toEqual(['first', 'last']);
  if (/ accounts UQ/.test(line)) {
    expect(run.stdout, where).toContain('5000000000.123456789');
    expect(run.stdout, where).toMatch(/3 found, 0 not found/);
  }
  if (/ accounts \S+ --json/.test(line)) {
    const out = JSON.parse(run.stdout) as {
      accounts: { address: string }[];
      metadata: Record<string, unknown>;
    };
    expect(out.accounts.map((a) => a.address)).toEqual([sampleAccount('jetton-wallet-1').raw]);
    expect(Object.keys(out.metadata).length).toBeGreaterThan(0);
  }
  if (/^cat addresses\.txt \|/.test(line)) {
    expect(run.stdout, where).toMatch(/1 found, 1 not found.*1 invalid skipped/);
    expect(run.stderr, where).toMatch(/skipped invalid address: line 3, column 1: .EQbad/);
  }
  if (/> states\.csv/.test(line)) {
    const records = readCsvRecords(await readFile(join(scratch, 'states.csv'), 'utf8'));
    expect(records.map((r) => r.status)).toEqual(['active', 'not found']);
  }
  if (/parse-addresses --json/.test(line)) {
    const out = JSON.parse(run.stdout) as { valid: boolean }[];
    expect(out.map((r) => r.valid)).toEqual([true, true, false]);
  }
}

/** inspect, run-method and tokens lines: what the contracts' own get-methods said. */
function expectContractLine(line: string, run: CliRun, where: string): void {
  if (/ inspect /.test(line) && line.includes(sampleAccount('notcoin-wallet').friendly)) {
    const out = JSON.parse(run.stdout) as {
      accounts: { kind: string; details: Record<string, unknown> }[];
    };
    expect(out.accounts.map((a) => a.kind)).toEqual(['jetton_wallet', 'multisig_v2']);
    expect(out.accounts[0]!.details).toMatchObject({
      balance_scaled: '6499273.466060549',
      library: { origin: 'bundled' },
    });
    expect(out.accounts[1]!.details).toMatchObject({ multisig: { threshold: 2 } });
  } else if (/ inspect /.test(line)) {
    const out = JSON.parse(run.stdout) as {
      accounts: { kind: string; details: Record<string, unknown> }[];
    };
    expect(out.accounts.map((a) => a.kind)).toEqual(['wallet_v4r2', 'jetton_wallet']);
    expect(out.accounts[0]!.details).toMatchObject({ seqno: 42, wallet_id: 698983191 });
    expect(out.accounts[1]!.details).toMatchObject({
      balance: '25000000',
      balance_scaled: '25',
      owner: sampleAccount('wallet-v5r1').raw,
    });
  }
  if (/ run-method /.test(line)) {
    expect((JSON.parse(run.stdout) as { stack: { address?: string }[] }).stack[0]!.address).toBe(
      sampleAccount('usdt-wallet').raw,
    );
  }
  if (/ tokens /.test(line) && /__NOT/.test(line)) {
    expect(run.stdout, where).toContain('6499273.466060549 NOT');
    expect(run.stdout, where).toContain('no jetton wallet yet (0)');
  } else if (/ tokens /.test(line)) {
    expect(run.stdout, where).toContain('1.5 USD₮');
    expect(run.stdout, where).toContain('no jetton wallet yet (0)');
  }
}

/** compare lines: nothing changed against today's answer; the balances of an edited one. */
async function expectCompareLine(line: string, run: CliRun, scratch: string, where: string): Promise<void> {
  if (/ compare watched\.json/.test(line))
    expect(run.stdout, where).toMatch(/2 compared with the accounts --json answer: 0 changed/);
  if (/ compare earlier\.json --csv > changes\.csv/.test(line)) {
    const csv = await readFile(join(scratch, 'changes.csv'), 'utf8');
    expect(csv.split('\r\n')[0], where).toMatch(
      /^address,raw,changed,status_previous,status_now,balance_previous/,
    );
    expect(csv.match(/,true,active,active,1,/g), where).toHaveLength(2);
  } else if (/ compare earlier\.json/.test(line)) {
    expect(run.stdout, where).toMatch(/balance\s+0\.000000001 TON\s+\S+ TON\s+\+\S+ TON/);
    expect(run.stdout, where).toMatch(/2 changed/);
  }
}
