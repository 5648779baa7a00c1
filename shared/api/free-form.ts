/**
 * Free-form JSON inside an indexer answer — token metadata's `extra`, and any field a newer server adds
 * that the schemas do not name — bounded where it is decoded. Without a bound, 8 KB of `[[[[…]]]]`
 * nesting (4,100 levels) passes the check and then breaks whatever walks it next: `JSON.stringify` in
 * the CLI's `--json`, the detail view, Electron's IPC serialiser. Past a bound the value is cut, and a
 * note saying so stands in for what was cut, where it was cut.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { groupedInteger } from '../grouped-integer';

/** Deepest nesting kept inside one free-form value (real token metadata nests 3 or 4 levels). */
export const FREE_FORM_MAX_DEPTH = 16;
/** Most values (scalars, arrays, objects) kept inside one free-form value. */
export const FREE_FORM_MAX_VALUES = 10_000;
/** Most characters of text (strings and keys) kept inside one free-form value. */
export const FREE_FORM_MAX_TEXT = 1_000_000;

/** The prefix of every note that stands in for something cut, so a reader (or a test) can find them. */
export const CUT_NOTE_PREFIX = '[cut by the explorer: ';
const DEPTH_NOTE = `${CUT_NOTE_PREFIX}nested more than ${FREE_FORM_MAX_DEPTH} levels deep]`;
const SIZE_NOTE = `${CUT_NOTE_PREFIX}more than ${groupedInteger(FREE_FORM_MAX_VALUES)} values or ${groupedInteger(FREE_FORM_MAX_TEXT)} characters]`;
/** The key under which an object's cut remainder is noted. */
export const CUT_KEY = '…';

/** What is left to spend while walking one free-form value. */
interface Budget {
  values: number;
  text: number;
}

/** Whether `value` fits the bounds, spending `budget`; stops at the first excess. */
function fits(value: unknown, depth: number, budget: Budget): boolean {
  budget.values -= 1;
  if (budget.values < 0) return false;
  if (typeof value === 'string') {
    budget.text -= value.length;
    return budget.text >= 0;
  }
  if (value === null || typeof value !== 'object') return true;
  if (depth >= FREE_FORM_MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!fits(item, depth + 1, budget)) return false;
    return true;
  }
  for (const key of Object.keys(value)) {
    budget.text -= key.length;
    if (budget.text < 0 || !fits((value as Record<string, unknown>)[key], depth + 1, budget)) return false;
  }
  return true;
}

/**
 * Notes added when the size budget runs out: at most one for the value that did not fit and one per
 * container open around it, so this much is kept back for them and the cut copy fits the bounds itself
 * (cutting twice changes nothing).
 */
const NOTE_RESERVE_VALUES = FREE_FORM_MAX_DEPTH + 2;
const NOTE_RESERVE_TEXT = NOTE_RESERVE_VALUES * (SIZE_NOTE.length + CUT_KEY.length);

/** Marks the budget spent for good, so every open container adds its note and stops. */
function exhaust(budget: Budget): string {
  budget.values = -1;
  return SIZE_NOTE;
}

/** Writes `key` as a plain own property, even `"__proto__"` (as JSON.parse made it). */
export function setKey<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A copy of `value` within the bounds: a container past the depth bound becomes the depth note; once
 * the size budget is spent, the value that did not fit becomes the size note and so does the rest of
 * every container around it (an array ends with the note, an object gets it under {@link CUT_KEY}).
 */
function cut(value: unknown, depth: number, budget: Budget): unknown {
  if (budget.values < 1) return exhaust(budget);
  if (
    typeof value === 'string' ||
    (value !== null && typeof value === 'object' && depth >= FREE_FORM_MAX_DEPTH)
  ) {
    const text = typeof value === 'string' ? value : DEPTH_NOTE;
    if (budget.text < text.length) return exhaust(budget);
    budget.values -= 1;
    budget.text -= text.length;
    return text;
  }
  budget.values -= 1;
  if (value === null || typeof value !== 'object') return value;
  const spent = () => budget.values < 1;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      if (spent()) {
        out.push(exhaust(budget));
        break;
      }
      out.push(cut(item, depth + 1, budget));
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (spent() || budget.text < key.length) {
      setKey(out, CUT_KEY, exhaust(budget));
      break;
    }
    budget.text -= key.length;
    setKey(out, key, cut((value as Record<string, unknown>)[key], depth + 1, budget));
  }
  return out;
}

/**
 * `value` itself when it is within {@link FREE_FORM_MAX_DEPTH}, {@link FREE_FORM_MAX_VALUES} and
 * {@link FREE_FORM_MAX_TEXT}; otherwise a copy cut at the bounds, with a note (starting with
 * {@link CUT_NOTE_PREFIX}) where something was cut. Never recurses deeper than the depth bound.
 */
export function boundFreeForm(value: unknown): unknown {
  if (fits(value, 0, { values: FREE_FORM_MAX_VALUES, text: FREE_FORM_MAX_TEXT })) return value;
  return cut(value, 0, {
    values: FREE_FORM_MAX_VALUES - NOTE_RESERVE_VALUES,
    text: FREE_FORM_MAX_TEXT - NOTE_RESERVE_TEXT,
  });
}

/**
 * Any JSON value, bounded by {@link boundFreeForm}. Used wherever the API carries free-form data: as the
 * catch-all of every loose object (fields a newer server adds are kept, within bounds) and as the
 * value type of `token_info.extra`.
 */
export const freeFormJson = lazySchema(() => z.unknown().transform(boundFreeForm));
