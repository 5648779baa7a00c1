/**
 * Lookup log drafts of any size for tests and benches (the log's own tests, the crash-test writer
 * process, the shell harness): deterministic accounts in the indexer's shapes, BoCs included so that
 * stripping them is exercised.
 */
import type { AccountLookup } from '../shared/api/account-states';
import type { LookupLogDraftInput } from '../shared/lookup-log/log-entry';

/** The raw address of sample account `n` (`0:` + 64 upper-case hex digits). */
export function sampleRaw(n: number): string {
  return `0:${n.toString(16).toUpperCase().padStart(64, '0')}`;
}

/** A 44-character Base64 hash that differs with `n`. */
function sampleHash(n: number): string {
  const digits = n.toString(36).padStart(8, '0');
  return `${'A'.repeat(35)}${digits}=`;
}

/** A lookup result for `count` accounts, every third one not found; `balanceOffset` varies the balances. */
export function sampleLookup(
  count: number,
  options: { balanceOffset?: number; start?: number } = {},
): AccountLookup {
  const start = options.start ?? 0;
  const accounts: AccountLookup['accounts'] = [];
  const notFound: string[] = [];
  const addressBook: AccountLookup['address_book'] = {};
  for (let i = start; i < start + count; i++) {
    const raw = sampleRaw(i);
    if (i % 3 === 2) {
      notFound.push(raw);
      continue;
    }
    accounts.push({
      address: raw,
      account_state_hash: sampleHash(i),
      balance: String(1_000_000_000 * i + (options.balanceOffset ?? 0)),
      extra_currencies: {},
      status: 'active',
      last_transaction_hash: sampleHash(i + 1),
      last_transaction_lt: String(47_000_000_000_000 + i),
      code_hash: sampleHash(7),
      data_hash: sampleHash(i + 2),
      code_boc: 'te6cckEBAQEAAgAAAEysuc0=',
      data_boc: 'te6cckEBAQEAAgAAAEysuc0=',
      interfaces: ['wallet_v4r2'],
    });
    addressBook[raw] = { user_friendly: `EQ${i.toString(36).padStart(46, 'A')}`, domain: null };
  }
  return { accounts, address_book: addressBook, metadata: {}, not_found: notFound };
}

/** A complete draft for a lookup of `count` sample accounts. */
export function sampleDraft(
  count: number,
  options: { balanceOffset?: number; start?: number; profileName?: string } = {},
): LookupLogDraftInput {
  const start = options.start ?? 0;
  const result = sampleLookup(count, options);
  return {
    profile: {
      id: 'local-indexer',
      name: options.profileName ?? 'Local indexer',
      baseUrl: 'http://127.0.0.1:8787',
    },
    lastBlock: { seqno: 21082664 + start, gen_utime: '1721068768' },
    includeBoc: true,
    inputs: Array.from({ length: count }, (_, i) => ({
      raw: sampleRaw(start + i),
      input: sampleRaw(start + i).toLowerCase(),
    })),
    counts: { requested: count, found: result.accounts.length, notFound: result.not_found.length, failed: 0 },
    cancelled: false,
    failed: [],
    result,
  };
}
