import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { joinLines, linesArg } from './api-parts';

describe('a list sent as lines', () => {
  const list = linesArg(z.string().regex(/^[a-z]+$/), 3, 5);

  it('reads back the list it was joined from, in order', () => {
    expect(list.parse(joinLines(['ab', 'c', 'de']))).toEqual(['ab', 'c', 'de']);
  });

  it('refuses more items than allowed, an item the item schema refuses, and an empty line', () => {
    expect(list.safeParse(joinLines(['a', 'b', 'c', 'd'])).success).toBe(false);
    expect(list.safeParse(joinLines(['a', 'B'])).success).toBe(false);
    expect(list.safeParse('a\n').success).toBe(false);
  });

  it('will not join an item that holds a line break, which would read back as two', () => {
    expect(() => joinLines(['a', 'b\nc'])).toThrow('item 2 of the list holds a line break');
  });
});
