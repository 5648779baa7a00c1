/** Suggested export file names are safe on Windows, macOS and Linux and sort by time. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

const at = new Date('2026-11-23T10:15:00.987Z');
/** Characters or names no file system of the three accepts (Windows is the strictest). */
const UNSAFE = new RegExp(
  String.raw`[<>:"/\\|?*]|^\.|[. ]$|[${String.fromCharCode(0)}-${String.fromCharCode(31)}]`,
);

describe('exportFileName', () => {
  it('names the kind and the UTC time to the second, with no colon', () => {
    expect(exportFileName('csv', at)).toBe('ton-accounts-2026-11-23T10-15-00Z.csv');
    expect(exportFileName('json', at)).toBe('ton-accounts-2026-11-23T10-15-00Z.json');
    expect(exportFileName('tsv', at)).toBe('ton-accounts-2026-11-23T10-15-00Z.tsv');
  });

  it('puts a cleaned label before the time', () => {
    expect(exportFileName('csv', at, 'Support case #42: "wallets"')).toBe(
      'ton-accounts-Support-case-42-wallets-2026-11-23T10-15-00Z.csv',
    );
    expect(exportFileName('json', at, '../../etc/passwd')).toBe(
      'ton-accounts-etc-passwd-2026-11-23T10-15-00Z.json',
    );
    expect(exportFileName('csv', at, 'Тестнет ✓ CON')).toBe(
      'ton-accounts-Тестнет-CON-2026-11-23T10-15-00Z.csv',
    );
    expect(exportFileName('csv', at, ' ?*: ')).toBe('ton-accounts-2026-11-23T10-15-00Z.csv');
  });

  it('sorts by time as text', () => {
    const names = [new Date('2026-01-02T00:00:00Z'), new Date('2025-12-31T23:59:59Z'), at].map((d) =>
      exportFileName('csv', d),
    );
    expect([...names].sort()).toEqual([names[1], names[0], names[2]]);
  });

  it('is always a safe, bounded name, whatever the label', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.constantFrom('csv' as const, 'json' as const),
        (label, kind) => {
          const name = exportFileName(kind, at, label);
          expect(name).not.toMatch(UNSAFE);
          expect(name).toMatch(
            new RegExp(`^ton-accounts-[\\p{L}\\p{N}_-]*2026-11-23T10-15-00Z\\.${kind}$`, 'u'),
          );
          expect(Array.from(name).length).toBeLessThanOrEqual(120);
          // No lone surrogate (a cut emoji): encodeURIComponent throws on one.
          expect(() => encodeURIComponent(name)).not.toThrow();
        },
      ),
      { numRuns: 1000 },
    );
  });
});
