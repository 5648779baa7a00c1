/**
 * Bench: parsing a pasted list of 10,000 addresses with `parseAddressList` (tokenising, stripping,
 * classifying, de-duplicating, positions) against the least anyone could do — splitting on newlines and
 * calling @ton/core `Address.parse` on each line. Target: at most 1.3× the bare loop.
 *
 * `run()` prints nothing; run directly (`npx tsx scripts/bench/address-parse.bench.ts`) it prints each
 * result as one JSON line.
 */
import { pathToFileURL } from 'node:url';
import { Address } from '@ton/core';
import { parseAddressList } from '../../shared/address/address-list';
import { compare, result, type BenchResult } from './harness';
import { seededRandom } from '../../test-support/seeded-random';

const TOKENS = 10_000;
/** Share of tokens that repeat an earlier account in another form. */
const DUPLICATE_SHARE = 0.2;

/** Every way a person may write one account: raw (both cases) and the eight friendly spellings. */
function formsOf(address: Address): string[] {
  const raw = address.toRawString();
  const forms = [raw, raw.toUpperCase()];
  for (const bounceable of [true, false]) {
    for (const testOnly of [false, true]) {
      for (const urlSafe of [true, false]) forms.push(address.toString({ bounceable, testOnly, urlSafe }));
    }
  }
  return forms;
}

/** 10,000 newline-separated addresses, forms mixed, about a fifth of them repeats of earlier accounts. */
export function mixedAddressText(tokens = TOKENS, seed = 0x70e): { text: string; distinct: number } {
  const random = seededRandom(seed);
  const lines: string[] = [];
  const accounts: Address[] = [];
  for (let i = 0; i < tokens; i++) {
    let account: Address;
    if (accounts.length > 0 && random() < DUPLICATE_SHARE) {
      account = accounts[Math.floor(random() * accounts.length)]!;
    } else {
      const hash = new Uint8Array(32);
      for (let b = 0; b < 32; b++) hash[b] = Math.floor(random() * 256);
      // One account in twenty on the masterchain, as in real lists (validators, elector, config).
      const workchain = random() < 0.05 ? -1 : 0;
      account = Address.parseRaw(
        `${workchain}:${Array.from(hash, (x) => x.toString(16).padStart(2, '0')).join('')}`,
      );
      accounts.push(account);
    }
    const forms = formsOf(account);
    lines.push(forms[Math.floor(random() * forms.length)]!);
  }
  return { text: lines.join('\n'), distinct: accounts.length };
}

/** Runs the bench and returns its result lines (prints nothing). */
export function run(): BenchResult[] {
  const { text, distinct } = mixedAddressText();
  let sink = 0;
  const ours = () => {
    sink += parseAddressList(text).unique.length;
  };
  const baseline = () => {
    for (const line of text.split('\n')) sink += Address.parse(line).workChain;
  };
  const check = parseAddressList(text);
  if (check.unique.length !== distinct || check.invalid.length !== 0) {
    throw new Error(
      `bench input misparsed: ${check.unique.length} accounts of ${distinct}, ${check.invalid.length} invalid`,
    );
  }
  const times = compare(ours, baseline, { rounds: 21, warmup: 5 });
  // Both sides fed the sink; reading it keeps either loop from being optimised away.
  if (sink === 0) throw new Error('bench produced nothing');
  return [
    result('parse-10k-mixed-addresses', times, 1.3, {
      tokens: TOKENS,
      distinctAccounts: distinct,
      duplicates: check.duplicates.length,
    }),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of run()) console.log(JSON.stringify(line));
}
