/**
 * Library cells the app carries, keyed by hash. Some widely used contracts keep their code in a
 * masterchain library and deploy only a library cell (an exotic cell naming the code's hash): the
 * indexer then returns that 34-byte cell as `code_boc`, and the emulator needs the library itself to
 * run anything. The indexer's API has no way to fetch a library, so the well-known ones are bundled
 * here, each with where it comes from; a library that is not here is reported as missing, never
 * guessed. Every entry's hash is checked against its BoC in shared/tvm/libraries.test.ts.
 */
import { beginCell, Cell, Dictionary } from '@ton/core';

/** One bundled library. */
export interface BundledLibrary {
  /** Representation hash of the library's root cell, lower-case hex (what a library cell names). */
  readonly hash: string;
  /** What it is. */
  readonly name: string;
  /** Where the BoC comes from, exactly enough to rebuild it. */
  readonly source: string;
  /** The library's code, standard Base64 BoC. */
  readonly boc: string;
}

/** The bundled libraries. */
export const BUNDLED_LIBRARIES: readonly BundledLibrary[] = [
  {
    hash: 'e4cf3b2f4c6d6a61ea0f2b5447d266785b26af3637db2deee6bcd1aa826f3412',
    name: 'wallet v5 beta (W5 beta) code',
    source:
      'tonkeeper/w5 contracts/wallet_v5.fc at commit 4458be0092adb610e6b95459cfbaca3da4bf5b46 (2024-02-23), compiled ' +
      'with FunC 0.4.4 (@ton-community/func-js-bin 0.4.4-newops); its hash is the one the wallet v5 beta library cell ' +
      '(ton-org/ton src/wallets/v5beta/WalletContractV5Beta.ts) names',
    boc: [
      'te6ccgECFAEAArYAART/APSkE/S88sgLAQIBIAIOAgFIAwUC2NAgxwLcAdDWAwHHE9wB1ywjK8OjdI7HAfpAMPpEAaSy7UTQ',
      'gQFx1yH0BYMH9A7dIccQjiQw10wg0CDHANyOFdcoIHYeQ2wg1x0GxxLyZddM0CDHAOYw7VWOgzDbPOKOizEg1ywjm0tzpDHd',
      '4hEEAfAg10mBArG53CCDCNciAYMI1yMggCDXIdNP0x/TH+1E0NIgINNP1wv/CPkBQJj5EN1RIrryoVA1uvKi+CO78mSkyMog',
      'Ac8Wye1U+A8gxxCOI9dMINAgxwDcjhXXKCB2HkNsINcdBscS8mXXTNAgxwDmMO1VjoLbPOIRAgEgBg0CASAHCgICdggJABir',
      'nO1E0IBx1yHXC/8AFKiA7UTQ1wogwv8CASALDAAVtZL9qJoa4UQWwXAAGbRdHaiaEAQ65DrhafAAG75fD2omhAgLjrkPoCGE',
      'AQLyDwESINcoI5tLO3QwEAHmIIMI1yIBgwjXIyCAINch00/TH9Mf7UTQ0iAg00/XC/8I+QFAmPkQ8qNRIrryoVA1uvKi+CO7',
      '8mT4AKTIyiABzxbJ7VT4DyDHEI4j10wg0CDHANyOFdcoIHYeQ2wg1x0GxxLyZddM0CDHAOYw7VWOgts84hECypPSAAGO3Ncs',
      'IOIG3PwgkXCZAdcsIvV3pSQS4lIQsY49MNcsIQZdytSOL9IA7UTQ0iBSBJgwIMEA8qujpI4RIcL/8quBAVDXIdcLAPKqpKPi',
      'yMogWM8Wye1UkvIp4uMN10zQ6NdMEhMAjAH6QAH6RCGksu1E0IEBcdcYIdcKIAH0BQadMALIygdAFIMH9FPyp44RMwSDB/Rb',
      '8qggbgLBABKw8mziyFADzxYS9ADJ7VQAQiDQIMcA3I4V1yggdh5DbCDXHQbHEvJl10zQIMcA5jDtVQ==',
    ].join(''),
  },
  {
    hash: '8f452d7a4dfd74066b682365177259ed05734435be76b5fd4bd5d8af2b7c3d68',
    name: 'USD₮ jetton wallet code (ton-blockchain/stablecoin-contract)',
    source:
      'ton-blockchain/stablecoin-contract build/JettonWallet.compiled.json at commit ' +
      'f726a8c59bcb755e8d3af084ad7405811f4ab7a1; the mainnet USDT master EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs ' +
      'hands out a library cell naming this hash as its jetton wallet code',
    boc: [
      'te6ccgECDwEAA9EAART/APSkE/S88sgLAQIBYgIMAvjQAdDTAwFxsI5IE18DgCDXIe1E0NMD+gD6QPpA0QTTHwGEDyGCEBeN',
      'RRm6AoIQe92X3roSsfL0gEDXIfoAMBKgQBMDyMsDWPoCAc8WAc8Wye1U4PpA+kAx+gAx9AH6ADH6AAExcPg6AtMfASCCEA+K',
      'fqW6joUwNFnbPOAzAwYB8gPTPwEB+gD6QCH6RDDAAPLhTe1E0NMD+gD6QPpA0VMJxwUkcbDAACGx8q1SK8cFUAqx8uBJURWh',
      'IML/8q/4KlQlkHBUYAQTFQPIywNY+gIBzxYBzxbJIcjLARP0ABL0AMsAySD5AHB0yMsCygfL/8nQBPpA9AH6ACAEAZgg1wsA',
      'mtdLwAEBwAGw8rGRMOLIghAXjUUZAcsfUAoByz9QCPoCI88WAc8WJvoCUAfPFsnIgBgBywVQBM8WcPoCQGN3UAPLa8zMyUU3',
      'BQC0IZFykXHi+DkgbpOBJCeRIOIhbpQxgShzkQHiUCOoE6BzgQOjcPg8oAJw+DYSoAFw+Dagc4EECYIQCWYBgHD4N6C88rAE',
      'gFD7AFgDyMsDWPoCAc8WAc8Wye1UAtAighAXjUUZuo6EMlrbPOA0IYIQWV8HvLqOhDEB2zzgMiCCEO7SNtO6ji8wAYBA1yHT',
      'A9HtRNDTA/oA+kD6QNEzUULHBfLgSkAzA8jLA1j6AgHPFgHPFsntVOBsIYIQ03IVjLrchA/y8AcKA/TtRNDTA/oA+kD6QNEj',
      'crDAAvJtB9M/AQH6AFFBoAT6QPpAU7rHBfgqVGTgcFRgBBMVA8jLA1j6AgHPFgHPFskhyMsBE/QAEvQAywDJ+QBwdMjLAsoH',
      'y//J0FAMxwUbsfLgSgn6ACGSXwTjDSbXCwHAALOTMGwz4w1VAggJCwBgyIIQc2LQnAHLHyUByz9QBPoCWM8WWM8WyciAEAHL',
      'BSTPFlj6AgFxWMtqzMmAEfsAAHpQVKH4L6BzgQQJghAJZgGAcPg3tgly+wLIgBABywVQBc8WcPoCcAHLaoIQ1TJ22wHLH1gB',
      'yz/JgQCC+wBZAfLtRNDTA/oA+kD6QNEG0z8BAfoA+kD0AdFRQaFSiMcF8uBJJsL/8q/IghB73ZfeAcsfWAHLPwH6AiHPFljP',
      'FsnIgBgBywUmzxZw+gIBcVjLaszJA/g5IG6UMIEWn95xgQLycPg4AXD4NqCBGndw+DagvPKwAoBQ+wADCwAgA8jLA1j6AgHP',
      'FgHPFsntVAIBIA0OACe/2BdqJoaYH9AH0gfSBomfwVIJhAAhvFCPaiaGmB/QB9IH0gaK+Bw=',
    ].join(''),
  },
];

const byHash = new Map(BUNDLED_LIBRARIES.map((library) => [library.hash, library]));

/** The bundled library with this hash (hex, any case), if any. */
export function bundledLibrary(hash: string): BundledLibrary | undefined {
  return byHash.get(hash.toLowerCase());
}

/** Library type of an exotic cell (TVM: the first byte of an exotic cell's data). */
const LIBRARY_CELL_TYPE = 2;

/** The hash a library cell names (lower-case hex), or null when `cell` is not a library cell. */
export function libraryHashOf(cell: Cell): string | null {
  if (!cell.isExotic || cell.bits.length !== 8 + 256) return null;
  const slice = cell.beginParse(true);
  if (slice.loadUint(8) !== LIBRARY_CELL_TYPE) return null;
  return slice.loadBuffer(32).toString('hex');
}

/** Most cells walked when looking for library cells in one account's code and data. */
const MAX_CELLS_WALKED = 100_000;

/** Library hashes found under each cell already walked (cells are immutable, so the answer never changes). */
const foundUnder = new WeakMap<Cell, readonly string[]>();

/** Hashes of every library cell in the tree of one cell (each distinct cell visited once). */
function librariesUnder(root: Cell): readonly string[] {
  const cached = foundUnder.get(root);
  if (cached) return cached;
  const found: string[] = [];
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0 && seen.size < MAX_CELLS_WALKED) {
    const cell = stack.pop()!;
    const key = cell.hash().toString('hex');
    if (seen.has(key)) continue;
    seen.add(key);
    const library = libraryHashOf(cell);
    if (library !== null) {
      if (!found.includes(library)) found.push(library);
      continue;
    }
    stack.push(...cell.refs);
  }
  foundUnder.set(root, found);
  return found;
}

/**
 * Hashes of every library cell in the trees of `roots`, in the order found. Code usually is one (the
 * root), but a library cell can sit anywhere, e.g. a jetton master's data holds its wallets' code as one.
 */
export function libraryHashesIn(roots: readonly Cell[]): string[] {
  return [...new Set(roots.flatMap((root) => librariesUnder(root)))];
}

const dictionaryCache = new Map<string, Cell>();

/**
 * The libraries dictionary the emulator takes (HashmapE 256 → ^Cell) holding the bundled libraries
 * among `hashes`; null when none of them is bundled.
 */
export function librariesDictionary(hashes: readonly string[]): Cell | null {
  const known = hashes.map((h) => bundledLibrary(h)).filter((l): l is BundledLibrary => l !== undefined);
  if (known.length === 0) return null;
  const key = known
    .map((l) => l.hash)
    .sort()
    .join(',');
  const cached = dictionaryCache.get(key);
  if (cached) return cached;
  const dict = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
  for (const library of known) dict.set(BigInt(`0x${library.hash}`), Cell.fromBase64(library.boc));
  const cell = beginCell().storeDictDirect(dict).endCell();
  dictionaryCache.set(key, cell);
  return cell;
}
