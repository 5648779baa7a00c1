/**
 * The server's address parser against the recorded vectors (fixtures/addresses.json): it must accept
 * exactly what ton-index-go accepts (docs/indexer-api.md §4.2) and normalise to upper-case raw.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crc16Xmodem, friendlyAddress, parseAccountAddress } from './address-codec';

const vectors = z
  .array(
    z.object({
      input: z.string(),
      valid: z.boolean(),
      validity: z.string().optional(),
      raw: z.string().nullable().optional(),
    }),
  )
  .parse(JSON.parse(readFileSync(new URL('./fixtures/addresses.json', import.meta.url), 'utf8')));

describe('parseAccountAddress', () => {
  it.each(vectors.filter((v) => v.valid))('accepts $input', ({ input, raw }) => {
    expect(parseAccountAddress(input)).toBe(
      raw!.replace(/:(.*)$/, (_, hex: string) => `:${hex.toUpperCase()}`),
    );
  });

  // tonutils-go accepts any int8 workchain (TEP-2 defines only 0 and -1; the vectors mark these library-dependent).
  it.each(vectors.filter((v) => !v.valid && v.validity?.startsWith('library-dependent')))(
    'accepts $input like tonutils-go',
    ({ input, raw }) => {
      expect(parseAccountAddress(input)).toBe(
        raw!.replace(/:(.*)$/, (_, hex: string) => `:${hex.toUpperCase()}`),
      );
    },
  );

  it.each(vectors.filter((v) => !v.valid && !v.validity))('rejects $input', ({ input }) => {
    expect(parseAccountAddress(input)).toBeNull();
  });

  it('computes the CRC16-XMODEM check value', () => {
    expect(crc16Xmodem(Buffer.from('123456789'))).toBe(0x31c3);
  });

  it('formats the address-book forms with the bounceable and testnet flags', () => {
    const raw = '0:2CF55953E92EFBEADAB7BA725C3F93A0B23F842CBBA72D7B8E6F510A70E422E3';
    expect(friendlyAddress(raw, { bounceable: true, testnet: false })).toBe(
      'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
    );
    expect(friendlyAddress(raw, { bounceable: false, testnet: false })).toBe(
      'UQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi41-E',
    );
    expect(friendlyAddress(raw, { bounceable: true, testnet: true })).toBe(
      'kQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi47nL',
    );
    expect(friendlyAddress(raw, { bounceable: false, testnet: true })).toBe(
      '0QAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4-QO',
    );
  });
});
