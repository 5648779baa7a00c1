/**
 * The analyst's own columns of an address file (`address,customer_id,note`: the customer id and the note),
 * kept with each address as part of the lookup's input, so that an export writes them beside each
 * account. They are the user's data: held where the lookup's input is held, never sent with a batch,
 * and only ever written as text (an export's cells go through its formula guard).
 */

/** Each input line that named an account, as its cells in {@link InputColumns.headers}' order. */
export type InputLines = readonly (readonly string[])[];

/**
 * The columns as a lookup's log entry keeps them (shared/lookup-log/log-entry.ts): each file line's
 * cells once, and per account the entry asked for (in its inputs' order) the line that named it, the
 * lines when several did, or null — numbers, not the 67-character raw addresses the inputs hold already.
 */
export interface StoredInputLines {
  cells: string[][];
  lineOf: (number | number[] | null)[];
}

/**
 * The other columns of a file: their header names and, per raw address, the cells of every line that
 * named it, in file order. An account named on three lines keeps the three lines' cells.
 */
export class InputColumns {
  /**
   * Each data line's cells, in file order, as one JSON array text: a string a line rather than an
   * array of strings holds 100,000 lines × 4 cells in ~7 MB less (read back only for an export).
   */
  private readonly lines: string[] = [];
  /** Raw address → the line (or lines, in file order) that named it. */
  private readonly byRaw = new Map<string, number | number[]>();

  /** @param headers the columns' names, as the file's header row writes them (`column 3` when it had none) */
  constructor(readonly headers: readonly string[]) {}

  /** Adds the file's next data line: its cells (as papaparse read them) and the raw addresses it named. */
  addLine(cells: readonly string[], raws: readonly string[]): void {
    const line = this.lines.push(JSON.stringify(cells)) - 1;
    for (const raw of raws) {
      const at = this.byRaw.get(raw);
      if (at === undefined) this.byRaw.set(raw, line);
      else if (typeof at === 'number') {
        if (at !== line) this.byRaw.set(raw, [at, line]);
      } else if (at[at.length - 1] !== line) at.push(line);
    }
  }

  /** Whether a line of the file named `raw`. */
  has(raw: string): boolean {
    return this.byRaw.has(raw);
  }

  /** The cells of each line that named `raw`, in file order; empty when no line of the file did. */
  linesOf(raw: string): InputLines {
    const at = this.byRaw.get(raw);
    if (at === undefined) return [];
    return typeof at === 'number' ? [this.cellsOf(at)] : at.map((i) => this.cellsOf(i));
  }

  private cellsOf(line: number): readonly string[] {
    return JSON.parse(this.lines[line]!) as string[];
  }

  /** How many data lines the file had. */
  get size(): number {
    return this.lines.length;
  }

  /** The lines as a log entry keeps them, for the accounts `raws` (the entry's inputs, in order). */
  stored(raws: readonly string[]): StoredInputLines {
    return {
      cells: this.lines.map((line) => JSON.parse(line) as string[]),
      lineOf: raws.map((raw) => this.byRaw.get(raw) ?? null),
    };
  }

  /**
   * The columns a log entry kept ({@link InputColumns.stored}) for its accounts `raws`; a line number
   * that names no line is left out (the entry was checked against its schema, not against itself).
   */
  static fromStored(
    headers: readonly string[],
    stored: Readonly<StoredInputLines>,
    raws: readonly string[],
  ): InputColumns {
    const columns = new InputColumns(headers);
    for (const cells of stored.cells) columns.lines.push(JSON.stringify(cells));
    stored.lineOf.forEach((at, i) => {
      const raw = raws[i];
      const lines = (at === null ? [] : typeof at === 'number' ? [at] : at).filter(
        (line) => line < columns.lines.length,
      );
      if (raw !== undefined && lines.length > 0)
        columns.byRaw.set(raw, lines.length === 1 ? lines[0]! : lines);
    });
    return columns;
  }
}

/**
 * The names the input columns are written under beside `ours` (the export's own columns): each header
 * as the file wrote it; one that is empty becomes `column N` (its 1-based place among the input
 * columns); one that clashes with ours becomes `input.NAME`; a name still taken (twice in the file)
 * gets `.2`, `.3`… Compared without case, as a spreadsheet's lookup by header does.
 */
export function inputColumnNames(headers: readonly string[], ours: readonly string[]): string[] {
  const theirs = new Set(ours.map((name) => name.toLowerCase()));
  const taken = new Set(theirs);
  return headers.map((header, i) => {
    let name = header.trim() === '' ? `column ${i + 1}` : header;
    if (theirs.has(name.toLowerCase())) name = `input.${name}`;
    const base = name;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}.${n}`;
    taken.add(name.toLowerCase());
    return name;
  });
}
