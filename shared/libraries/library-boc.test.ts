/**
 * A library as the user brings it: a BoC pasted as Base64 or hex, a .boc file — or, where the app tells
 * the user to get a missing library (toncenter's API v2 getLibraries), that answer as it is, pasted or
 * saved as a file; the library a contract names is taken from it, and another refused, saying both.
 */
import { describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import { readLibraryBoc } from './library-boc';

const v3r1 = codeInfo('wallet_v3r1');
const v3r1Hash = v3r1.cell.hash().toString('hex');
const v4r2 = codeInfo('wallet_v4r2');

/** toncenter's API v2 `getLibraries` answer for these codes (hash in Base64, data a Base64 BoC). */
const answer = (...codes: Array<typeof v3r1>) =>
  JSON.stringify({
    ok: true,
    result: {
      '@type': 'smc.libraryResult',
      result: codes.map((code) => ({
        '@type': 'smc.libraryEntry',
        hash: code.hash,
        data: code.cell.toBoc().toString('base64'),
      })),
    },
    '@extra': '1.2',
  });

describe('reading a library the user brings', () => {
  it('a BoC as Base64, hex or file bytes', () => {
    for (const input of [v3r1.boc, v3r1.cell.toBoc().toString('hex'), new Uint8Array(v3r1.cell.toBoc())])
      expect(readLibraryBoc(input, v3r1Hash)).toEqual({ hash: v3r1Hash, boc: v3r1.boc });
  });

  it("toncenter's getLibraries answer, pasted or saved as a file (its bytes, or their Base64 as the app's form sends them)", () => {
    const text = answer(v3r1);
    const bytes = new TextEncoder().encode(`\n${text}\n`);
    for (const input of [text, bytes, Buffer.from(bytes).toString('base64')])
      expect(readLibraryBoc(input, v3r1Hash)).toEqual({ hash: v3r1Hash, boc: v3r1.boc });
    // Without a hash asked for, its one library; with several, the one asked for.
    expect(readLibraryBoc(text).hash).toBe(v3r1Hash);
    expect(readLibraryBoc(answer(v4r2, v3r1), v3r1Hash).hash).toBe(v3r1Hash);
  });

  it('refuses an answer without the library asked for, an empty one, and one of several without a hash', () => {
    expect(() => readLibraryBoc(answer(v4r2), v3r1Hash)).toThrow(
      `This getLibraries answer holds ${v4r2.cell.hash().toString('hex')}, not ${v3r1Hash}, the library the contract names`,
    );
    expect(() => readLibraryBoc(answer(), v3r1Hash)).toThrow(/holds no library/);
    expect(() => readLibraryBoc(answer(v4r2, v3r1))).toThrow(/holds 2 libraries/);
    expect(() => readLibraryBoc('{"ok": false, "error": "not found"}')).toThrow(/This is not a BoC/);
  });
});
