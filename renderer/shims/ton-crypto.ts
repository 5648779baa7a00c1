/**
 * `@ton/crypto` for the renderer builds and the packed CLI (cli.vite.config.ts), as far as the code they
 * bundle uses it: @ton/core hashes cells with `sha256_sync`, and @ton/sandbox (in the TVM worker) asks
 * for random bytes. The package's index also pulls in the mnemonic word list, HD key derivation and
 * password helpers — about 30 KB gzip of the first screen — and, being CommonJS, cannot be tree-shaken.
 * So both renderer builds and the packed CLI alias the bare `@ton/crypto` here, and this file re-exports
 * the library's own modules (no code of ours stands in for its crypto). Node from the sources (main,
 * the CLI under tsx, tests) keeps the whole package.
 *
 * @ton/core also names the signing functions (its `safeSign`, `domainSign`), which only sign or check a
 * signature. The app reads accounts and never signs or checks one, so here they refuse, and TweetNaCl
 * (about 10 KB gzip) stays out of the first screen.
 */
export { sha256, sha256_sync } from '@ton/crypto/dist/primitives/sha256';
export { sha512, sha512_sync } from '@ton/crypto/dist/primitives/sha512';
export { getSecureRandomBytes } from '@ton/crypto/dist/primitives/getSecureRandom';

function neverSigns(): never {
  throw new Error('TON Index Explorer reads accounts; it never signs or checks a signature.');
}

/** Refuses: the app never signs. */
export const sign = neverSigns;
/** Refuses: the app never checks a signature. */
export const signVerify = neverSigns;
/** Refuses: the app holds no keys. */
export const keyPairFromSeed = neverSigns;
/** Refuses: the app holds no keys. */
export const keyPairFromSecretKey = neverSigns;
