/**
 * Deterministic randomness: everything the server invents (keys, hashes, balances, shuffles) comes from
 * the seed, so two runs with the same seed serve byte-identical data and tests can name exact values.
 */
import { createHash } from 'node:crypto';

/** 32 bytes derived from the parts (SHA-256 of the parts joined by `|`). */
export function derivedBytes(...parts: Array<string | number | bigint>): Buffer {
  return createHash('sha256').update(parts.join('|')).digest();
}

/** A 32-byte hash in the indexer's text form (standard Base64, padded) derived from the parts. */
export function derivedHash(...parts: Array<string | number | bigint>): string {
  return derivedBytes(...parts).toString('base64');
}

/** A small, fast seeded generator (sfc32) for bulk data and shuffles. */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(...seedParts: Array<string | number | bigint>) {
    const seed = derivedBytes('prng', ...seedParts);
    this.a = seed.readUInt32LE(0);
    this.b = seed.readUInt32LE(4);
    this.c = seed.readUInt32LE(8);
    this.d = seed.readUInt32LE(12);
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** The next unsigned 32-bit value. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** An integer in [0, max). */
  below(max: number): number {
    return Math.floor((this.nextUint32() / 0x1_0000_0000) * max);
  }

  /** `length` pseudo-random bytes. */
  bytes(length: number): Buffer {
    const out = Buffer.alloc(length);
    for (let i = 0; i < length; i += 4) {
      const v = this.nextUint32();
      for (let j = 0; j < 4 && i + j < length; j++) out[i + j] = (v >>> (8 * j)) & 0xff;
    }
    return out;
  }

  /** Shuffles the array in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }
}
