import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import confusables from 'unhomoglyph/data.json' with { type: 'json' };
import { latinConfusables, renderLatinConfusablesModule } from './latin-confusables-table';

const table = latinConfusables(confusables as Record<string, string>);

describe('the Latin confusables table (shared/format/generated/latin-confusables.ts)', () => {
  it('is current: generated from Unicode’s confusables and the additions', () => {
    const committed = readFileSync(
      fileURLToPath(new URL('../shared/format/generated/latin-confusables.ts', import.meta.url)),
      'utf8',
    );
    expect(committed, 'run: npx tsx scripts/generate-latin-confusables.ts').toBe(
      renderLatinConfusablesModule(table),
    );
  });

  it('keeps Unicode’s mappings to Latin letters, the additions, and no ASCII character but by its own entry', () => {
    expect(table.get('Ν')).toBe('N');
    expect(table.get('ꓔ')).toBe('T');
    expect(table.get('0')).toBe('O');
    expect(table.get('5')).toBe('S');
    expect(table.get('т')).toBe('T');
    // ſ decomposes to s, and ͺ to a space: neither may make every s an f or every space an i.
    expect(table.get('s')).toBeUndefined();
    expect(table.get(' ')).toBeUndefined();
    // Full-width and mathematical forms are NFKD's, not the table's.
    expect(table.has('Ｕ')).toBe(false);
  });
});
