/**
 * A list of addresses read a part at a time, for lists too long to hold whole (a million lines is an
 * analyst's ordinary export): the text comes in parts that end at line ends — a file is read from disk a
 * block at a time, never whole — each part is parsed by the app's own list parser (shared/address) with
 * its lines numbered as in the whole list, and the same account named twice anywhere is looked up once
 * (seen-accounts.ts keeps the accounts met, off the heap). Nothing else of the list is kept.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { parseAddressList, type AddressListEntry, type AddressNetwork } from '../shared/address/address-list';
import { SeenAccounts } from './seen-accounts';

/** Lines parsed at a time: small, so a part's entries are short-lived garbage. */
export const PART_LINES = 200;
/** Bytes read from a file at a time. */
const BLOCK_BYTES = 1 << 16;

/** One account to look up: its raw form and the first way it was typed. */
export interface ListedAccount {
  raw: string;
  input: string;
}

/** A list's text, read again from its start each time it is iterated, in parts that end at line ends. */
export type ListText = Iterable<string>;

/** The parts of a text held in memory. */
export function textParts(text: string): ListText {
  return {
    *[Symbol.iterator]() {
      if (text !== '') yield text;
    },
  };
}

/** A file's text, read a block at a time (UTF-8), cut at the last line end of each block. */
export function fileParts(path: string): ListText {
  return {
    *[Symbol.iterator]() {
      const fd = openSync(path, 'r');
      try {
        const decoder = new TextDecoder('utf-8');
        const block = Buffer.alloc(BLOCK_BYTES);
        let carry = '';
        for (;;) {
          const read = readSync(fd, block, 0, BLOCK_BYTES, null);
          const text = carry + decoder.decode(block.subarray(0, read), { stream: read > 0 });
          if (read === 0) {
            if (text !== '') yield text;
            return;
          }
          const end = text.lastIndexOf('\n') + 1;
          if (end > 0) yield text.slice(0, end);
          carry = text.slice(end);
        }
      } finally {
        closeSync(fd);
      }
    },
  };
}

/** Several texts one after another, each starting on a line of its own. */
export function joinedParts(texts: readonly ListText[]): ListText {
  return {
    *[Symbol.iterator]() {
      for (const text of texts) {
        let last = '';
        for (const part of text) {
          yield part;
          last = part;
        }
        // A text that did not end its last line gets one before the next text begins.
        if (last !== '' && !last.endsWith('\n')) yield '\n';
      }
    },
  };
}

/** The text cut at line ends, `lines` lines a part, with the number of its first line. */
function* linesOf(text: ListText, lines: number): Generator<{ text: string; firstLine: number }> {
  let firstLine = 1;
  let carry = '';
  let carried = 0;
  for (const part of text) {
    let start = 0;
    let count = carried;
    for (let next = part.indexOf('\n'); next >= 0; next = part.indexOf('\n', next + 1)) {
      if (++count < lines) continue;
      yield { text: carry + part.slice(start, next + 1), firstLine };
      firstLine += count;
      carry = '';
      start = next + 1;
      count = 0;
    }
    carry += part.slice(start);
    carried = count;
  }
  if (carry !== '') yield { text: carry, firstLine };
}

/**
 * Every entry of the list, in order, with its line counted in the whole list. An account named again
 * anywhere is `duplicate` here too (`seen` holds the accounts met so far: a new set unless one is given).
 */
export function* listEntries(
  text: ListText,
  options: { network?: AddressNetwork; lines?: number; seen?: SeenAccounts } = {},
): Generator<AddressListEntry> {
  const seen = options.seen ?? new SeenAccounts();
  for (const part of linesOf(text, options.lines ?? PART_LINES)) {
    const list = parseAddressList(part.text, options.network ? { network: options.network } : {});
    for (const entry of list.entries) {
      const placed = { ...entry, line: entry.line + part.firstLine - 1 };
      const raw = entry.address?.raw;
      if (entry.kind === 'valid' && raw !== undefined && !seen.add(raw)) {
        yield { ...placed, kind: 'duplicate', message: 'the same account appears earlier' };
        continue;
      }
      yield placed;
    }
  }
}

/**
 * The accounts to look up, in input order, each once: valid entries only. `seen`, when given, is the set
 * of an earlier reading of the same list, read again instead of built again.
 */
export function* listedAccounts(
  text: ListText,
  network?: AddressNetwork,
  seen?: SeenAccounts,
): Generator<ListedAccount> {
  seen?.restart();
  for (const entry of listEntries(text, { ...(network ? { network } : {}), ...(seen ? { seen } : {}) }))
    if (entry.kind === 'valid' && entry.address) yield { raw: entry.address.raw, input: entry.input };
}
