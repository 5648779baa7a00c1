/**
 * The uncaught errors of a bench's page, each described so a report says what threw. Playwright's
 * `pageerror` turns whatever was thrown into an Error: a promise rejected with no reason (or `throw
 * undefined`) arrives as the message "undefined", with no stack and no sign that it was a rejection.
 * The DevTools protocol's own report keeps all of it: whether it was a throw or an unhandled rejection,
 * the value's type, where it was thrown and the stack at that point; and it revokes a rejection that
 * got its handler late (which is not an error).
 */
import type { Page } from '@playwright/test';

/** The fields read here of the protocol's Runtime.RemoteObject. */
interface RemoteValue {
  type: string;
  subtype?: string;
  className?: string;
  value?: unknown;
  unserializableValue?: string;
  description?: string;
}

/** The fields read here of the protocol's Runtime.CallFrame. */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** The fields read here of the protocol's Runtime.ExceptionDetails. */
export interface ExceptionDetails {
  exceptionId: number;
  text: string;
  lineNumber: number;
  columnNumber: number;
  url?: string;
  stackTrace?: { callFrames: CallFrame[] };
  exception?: RemoteValue;
}

/** How many call frames a description names. */
const FRAMES = 8;

/** A call frame as `name (url:line:column)`. */
function frameText(frame: CallFrame): string {
  return `${frame.functionName || '<anonymous>'} (${frame.url}:${frame.lineNumber + 1}:${frame.columnNumber + 1})`;
}

/** What the thrown value was: an Error's description (name, message, stack), else its type and value. */
function valueText(value: RemoteValue | undefined): string {
  if (value === undefined) return 'no value';
  if (value.type === 'undefined')
    return 'the value undefined (a rejection with no reason, or `throw undefined`)';
  if (value.subtype === 'null') return 'the value null';
  if (value.subtype === 'error') return value.description ?? `an ${value.className ?? 'Error'}`;
  const shown = value.description ?? value.unserializableValue ?? JSON.stringify(value.value);
  return `a ${value.className ?? value.type} (not an Error): ${shown}`;
}

/** One exception as the protocol reported it, in one paragraph. */
export function describeException(details: ExceptionDetails): string {
  const where = details.url ? ` at ${details.url}:${details.lineNumber + 1}:${details.columnNumber + 1}` : '';
  const frames = (details.stackTrace?.callFrames ?? []).slice(0, FRAMES).map(frameText);
  const stack = frames.length > 0 ? `; stack: ${frames.join(' <- ')}` : '; no stack';
  return `${details.text} ${valueText(details.exception)}${where}${stack}`;
}

/**
 * Starts recording the page's uncaught errors (before it navigates); the array fills as they come, and
 * loses a rejection again when the page handles it after all.
 */
export async function watchPageErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  const ids: number[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Runtime.exceptionThrown', ({ exceptionDetails }) => {
    ids.push(exceptionDetails.exceptionId);
    errors.push(describeException(exceptionDetails));
  });
  cdp.on('Runtime.exceptionRevoked', ({ exceptionId }) => {
    const at = ids.indexOf(exceptionId);
    if (at === -1) return;
    ids.splice(at, 1);
    errors.splice(at, 1);
  });
  await cdp.send('Runtime.enable');
  return errors;
}
