/**
 * A logged lookup's input as Open puts it back in the paste box, with where each requested account
 * stands in it — so the Input a reopened page shows ("line 1, column 35") is the real position in the
 * text the box holds, not the account's number in the list.
 */
import { offsetsOf } from './pasted-input';
import type { PastedInput } from './pasted-input-schema';

/** The restored text and each input's `[line, column]` in it, in the inputs' order. */
export interface RestoredPaste {
  readonly text: string;
  readonly positions: readonly (readonly [number, number])[];
}

/** How many lines `text` starts (line breaks + 1), and whether it ends with a break. */
function linesOf(text: string): { count: number; endsWithBreak: boolean } {
  const breaks = text.match(/\r\n|\r|\n/g)?.length ?? 0;
  return { count: breaks + 1, endsWithBreak: /[\r\n]$/.test(text) };
}

/**
 * `[line, column]` of `offset` in `text` (columns in code points), counted on from `base` (an earlier
 * offset and its position), so finding many in order reads the text once.
 */
function positionAt(
  text: string,
  offset: number,
  base: { offset: number; at: [number, number] },
): [number, number] {
  const between = text.slice(base.offset, offset);
  const breaks = between.match(/\r\n|\r|\n/g)?.length ?? 0;
  // A \r\n cut by `base` counts once: `base` never stands between its two characters (it is an input's start).
  if (breaks === 0) return [base.at[0], base.at[1] + [...between].length];
  const lastBreak = Math.max(between.lastIndexOf('\n'), between.lastIndexOf('\r'));
  return [base.at[0] + breaks, [...between.slice(lastBreak + 1)].length + 1];
}

/**
 * Finds each input (exactly as typed) in `text`, in order, from `start.from` (`start.offset` is at
 * `start.at`, on the way there): the positions of a record made before they were kept. Null for one
 * that is not in the text.
 */
function searchedPositions(
  text: string,
  inputs: readonly string[],
  start: { offset: number; at: [number, number]; from: number },
): ([number, number] | null)[] {
  let base: { offset: number; at: [number, number] } = start;
  let from = start.from;
  return inputs.map((input) => {
    const offset = input === '' ? -1 : text.indexOf(input, from);
    if (offset < 0) return null;
    const at = positionAt(text, offset, base);
    base = { offset, at };
    from = offset + input.length;
    return at;
  });
}

/**
 * The paste box's text for a logged lookup, and where each input stands in it. Without a kept paste
 * (a lookup that did not come from the box) the inputs one per line. A paste kept whole is restored as
 * it was; the accounts it does not hold (a cut paste) follow it, one per line, so every account of the
 * lookup is in the box and its position true.
 */
export function restoredPaste(pasted: PastedInput | undefined, inputs: readonly string[]): RestoredPaste {
  if (!pasted || pasted.text.trim() === '')
    return { text: inputs.join('\n'), positions: inputs.map((_, i) => [i + 1, 1] as const) };
  const kept = (pasted.positions ?? []).slice(0, inputs.length);
  // A recorded position is trusted where the text holds its input there (and so are those before it).
  const offsets = offsetsOf(pasted.text, kept);
  let trusted = 0;
  while (
    trusted < kept.length &&
    offsets[trusted]! >= 0 &&
    pasted.text.startsWith(inputs[trusted]!, offsets[trusted])
  )
    trusted++;
  const start =
    trusted > 0
      ? {
          offset: offsets[trusted - 1]!,
          at: [kept[trusted - 1]![0], kept[trusted - 1]![1]] as [number, number],
          from: offsets[trusted - 1]! + inputs[trusted - 1]!.length,
        }
      : { offset: 0, at: [1, 1] as [number, number], from: 0 };
  // Positions not recorded (a record made before they were kept, or past the kept text) are searched.
  const positions: ([number, number] | null)[] = [
    ...kept.slice(0, trusted).map((p) => [p[0], p[1]] as [number, number]),
    ...searchedPositions(pasted.text, inputs.slice(trusted), start),
  ];
  const missing = inputs.filter((_, i) => positions[i] === null);
  if (missing.length === 0) return { text: pasted.text, positions: positions as [number, number][] };
  const { count, endsWithBreak } = linesOf(pasted.text);
  const text = `${pasted.text}${endsWithBreak ? '' : '\n'}${missing.join('\n')}`;
  let next = endsWithBreak ? count : count + 1;
  return { text, positions: positions.map((p) => p ?? ([next++, 1] as const)) };
}
