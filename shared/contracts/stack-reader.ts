/**
 * Reading a get-method's result stack by position, with a clear message when the contract returned
 * something else than the standard says ("get_wallet_data: value 2 should be an address, got an int").
 * A contract's answer is untrusted input like the indexer's.
 */
import { Cell } from '@ton/core';
import { rawOf } from '../tvm/stack';
import type { StackValue } from '../tvm/stack-schema';
import { snakeText } from './token-content';

/** A result that does not have the shape the standard method promises. */
export class ResultShapeError extends Error {
  override readonly name = 'ResultShapeError';
}

/** What a stack entry is, for messages. */
function describe(value: StackValue | undefined): string {
  if (!value) return 'nothing';
  if (value.type === 'unread') return `a value the explorer did not read (${value.what})`;
  return value.type === 'int' ? 'an integer' : value.type === 'null' ? 'null' : `a ${value.type}`;
}

/** Positional reader over a result stack (index 0 is the deepest value, as the method pushed them). */
export class StackReader {
  constructor(
    private readonly method: string,
    private readonly stack: readonly StackValue[],
  ) {}

  private fail(index: number, expected: string): never {
    throw new ResultShapeError(
      `${this.method}: value ${index + 1} should be ${expected}, got ${describe(this.stack[index])}.`,
    );
  }

  /** How many values the method returned. */
  get count(): number {
    return this.stack.length;
  }

  /** At least `count` values, or a shape error. */
  expectCount(count: number): this {
    if (this.stack.length < count) {
      throw new ResultShapeError(
        `${this.method}: returned ${this.stack.length} value(s), the standard says ${count}.`,
      );
    }
    return this;
  }

  /** An integer. */
  int(index: number): bigint {
    const value = this.stack[index];
    if (value?.type !== 'int') this.fail(index, 'an integer');
    return BigInt(value.value);
  }

  /** A cell (or a slice, read as a cell). */
  cell(index: number): Cell {
    const value = this.stack[index];
    if (value?.type !== 'cell' && value?.type !== 'slice') this.fail(index, 'a cell');
    return Cell.fromBase64(value.boc);
  }

  /** A cell, or null for a null entry. */
  maybeCell(index: number): Cell | null {
    return this.stack[index]?.type === 'null' ? null : this.cell(index);
  }

  /**
   * An address (`wc:HEX`) from a slice holding a message address; null for `addr_none` (or a null
   * entry). Anything else is a shape error.
   */
  address(index: number): string | null {
    const value = this.stack[index];
    if (value?.type === 'null') return null;
    if (value?.type !== 'slice' && value?.type !== 'cell') this.fail(index, 'an address');
    if (value.type === 'slice' && value.address) return value.address;
    try {
      const address = Cell.fromBase64(value.boc).beginParse().loadMaybeAddress();
      return address ? rawOf(address) : null;
    } catch {
      this.fail(index, 'an address');
    }
  }

  /** A dictionary root (a cell), or null when empty. */
  dict(index: number): Cell | null {
    return this.maybeCell(index);
  }

  /** A boolean as FunC returns one: 0 is false, any other integer true. */
  flag(index: number): boolean {
    return this.int(index) !== 0n;
  }

  /** Text a contract keeps as a snake string in a slice or cell (a domain, a username). */
  text(index: number): string {
    const text = snakeText(this.cell(index));
    if (text === null) this.fail(index, 'text');
    return text;
  }

  /** The entries of a tuple, or a shape error. */
  tuple(index: number): StackValue[] {
    const value = this.stack[index];
    if (value?.type !== 'tuple') this.fail(index, 'a tuple');
    return value.items;
  }

  /** A reader over the tuple at `index` (a pair, a record), named for messages. */
  nested(index: number, what: string): StackReader {
    return new StackReader(`${this.method} (${what})`, this.tuple(index));
  }

  /**
   * The items of a FunC list (`cons` pairs: a 2-tuple of head and tail, ending in null), in the order
   * the contract built it; bounded, so a hostile answer cannot make it loop.
   */
  list(index: number, max = 10_000): StackValue[] {
    const items: StackValue[] = [];
    let node = this.stack[index];
    while (node && node.type !== 'null') {
      if (node.type !== 'tuple' || node.items.length !== 2 || items.length >= max) this.fail(index, 'a list');
      items.push(node.items[0]!);
      node = node.items[1];
    }
    if (!node) this.fail(index, 'a list');
    return items;
  }
}

/** A reader over the entries of one tuple a method returned (a list item), named for messages. */
export function tupleReader(method: string, value: StackValue | undefined, what: string): StackReader {
  if (value?.type !== 'tuple') throw new ResultShapeError(`${method}: ${what} should be a tuple.`);
  return new StackReader(`${method} (${what})`, value.items);
}

/** An integer as JSON writes it here: a number when it fits 2^53, else decimal text. */
export function jsonInteger(value: bigint): number | string {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
    ? Number(value)
    : value.toString();
}
