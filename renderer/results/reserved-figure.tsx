/**
 * A figure that keeps its width while a lookup runs: in tabular figures (every digit as wide as the
 * others), and while the rows still come in, at least as wide as the largest text it can reach. The
 * quick filters' counts and the results' heading line both use it: a count that grows as the rows come
 * in (3 → 3,148 → 31,480) never widens its line, so nothing after it moves under the pointer, and a line
 * laid out for the lookup's first frame is the line of its last.
 */
import { formatCount } from '../../shared/format/locale-format';

/**
 * How many characters the largest count of a running lookup takes — its row total, which no count of it
 * can pass ("100,000": 7) — or 0 when it has ended: final counts take their own width (the reserve of
 * 100,000 on each would push the ends of the lines out of a 1366 px window).
 */
export function reserveOf(growingTo: number): number {
  return growingTo > 0 ? formatCount(growingTo).length : 0;
}

/**
 * `text` (a count as written, maybe in parentheses) at least `reserve` characters wide (`ch`: a digit's
 * width, so a reserve of "100,000" holds any count up to it). Nothing is ever cut.
 */
export function ReservedFigure(props: { text: string; reserve: number; testId?: string }) {
  return (
    <span
      className="reserved-figure"
      style={props.reserve > 0 ? { minWidth: `${props.reserve}ch` } : undefined}
      data-testid={props.testId}
    >
      {props.text}
    </span>
  );
}
