/** The `events` shim behaves like Node's EventEmitter for what abstract-level uses (and a bit more). */
// eslint-disable-next-line no-restricted-imports -- the test runs under Vitest in Node and compares the shim with Node's own emitter; the page never loads it
import { EventEmitter as NodeEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { EventEmitter } from './events';

describe.each([
  ['shim', () => new EventEmitter()],
  ['node', () => new NodeEmitter()],
])('EventEmitter (%s)', (_name, make) => {
  it('calls listeners in order with the arguments, once-listeners once, and counts them', () => {
    const emitter = make();
    const calls: string[] = [];
    const first = (x: unknown) => calls.push(`first ${String(x)}`);
    emitter.on('open', first);
    emitter.once('open', (x: unknown) => calls.push(`once ${String(x)}`));
    expect(emitter.listenerCount('open')).toBe(2);
    expect(emitter.emit('open', 1)).toBe(true);
    expect(emitter.emit('open', 2)).toBe(true);
    emitter.off('open', first);
    expect(emitter.emit('open', 3)).toBe(false);
    expect(calls).toEqual(['first 1', 'once 1', 'first 2']);
    expect(emitter.listenerCount('open')).toBe(0);
  });

  it('throws an unhandled error event', () => {
    expect(() => make().emit('error', new Error('boom'))).toThrow('boom');
  });
});
