/**
 * Turns response text into validated data, or into a schema error that names the field path, what was
 * expected and what came — never anything else (a property test holds it to that). This is where every
 * indexer answer is checked, once: a fast validator built from the zod schema
 * (shared/api/fast-validator.ts) checks it in place; only when it refuses does zod itself run, on a
 * fresh parse of the text, for the detailed message.
 */
import type { z } from 'zod';
import { fastValidator, INVALID } from '../api/fast-validator';
import { AppError } from '../errors';

/** `["accounts", 3, "balance"]` → `accounts[3].balance`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(the whole answer)';
}

/** A short description of a JSON value for messages: `a number (12)`, `null`, `a string ("abc…")`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing (the field is missing)';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  switch (typeof value) {
    case 'string':
      return `a string ("${value.length > 40 ? `${value.slice(0, 40)}…` : value}")`;
    case 'number':
    case 'boolean':
      return `a ${typeof value} (${String(value)})`;
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

/** Reads the value at `path` inside `data` (for the "what came" part of a message). */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** "The chain status answer from 127.0.0.1:8787" — what was decoded and where it came from. */
function answerName(what: string, source?: string): string {
  return `The ${what} answer${source ? ` from ${source}` : ''}`;
}

/** Builds the schema error for a failed parse, from its first issue. */
export function schemaError(what: string, error: z.ZodError, data: unknown, source?: string): AppError {
  const issue = error.issues[0];
  const path = issue ? formatPath(issue.path) : '(the whole answer)';
  const came = issue ? describeValue(valueAt(data, issue.path)) : 'something else';
  // zod's own wording is "Invalid input: expected string, received number"; keep only the expectation,
  // since what came is described from the data itself.
  const expected = (issue?.message ?? 'a different value')
    .replace(/^Invalid input:\s*/i, '')
    .replace(/,\s*received \w+$/i, '');
  const more =
    error.issues.length > 1
      ? ` (and ${error.issues.length - 1} more problem${error.issues.length > 2 ? 's' : ''})`
      : '';
  return new AppError({
    kind: 'schema',
    message: `${answerName(what, source)} does not match the API at ${path}: ${expected}, got ${came}.`,
    detail: `${error.issues.length} problem(s); first at ${path}${more}.`,
    path,
  });
}

/**
 * Parses JSON text and validates it with `schema`; throws a schema {@link AppError} on any
 * mismatch. `what` names the answer ("chain status") and `source` where it came from (a host), for messages.
 */
export function decodeJson<S extends z.ZodType>(
  schema: S,
  text: string,
  what: string,
  source?: string,
): z.output<S> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const excerpt = text.length > 80 ? `${text.slice(0, 80)}…` : text;
    throw new AppError({
      kind: 'schema',
      message: `${answerName(what, source)} is not valid JSON${text.length === 0 ? ' (it was empty)' : ''}.`,
      detail: `Received ${text.length} characters: ${excerpt}`,
      path: '(the whole answer)',
    });
  }
  const fast = fastValidator(schema);
  if (fast) {
    const checked = fast(data);
    if (checked !== INVALID) return checked as z.output<S>;
  }
  // The failure path may be slow: zod on a fresh parse (the fast validator may have changed `data`)
  // names the field, what was expected and what came.
  const fresh: unknown = fast ? JSON.parse(text) : data;
  const parsed = schema.safeParse(fresh);
  if (!parsed.success) throw schemaError(what, parsed.error, fresh, source);
  return parsed.data;
}
