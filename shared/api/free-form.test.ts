/**
 * Free-form metadata is cut at its bounds with a note where it was cut; what fits is kept as it came
 * (the same object); cutting is idempotent and never recurses past the depth bound.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenInfoSchema } from './account-states';
import {
  CUT_KEY,
  CUT_NOTE_PREFIX,
  FREE_FORM_MAX_DEPTH,
  FREE_FORM_MAX_TEXT,
  FREE_FORM_MAX_VALUES,
  boundFreeForm,
} from './free-form';

const nested = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}"core"${']'.repeat(levels)}`);

/** Depth, values and text of a JSON value, counted as the bounds count them. */
function measure(value: unknown, depth = 0): { depth: number; values: number; text: number } {
  if (typeof value === 'string') return { depth, values: 1, text: value.length };
  if (value === null || typeof value !== 'object') return { depth, values: 1, text: 0 };
  const entries = Array.isArray(value) ? value.map((v) => ['', v] as const) : Object.entries(value);
  return entries.reduce(
    (sum, [key, v]) => {
      const inner = measure(v, depth + 1);
      return {
        depth: Math.max(sum.depth, inner.depth),
        values: sum.values + inner.values,
        text: sum.text + key.length + inner.text,
      };
    },
    { depth, values: 1, text: 0 },
  );
}

describe('boundFreeForm', () => {
  it('keeps real metadata as it came (the same object)', () => {
    const extra = {
      decimals: '9',
      social: ['https://t.me/x'],
      attributes: [{ trait_type: 'Rarity', value: 'Rare' }],
      _image_small: 'https://i/1.png',
    };
    expect(boundFreeForm(extra)).toBe(extra);
  });

  it('cuts 4,100 levels of nesting (8 KB, issue 10 item 7) at the depth bound, with a note there', () => {
    const cut = boundFreeForm(nested(4_100));
    expect(measure(cut).depth).toBe(FREE_FORM_MAX_DEPTH);
    expect(JSON.stringify(cut)).toContain(
      `${CUT_NOTE_PREFIX}nested more than ${FREE_FORM_MAX_DEPTH} levels deep]`,
    );
    // A million levels (2 MB) too: the walk stops at the bound, nothing overflows.
    expect(JSON.stringify(boundFreeForm(nested(1_000_000)))).toContain(CUT_NOTE_PREFIX);
  });

  it('cuts a value with too many entries, noting it at the end of the container cut', () => {
    const wide = Object.fromEntries(
      Array.from({ length: FREE_FORM_MAX_VALUES + 50 }, (_, i) => [`k${i}`, i]),
    );
    const cut = boundFreeForm(wide) as Record<string, unknown>;
    expect(cut[CUT_KEY]).toMatch(/^\[cut by the explorer: more than 10,000 values/);
    expect(measure(cut).values).toBeLessThanOrEqual(FREE_FORM_MAX_VALUES);
    const long = boundFreeForm(['x'.repeat(FREE_FORM_MAX_TEXT), 'y']) as unknown[];
    expect(long.at(-1)).toMatch(/^\[cut by the explorer: more than/);
  });

  it('is idempotent and always within the bounds', () => {
    const big = fc.oneof(
      fc.jsonValue({ maxDepth: 30 }),
      fc.integer({ min: 0, max: 60 }).map(nested),
      fc.array(fc.string({ maxLength: 40_000 }), { maxLength: 40 }),
      fc
        .integer({ min: 9_000, max: 12_000 })
        .map((n) => Array.from({ length: n }, (_, i) => ({ [`k${i}`]: i }))),
    );
    fc.assert(
      fc.property(big, (value) => {
        const once = boundFreeForm(value);
        const m = measure(once);
        expect(m.depth).toBeLessThanOrEqual(FREE_FORM_MAX_DEPTH);
        expect(m.values).toBeLessThanOrEqual(FREE_FORM_MAX_VALUES);
        expect(m.text).toBeLessThanOrEqual(FREE_FORM_MAX_TEXT);
        expect(boundFreeForm(once)).toBe(once);
      }),
      { numRuns: 150 },
    );
  });

  it('applies where the schema takes free-form data: token_info.extra and unknown keys', () => {
    const parsed = tokenInfoSchema.parse({
      type: 'nft_items',
      extra: { attributes: nested(100) },
      future: nested(100),
    });
    expect(JSON.stringify(parsed.extra)).toContain(CUT_NOTE_PREFIX);
    expect(JSON.stringify((parsed as Record<string, unknown>).future)).toContain(CUT_NOTE_PREFIX);
  });
});
