/**
 * What the walks count at each boundary a message crosses: one {@link Crossing} per message, with its
 * bytes and its shape.
 *
 * The shape is a PROXY for "a reshape of the answer": the message's name (method, event, emulator
 * request, endpoint) and the sorted key set at its top level; an envelope is looked through (a bridge
 * reply's `{ok, value}`, an emulator answer's `{id, result}`), and a list is named by its first item's
 * keys. Two messages of one shape carry the data in one form; the walk counts the distinct shapes at each
 * boundary. It sees neither renames deeper down nor a reshape that keeps the keys.
 */

/** The boundaries a walk taps. */
export type Boundary = 'ipc' | 'thread' | 'network';

/**
 * Which way a message goes: `up` towards the side that answers (renderer → main, main → emulator thread,
 * app → indexer), `down` with the answer.
 */
export type Direction = 'up' | 'down';

/** One message across one boundary. */
export interface Crossing {
  readonly boundary: Boundary;
  readonly direction: Direction;
  /** The method, event type, emulator request or endpoint. */
  readonly name: string;
  /** Its bytes: V8-serialized (IPC, thread), the URL's length (a request), the body's (an answer). */
  readonly bytes: number;
  readonly shape: string;
  /** The value itself, kept for what goes up the IPC boundary (the walk checks it for BoCs and metadata). */
  readonly payload?: unknown;
}

/** The keys of a value, as its shape names them. */
function keysOf(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${keysOf(value[0])}]`;
  if (value === null) return 'null';
  if (value instanceof Map) return 'Map';
  if (typeof value !== 'object') return typeof value;
  return `{${Object.keys(value).sort().join(',')}}`;
}

/** The part of an envelope that carries the answer, or the value itself. */
function lookThrough(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value).sort().join(',');
  const record = value as Record<string, unknown>;
  if (keys === 'ok,value') return record.value;
  if (keys === 'id,result') return record.result;
  if (keys === 'error,ok' || keys === 'error,id') return { error: record.error };
  return value;
}

/** The shape of a message named `name` carrying `payload` (see the module's comment). */
export function shapeOf(name: string, payload: unknown): string {
  return `${name} ${keysOf(lookThrough(payload))}`;
}

/** A running record of crossings; `mark()` and `since()` cut it into one action's part. */
export class CrossingLog {
  private readonly all: Crossing[] = [];

  add(crossing: Crossing): void {
    this.all.push(crossing);
  }

  /** Where the log stands now. */
  mark(): number {
    return this.all.length;
  }

  /** The crossings added since `mark`. */
  since(mark: number): Crossing[] {
    return this.all.slice(mark);
  }
}
