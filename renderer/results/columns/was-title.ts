/** The "was …" note of a cell whose value changed since the logged lookup being re-run. */
import type { Change } from '../../../shared/lookup-log/lookup-diff';

/** "Changed since the logged lookup: was …", or undefined when it did not change. */
export function wasTitle(
  change: Change<string> | undefined,
  show: (value: string) => string = (v) => v,
): string | undefined {
  return change
    ? `Changed since the logged lookup: was ${change[0] === null ? 'nothing' : show(change[0])}`
    : undefined;
}
