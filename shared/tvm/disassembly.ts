/**
 * TVM disassembly of a contract's code with its method table (ton-assembly, the disassembler of
 * @ton/sandbox's own tool chain): the whole listing, and each get-method of the method dictionary on
 * its own with its id and, where known, its name. A library cell is shown as such, and the library the
 * app carries behind it is disassembled instead. Code ton-assembly cannot read gives the reason, not a
 * partial listing passed off as whole.
 *
 * The disassembler writes a cell out wherever it is referenced, so code whose cells repeat grows with
 * the number of paths, not of cells: 17 levels of a cell referencing the next twice is 136 characters of
 * BoC and 52.8 MB of listing. Such code (more than {@link MAX_WRITTEN_CELLS} cells written out, some of
 * them more than once) is listed
 * with each cell that is referenced more than once written once, under a label (`cell 3`), and referred
 * to by that label — as the cell tree does. Whatever the code, a listing is cut at
 * {@link MAX_LISTING_CHARS} characters, and says so.
 */
import { beginCell, Cell } from '@ton/core';
import { runtime, text } from 'ton-assembly';
import { z } from 'zod';
import { bundledLibrary, libraryHashOf } from './libraries';

/** A listing that writes out more cells than this lists each repeated cell once, by label. */
export const MAX_WRITTEN_CELLS = 4_096;
/** Most characters of a listing, and of the method texts together: a dialog holds no more. */
export const MAX_LISTING_CHARS = 2_000_000;

/** A disassembled code. */
export const disassemblySchema = z.object({
  /** Hash of the code's root cell (hex). */
  code_hash: z.string(),
  /** When the code is a library cell: the library's hash, and whether the app carries it (then it is what is listed). */
  library: z.object({ hash: z.string(), bundled: z.boolean() }).optional(),
  /** The method dictionary's entries (get-methods and the recv_* entries), by id. */
  methods: z.array(z.object({ id: z.number().int(), name: z.string().nullable(), text: z.string() })),
  /** The whole listing (up to {@link MAX_LISTING_CHARS} characters). */
  text: z.string(),
  /**
   * When the code's cells repeat: `cells` cells referenced more than once are each listed once, by label,
   * instead of the `written` cells (at least) that writing every path out would list.
   */
  shared: z.object({ cells: z.number().int(), written: z.number() }).optional(),
  /** When the listing is cut: the characters shown of how many. */
  cut: z.object({ shown: z.number().int(), total: z.number().int() }).optional(),
  /** Sentences for the reader on how the listing was made shorter (shared cells, a cut); none when whole. */
  notes: z.array(z.string()).optional(),
  /** Why there is no listing. */
  error: z.string().optional(),
});
export type Disassembly = z.infer<typeof disassemblySchema>;

/** `written` at or above this is said as "more than". */
const WRITTEN_CAP = 1e15;

/** Each distinct cell once, children before their parents, with how many references point at it. */
function cellsOf(root: Cell): { order: Cell[]; incoming: Map<string, number> } {
  const order: Cell[] = [];
  const incoming = new Map<string, number>();
  const done = new Set<string>();
  const stack: Array<{ cell: Cell; expanded: boolean }> = [{ cell: root, expanded: false }];
  while (stack.length > 0) {
    const top = stack.pop()!;
    const key = top.cell.hash().toString('hex');
    if (top.expanded) {
      if (!done.has(key)) order.push(top.cell);
      done.add(key);
      continue;
    }
    if (done.has(key)) continue;
    stack.push({ cell: top.cell, expanded: true });
    // The disassembler shows an exotic cell as itself, never what it references.
    if (top.cell.isExotic) continue;
    for (const ref of top.cell.refs) {
      const refKey = ref.hash().toString('hex');
      incoming.set(refKey, (incoming.get(refKey) ?? 0) + 1);
      stack.push({ cell: ref, expanded: false });
    }
  }
  return { order, incoming };
}

/** How many cells writing every path out lists (capped at {@link WRITTEN_CAP}). */
function writtenCells(order: readonly Cell[]): number {
  const written = new Map<string, number>();
  let last = 0;
  for (const cell of order) {
    let sum = 1;
    if (!cell.isExotic) for (const ref of cell.refs) sum += written.get(ref.hash().toString('hex'))!;
    last = Math.min(sum, WRITTEN_CAP);
    written.set(cell.hash().toString('hex'), last);
  }
  return last;
}

/** A cell standing for a repeated one: a library cell naming its hash, which the printer shows as such. */
const stand = (cell: Cell): Cell =>
  beginCell().storeUint(2, 8).storeBuffer(cell.hash()).endCell({ exotic: true });

/** The code as the listing's parts: the root, then each repeated cell, with its references to repeated cells replaced by stand-ins. */
function sharedParts(order: readonly Cell[], incoming: ReadonlyMap<string, number>) {
  const rebuilt = new Map<string, Cell>();
  const repeated: Cell[] = [];
  for (const cell of order) {
    const key = cell.hash().toString('hex');
    if ((incoming.get(key) ?? 0) > 1) repeated.push(cell);
    if (cell.isExotic) {
      rebuilt.set(key, cell);
      continue;
    }
    const builder = beginCell().storeBits(cell.bits);
    for (const ref of cell.refs) {
      const refKey = ref.hash().toString('hex');
      builder.storeRef((incoming.get(refKey) ?? 0) > 1 ? stand(ref) : rebuilt.get(refKey)!);
    }
    rebuilt.set(key, builder.endCell());
  }
  // Labels in the order a reader meets them: from the root down (the post-order, reversed).
  repeated.reverse();
  const root = rebuilt.get(order[order.length - 1]!.hash().toString('hex'))!;
  return {
    root,
    repeated: repeated.map((cell) => {
      const hash = cell.hash().toString('hex');
      return { hash, rebuilt: rebuilt.get(hash)! };
    }),
  };
}

/** The method dictionary's entries among `instructions`, by id. */
function methodsOf(
  instructions: ReturnType<typeof runtime.decompileCell>,
  methodName: (id: number) => string | null,
): Disassembly['methods'] {
  const methods: Disassembly['methods'] = [];
  for (const instruction of instructions) {
    if (instruction.$ !== 'DICTPUSHCONST') continue;
    const dict = instruction.arg1;
    if (dict.$ !== 'DecompiledDict') continue;
    for (const method of dict.methods)
      methods.push({ id: method.id, name: methodName(method.id), text: text.print(method.instructions) });
  }
  return methods.sort((a, b) => a.id - b.id);
}

/** `text` up to `budget` characters, cut after a whole line. */
function cutText(whole: string, budget: number): string {
  if (whole.length <= budget) return whole;
  const end = whole.lastIndexOf('\n', budget);
  return whole.slice(0, end > 0 ? end : Math.max(budget, 0));
}

type Listing = Pick<Disassembly, 'methods' | 'text' | 'shared' | 'notes'>;

/** Code whose cells repeat: the root's listing, then each repeated cell once, under its label. */
function sharedListing(
  order: readonly Cell[],
  incoming: ReadonlyMap<string, number>,
  written: number,
  methodName: (id: number) => string | null,
): Listing {
  const parts = sharedParts(order, incoming);
  const labels = new Map(parts.repeated.map(({ hash }, i) => [hash.toUpperCase(), i + 1]));
  const named = (printed: string) =>
    printed.replace(/exotic library x\{([0-9A-F]{64})\}/g, (found, hash: string) => {
      const label = labels.get(hash);
      return label === undefined ? found : `→ cell ${label}`;
    });
  const instructions = runtime.decompileCell(parts.root);
  const sections = parts.repeated.map(
    ({ hash, rebuilt }, i) =>
      `cell ${i + 1} (hash ${hash.toUpperCase()}, referenced ${incoming.get(hash)} times):\n` +
      named(text.print(runtime.decompileCell(rebuilt))),
  );
  const count = (n: number) => n.toLocaleString('en-US');
  return {
    methods: methodsOf(instructions, methodName).map((m) => ({ ...m, text: named(m.text) })),
    text: [named(text.print(instructions)), ...sections].join('\n'),
    shared: { cells: parts.repeated.length, written },
    notes: [
      `This code's cells repeat: written out wherever they are referenced, the listing would hold ${written >= WRITTEN_CAP ? 'more than ' : ''}${count(written)} cells (it has ${count(order.length)}). Each of the ${count(parts.repeated.length)} cells referenced more than once is listed once, after the code, as “cell N”, and referred to by that label (→ cell N).`,
    ],
  };
}

/** `listing` within {@link MAX_LISTING_CHARS}: the listing and the method texts cut after a whole line, saying so. */
function bounded(whole: Listing): Listing & Pick<Disassembly, 'cut'> {
  let budget = MAX_LISTING_CHARS;
  const methods = whole.methods.map((m) => {
    const kept = cutText(m.text, budget);
    budget -= kept.length;
    return kept.length < m.text.length ? { ...m, text: `${kept}\n… cut here` } : m;
  });
  const shown = cutText(whole.text, MAX_LISTING_CHARS);
  if (shown.length === whole.text.length) return { ...whole, methods };
  const cut = { shown: shown.length, total: whole.text.length };
  const note = `The listing is cut after ${cut.shown.toLocaleString('en-US')} of its ${cut.total.toLocaleString('en-US')} characters: a listing is shown up to ${MAX_LISTING_CHARS.toLocaleString('en-US')}.`;
  return {
    ...whole,
    methods,
    text: `${shown}\n… cut here. ${note}`,
    cut,
    notes: [...(whole.notes ?? []), note],
  };
}

/** The listing of `code`: written out whole, or each repeated cell once by label; cut at the bound. */
function listing(code: Cell, methodName: (id: number) => string | null): Listing & Pick<Disassembly, 'cut'> {
  const { order, incoming } = cellsOf(code);
  const written = writtenCells(order);
  // Only repetition makes a listing outgrow its code; a big code of distinct cells is written out (and cut).
  if (written > MAX_WRITTEN_CELLS && written > order.length)
    return bounded(sharedListing(order, incoming, written, methodName));
  const instructions = runtime.decompileCell(code);
  return bounded({ methods: methodsOf(instructions, methodName), text: text.print(instructions) });
}

/** Disassembles a code BoC. Never throws: a code that cannot be read gives `error`. */
export function disassemble(codeBoc: string, methodName: (id: number) => string | null): Disassembly {
  let code: Cell;
  try {
    code = Cell.fromBase64(codeBoc);
  } catch (error) {
    return {
      code_hash: '',
      methods: [],
      text: '',
      error: `The code is not a BoC (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
  const codeHash = code.hash().toString('hex');
  const libraryHash = libraryHashOf(code);
  let listed = code;
  let library: Disassembly['library'];
  if (libraryHash !== null) {
    const bundled = bundledLibrary(libraryHash);
    library = { hash: libraryHash, bundled: Boolean(bundled) };
    if (!bundled)
      return {
        code_hash: codeHash,
        library,
        methods: [],
        text: '',
        error: `The code is a library cell naming library ${libraryHash}, which the app does not carry.`,
      };
    listed = Cell.fromBase64(bundled.boc);
  }
  try {
    return { code_hash: codeHash, ...(library ? { library } : {}), ...listing(listed, methodName) };
  } catch (error) {
    return {
      code_hash: codeHash,
      ...(library ? { library } : {}),
      methods: [],
      text: '',
      error: `The code could not be disassembled (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
}
