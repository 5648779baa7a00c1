/**
 * `cli accounts --summary` against the local index server: the figures it prints are those of the
 * accounts the same lookup answers (`accounts --json`, read independently here) — counts by status and
 * kind, every balance in its decade with nonexist and not found as no balance, the largest holder exact
 * to the nanoton, the USD₮ wallets under their jetton — as JSON and as text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HUGE_BALANCE,
  notIndexedAddresses,
  sampleAccount,
  sampleAccounts,
  startIndexServer,
  type RunningIndexServer,
} from '../local-index-server';
import type { LookupSummary } from '../shared/jobs/lookup-summary';
import { runCliInProcess } from '../test-support/cli-run';

let server: RunningIndexServer;
beforeAll(async () => {
  server = await startIndexServer({ port: 0 });
});
afterAll(() => server.close());

/** Every sample account and two addresses the index does not know, one per line. */
const list = () => [...sampleAccounts().map((s) => s.raw), ...notIndexedAddresses().slice(0, 2)].join('\n');

interface Document {
  accounts: { address: string; status: string; balance: string | null }[];
  not_found: string[];
  metadata: Record<
    string,
    { token_info: { type?: string; extra?: { jetton?: string; balance?: string } }[] }
  >;
}

describe('cli accounts --summary', () => {
  it('--json: the figures of exactly the accounts the lookup answers', async () => {
    const summaryRun = await runCliInProcess(
      ['accounts', '--base-url', server.url, '--summary', '--json', '--no-boc'],
      { stdin: list() },
    );
    const documentRun = await runCliInProcess(['accounts', '--base-url', server.url, '--json', '--no-boc'], {
      stdin: list(),
    });
    expect(summaryRun.code, summaryRun.stderr).toBe(0);
    const summary = JSON.parse(summaryRun.stdout) as LookupSummary;
    const document = JSON.parse(documentRun.stdout) as Document;

    const asked = document.accounts.length + document.not_found.length;
    expect(summary.rows).toBe(asked);
    // Counts by status: the document's own statuses, not found apart.
    const statuses = new Map<string, number>([['not found', document.not_found.length]]);
    for (const a of document.accounts) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    expect(Object.fromEntries(summary.byStatus.map((s) => [s.key, s.count]))).toEqual(
      Object.fromEntries(statuses),
    );
    expect(summary.byKind.reduce((n, k) => n + k.count, 0) + summary.withoutKind).toBe(asked);
    expect(summary.byKind.find((k) => k.key === 'not_deployed')?.count).toBe(
      (statuses.get('uninit') ?? 0) + (statuses.get('nonexist') ?? 0),
    );

    // Balances: every account but a nonexist one, summed exactly; the largest is huge-balance.
    const held = document.accounts.filter((a) => a.status !== 'nonexist' && a.balance !== null);
    const total = held.reduce((sum, a) => sum + BigInt(a.balance!), 0n);
    expect(summary.balance.counted).toBe(held.length);
    expect(summary.balance.noBalance).toBe(asked - held.length);
    expect(BigInt(summary.balance.total.replace('.', ''))).toBe(total); // 9 decimals written in full
    expect(summary.balance.buckets.reduce((n, b) => n + b.count, 0)).toBe(held.length);
    expect(summary.balance.largest[0]).toMatchObject({
      raw: sampleAccount('huge-balance').raw,
      amount: '5000000000.123456789',
    });
    expect(HUGE_BALANCE).toBe('5000000000123456789');

    // The USD₮ wallets among the rows, under their master.
    const USDT_MASTER_RAW = sampleAccount('usdt-master').raw;
    const usdtWallets = Object.values(document.metadata).filter(
      (m) => m.token_info[0]?.type === 'jetton_wallets' && m.token_info[0].extra?.jetton === USDT_MASTER_RAW,
    );
    const usdt = summary.tokens.find((t) => t.master === USDT_MASTER_RAW);
    expect(usdtWallets.length).toBeGreaterThan(0);
    expect(usdt?.counted).toBe(usdtWallets.length);
    expect(usdt?.decimals).toBe(6);
  });

  it('as text: the tables of statuses, kinds, the distribution and the largest holders', async () => {
    const run = await runCliInProcess(['accounts', '--base-url', server.url, '--summary', '--no-boc'], {
      stdin: list(),
    });
    expect(run.code, run.stderr).toBe(0);
    const rows = sampleAccounts().length + 2;
    expect(run.stdout).toContain(`Summary of ${rows} requested accounts`);
    expect(run.stdout).toMatch(/^not found\s+2$/m);
    expect(run.stdout).toMatch(/^not deployed\s+\d+$/m);
    expect(run.stdout).toMatch(/^TON \(log scale, by decade\)\s+accounts\s+total TON$/m);
    expect(run.stdout).toMatch(/^1000000000 – < 10000000000\s+1\s+5000000000\.123456789$/m);
    expect(run.stdout).toMatch(/^1\s+\S+\s+5000000000\.123456789$/m);
    expect(run.stdout).toMatch(/^Token: Tether USD \(USD₮\) · jetton wallet — \d+ wallets? holds? /m);
    // Not the accounts table.
    expect(run.stdout).not.toMatch(/balance \(TON\)/);
  });

  it('refuses --summary with --csv or --ndjson, and sends nothing', async () => {
    server.clearRequests();
    const run = await runCliInProcess(['accounts', '--base-url', server.url, '--summary', '--csv'], {
      stdin: list(),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--summary prints one summary/);
    expect(server.requests).toHaveLength(0);
  });
});
