/**
 * A label as typed must be one line of visible text; a label as stored is read back as it is, so one
 * saved before a rule was tightened is shown (with the character made visible), never dropped.
 */
import { describe, expect, it } from 'vitest';
import { labelSchema, labelTextSchema } from './label-record';

describe('label text', () => {
  it('refuses a soft hyphen, tag characters and a NUL as typed, naming the character', () => {
    for (const [text, code] of [
      ['Ali\u00ADce', 'U+00AD'],
      ['Alice\u{E0041}', 'U+E0041'],
      ['Ali\u0000ce', 'U+0000'],
    ] as const) {
      const parsed = labelTextSchema.safeParse(text);
      expect(parsed.success, code).toBe(false);
      expect(parsed.error!.issues[0]!.message).toContain(`a label is one line of visible text: ${code} (`);
    }
    expect(labelTextSchema.parse('  Dev 👩\u200D💻  ')).toBe('Dev 👩\u200D💻');
  });

  it('reads a stored label with such a character, as it was stored', () => {
    const stored = {
      raw: `0:${'AB'.repeat(32)}`,
      text: 'Ali\u00ADce',
      origin: 'user',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    expect(labelSchema.parse(stored)).toEqual(stored);
  });
});
