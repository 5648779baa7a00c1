/**
 * Library cells: some widely used contracts keep their code in a masterchain library and deploy only a
 * library cell (an exotic cell naming the code's hash); the indexer then returns that 34-byte cell as
 * `code_boc`, and the emulator needs the library itself to run anything. The indexer's API has no way to
 * fetch a library, so the app carries the most held ones (bundled-libraries.ts) and every code it holds
 * whole (carried-codes.ts: a library cell may name any code), and the user may add others (kept on
 * their machine, shared/libraries). A library is always keyed by its own hash, so a
 * library cell can only ever resolve to the code it names; one that is neither bundled nor added is
 * reported as missing, never guessed.
 */
import { beginCell, Cell, Dictionary } from '@ton/core';
import { BUNDLED_LIBRARIES, type BundledLibrary } from './bundled-libraries';
import { CARRIED_CODES } from './carried-codes';
import { LIBRARY_CELL_TYPE } from './library-cell';

/** Libraries the caller supplies beyond the bundled ones (the user's own), by hash (lower-case hex). */
export type ExtraLibraries = ReadonlyMap<string, Cell>;

const byHash = new Map([...BUNDLED_LIBRARIES, ...CARRIED_CODES].map((library) => [library.hash, library]));
const bundledCells = new Map<string, Cell>();

/** The library the app carries with this hash (hex, any case): bundled, or a code it carries whole; if any. */
export function bundledLibrary(hash: string): BundledLibrary | undefined {
  return byHash.get(hash.toLowerCase());
}

/** The code cell of a library: bundled, else among `extra`; null when neither has it. */
export function libraryCell(hash: string, extra?: ExtraLibraries): Cell | null {
  const key = hash.toLowerCase();
  const bundled = byHash.get(key);
  if (bundled) {
    let cell = bundledCells.get(key);
    if (!cell) {
      cell = Cell.fromBase64(bundled.boc);
      bundledCells.set(key, cell);
    }
    return cell;
  }
  return extra?.get(key) ?? null;
}

/** Parsed extra libraries by BoC text (the same user libraries arrive with every request). */
const extraCache = new Map<string, Cell>();
const EXTRA_CACHE_SIZE = 64;

/**
 * Libraries given as BoCs, keyed by their own hash: a BoC can only ever stand for the code it is. A BoC
 * that does not parse is left out (the call then reports the library as missing).
 */
export function extraLibrariesOf(bocs: readonly string[] | undefined): ExtraLibraries | undefined {
  if (!bocs || bocs.length === 0) return undefined;
  const out = new Map<string, Cell>();
  for (const boc of bocs) {
    let cell = extraCache.get(boc);
    if (!cell) {
      try {
        cell = Cell.fromBase64(boc);
      } catch {
        continue;
      }
      if (extraCache.size >= EXTRA_CACHE_SIZE) extraCache.delete(extraCache.keys().next().value!);
      extraCache.set(boc, cell);
    }
    out.set(cell.hash().toString('hex'), cell);
  }
  return out;
}

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

/** Deepest chain of libraries followed: a library whose code names another is level 2, and so on. */
export const MAX_LIBRARY_DEPTH = 8;

/** The libraries a run needs, followed through the libraries' own code. */
export interface NeededLibraries {
  /** The ones the app carries or `extra` holds, by hash: those named, those their code names, and so on. */
  known: ReadonlyArray<readonly [string, Cell]>;
  /** A chain deeper than {@link MAX_LIBRARY_DEPTH}: its hashes, from the first named to the first not followed. */
  tooDeep: readonly string[] | null;
}

/**
 * The libraries among `hashes` that are carried or in `extra`, and every library their code names, in
 * turn, down to {@link MAX_LIBRARY_DEPTH} levels (the emulator resolves a library cell inside a library
 * only from the same dictionary). A library met twice is followed once, so nothing loops — a true cycle
 * cannot even be built, as each library is named by the hash of its code, which holds the names of the
 * others. A library nobody has is left out: the emulator names it if the run reaches it.
 */
export function neededLibraries(hashes: readonly string[], extra?: ExtraLibraries): NeededLibraries {
  const known = new Map<string, Cell>();
  const namedBy = new Map<string, string | null>(hashes.map((hash) => [hash, null]));
  let level = [...namedBy.keys()];
  for (let depth = 1; level.length > 0; depth++) {
    const next: string[] = [];
    for (const hash of level) {
      const cell = libraryCell(hash, extra);
      if (!cell) continue;
      if (depth > MAX_LIBRARY_DEPTH) return { known: [...known], tooDeep: chainTo(hash, namedBy) };
      known.set(hash, cell);
      for (const inner of librariesUnder(cell))
        if (!namedBy.has(inner)) {
          namedBy.set(inner, hash);
          next.push(inner);
        }
    }
    level = next;
  }
  return { known: [...known], tooDeep: null };
}

/** The chain of libraries that named `hash`, outermost first. */
function chainTo(hash: string, namedBy: ReadonlyMap<string, string | null>): string[] {
  const chain: string[] = [];
  for (let at: string | null | undefined = hash; at; at = namedBy.get(at)) chain.unshift(at);
  return chain;
}

const dictionaryCache = new Map<string, Cell>();
const DICTIONARY_CACHE_SIZE = 256;

/**
 * The libraries dictionary the emulator takes (HashmapE 256 → ^Cell) holding `known`; null when it is
 * empty. Cached by the set of hashes: a library is keyed by its own hash, so one set always means the
 * same dictionary.
 */
export function dictionaryOf(known: NeededLibraries['known']): Cell | null {
  if (known.length === 0) return null;
  const key = known
    .map(([hash]) => hash)
    .sort()
    .join(',');
  const cached = dictionaryCache.get(key);
  if (cached) return cached;
  const dict = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
  for (const [hash, cell] of known) dict.set(BigInt(`0x${hash}`), cell);
  const cell = beginCell().storeDictDirect(dict).endCell();
  if (dictionaryCache.size >= DICTIONARY_CACHE_SIZE)
    dictionaryCache.delete(dictionaryCache.keys().next().value!);
  dictionaryCache.set(key, cell);
  return cell;
}

/**
 * The libraries dictionary for a run naming `hashes`: those carried or in `extra`, with the libraries
 * their code names ({@link neededLibraries}); null when none of them is.
 */
export function librariesDictionary(hashes: readonly string[], extra?: ExtraLibraries): Cell | null {
  return dictionaryOf(neededLibraries(hashes, extra).known);
}

/** Where a library came from. */
export type LibraryOrigin = 'bundled' | 'user' | 'missing';

/** A library cell looked through. */
export interface ResolvedLibrary {
  /** The hash the library cell names. */
  hash: string;
  origin: LibraryOrigin;
  /** The library's code; null when it is missing. */
  code: Cell | null;
}

/** What `code` names when it is a library cell (bundled, the user's own, or missing); null otherwise. */
export function resolveLibraryCode(code: Cell, extra?: ExtraLibraries): ResolvedLibrary | null {
  const hash = libraryHashOf(code);
  if (hash === null) return null;
  const cell = libraryCell(hash, extra);
  return {
    hash,
    origin: cell === null ? 'missing' : byHash.has(hash) ? 'bundled' : 'user',
    code: cell,
  };
}
