/**
 * Real contract code (fixtures/contract_codes.json) and the indexer's own code-hash/interface tables
 * (fixtures/known_code_hashes_ton-indexer.json), plus the two derivations the real indexer makes from a
 * code cell: `contract_methods` (get-method ids from the method dictionary, §4.4.1, [S12]) and
 * `interfaces` (ton-index-go `DetectInterface`, [S10]). Hashes are re-derived with @ton/core, never read
 * from the fixture.
 */
import { readFileSync } from 'node:fs';
import { Cell } from '@ton/core';
import { methodIdsOfCode } from '../shared/contracts/code-methods';
import { z } from 'zod';
import { methodIdOf } from '../shared/tvm/method-id';

const contractCodeSchema = z.object({
  name: z.string(),
  code_boc_base64: z.string(),
  code_hash_base64: z.string(),
});
const contractCodesSchema = z.array(contractCodeSchema);

const knownHashesSchema = z.object({
  wallet_types: z.array(z.object({ wallet_type: z.string(), code_hash_base64: z.string() })),
  interfaces: z.array(
    z.object({
      name: z.string(),
      code_hashes: z.array(z.object({ base64: z.string() })),
      get_methods: z.array(z.string()),
    }),
  ),
});

function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
}

/** A code cell with everything the indexer derives from it. */
export interface CodeInfo {
  /** Name in fixtures/contract_codes.json. */
  name: string;
  cell: Cell;
  /** Standard Base64 BoC, as stored by the worker (`te6cc…`). */
  boc: string;
  /** Standard Base64 of `Cell.hash()`. */
  hash: string;
  /** Get-method ids, or null when the code has no recognisable method dictionary. */
  methods: number[] | null;
  /** `DetectInterface(code_hash, methods)`: `[]` when nothing is known, `null` when methods match nothing. */
  interfaces: string[] | null;
  /** Whether the code hash is in the server's `WalletsHashMap` (→ non-bounceable address-book form). */
  isWallet: boolean;
}

/** tonutils `MethodNameHash`: CRC16-XMODEM of the name with bit 16 set (the app's own function). */
export const methodId = methodIdOf;

/**
 * Get-method ids as the worker extracts them ([S12] `parse_contract_methods`): the app's own reading
 * (shared/contracts/code-methods.ts) is the indexer's rule, so the stand-in uses the same function.
 */
export const contractMethods = methodIdsOfCode;

interface InterfaceRule {
  name: string;
  codeHashes: string[];
  methods: number[];
}

const known = knownHashesSchema.parse(readFixture('known_code_hashes_ton-indexer.json'));

/** The indexer's interface table, in its own order (§4.4.1, [S10]). */
const INTERFACE_RULES: InterfaceRule[] = known.interfaces.map((i) => ({
  name: i.name,
  codeHashes: i.code_hashes.map((h) => h.base64),
  methods: i.get_methods.map(methodId),
}));

/** The server's `WalletsHashMap`: code hashes whose accounts get a non-bounceable address-book form ([S3]). */
export const WALLET_CODE_HASHES: ReadonlySet<string> = new Set(
  known.wallet_types.map((w) => w.code_hash_base64),
);

/**
 * ton-index-go `DetectInterface` ([S10]): an exact code-hash match returns that one name; otherwise
 * every interface whose get-methods are all present, sorted; no methods → `[]`; methods but no match →
 * `null` (a nil Go slice).
 */
export function detectInterfaces(codeHash: string, methods: readonly number[] | null): string[] | null {
  if (codeHash !== '') {
    for (const rule of INTERFACE_RULES) {
      if (rule.codeHashes.includes(codeHash)) return [rule.name];
    }
  }
  if (!methods || methods.length === 0) return [];
  const present = new Set(methods);
  const matches = INTERFACE_RULES.filter(
    (r) => r.methods.length > 0 && r.methods.every((m) => present.has(m)),
  ).map((r) => r.name);
  return matches.length === 0 ? null : matches.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const codes = [
  ...contractCodesSchema.parse(readFixture('contract_codes.json')),
  ...contractCodesSchema.parse(readFixture('extra_contract_codes.json')),
];
const cache = new Map<string, CodeInfo>();

/** Loads a real code by (a prefix of) its fixture name (contract_codes.json, then extra_contract_codes.json), e.g. `codeInfo('wallet_v4r2')`. */
export function codeInfo(namePrefix: string): CodeInfo {
  const cached = cache.get(namePrefix);
  if (cached) return cached;
  const entry = codes.find((c) => c.name === namePrefix) ?? codes.find((c) => c.name.startsWith(namePrefix));
  if (!entry) throw new Error(`no contract code named "${namePrefix}" in fixtures/contract_codes.json`);
  const info = codeInfoOf(entry.name, Cell.fromBase64(entry.code_boc_base64));
  cache.set(namePrefix, info);
  return info;
}

/** Everything the indexer derives from a code cell, under a name of our choosing. */
export function codeInfoOf(name: string, cell: Cell): CodeInfo {
  const hash = cell.hash().toString('base64');
  const methods = contractMethods(cell);
  return {
    name,
    cell,
    // Re-serialised the way the worker stores BoCs (std_boc_serialize default: no index, no CRC).
    boc: cell.toBoc({ idx: false, crc32: false }).toString('base64'),
    hash,
    methods,
    interfaces: detectInterfaces(hash, methods),
    isWallet: WALLET_CODE_HASHES.has(hash),
  };
}

const mainnetStateSchema = z.object({
  name: z.string(),
  /** Raw `wc:HEX` (upper case). */
  address: z.string().regex(/^-?\d{1,3}:[0-9A-F]{64}$/),
  /** Nanotons, when the source carried the account's balance. */
  balance: z.string().regex(/^\d+$/).nullable(),
  code_boc: z.string(),
  data_boc: z.string(),
  source: z.string(),
});

/** A real mainnet account state (fixtures/mainnet_states.json). */
export type MainnetState = z.infer<typeof mainnetStateSchema>;

const mainnetStates = z
  .object({ states: z.array(mainnetStateSchema) })
  .parse(readFixture('mainnet_states.json')).states;

/** A real mainnet state by its name in fixtures/mainnet_states.json, e.g. `mainnetState('multisig-v2')`. */
export function mainnetState(name: string): MainnetState {
  const found = mainnetStates.find((s) => s.name === name);
  if (!found) throw new Error(`no mainnet state named "${name}" in fixtures/mainnet_states.json`);
  return found;
}

/** Every real mainnet state of fixtures/mainnet_states.json. */
export function mainnetStateNames(): string[] {
  return mainnetStates.map((s) => s.name);
}
