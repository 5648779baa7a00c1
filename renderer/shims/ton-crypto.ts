/**
 * `@ton/crypto` for the renderer builds, as far as the code they bundle uses it: @ton/core hashes cells
 * with `sha256_sync` and names `sign`/`signVerify` (for signing, which the app never does), and
 * @ton/sandbox (in the TVM worker) asks for random bytes. The package's index also pulls in the
 * mnemonic word list, HD key derivation and password helpers — about 30 KB gzip of the first screen —
 * and, being CommonJS, cannot be tree-shaken. So both renderer builds alias the bare `@ton/crypto` here,
 * and this file re-exports the library's own modules (no code of ours stands in for its crypto).
 * Node (main, CLI, tests) keeps the whole package.
 */
export { sha256, sha256_sync } from '@ton/crypto/dist/primitives/sha256';
export { sha512, sha512_sync } from '@ton/crypto/dist/primitives/sha512';
export { sign, signVerify, keyPairFromSeed, keyPairFromSecretKey } from '@ton/crypto/dist/primitives/nacl';
export { getSecureRandomBytes } from '@ton/crypto/dist/primitives/getSecureRandom';
