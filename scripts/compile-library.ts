/**
 * Rebuilds a bundled library (shared/tvm/bundled-libraries.ts) whose repository publishes only source:
 * compiles the source at its commit with the official FunC compiler package from npm
 * (@ton-community/func-js, WebAssembly) and checks the cell's hash against the hash the chain's library
 * cells name. Never a BoC by hand. Needs a local clone of the repository (this project never fetches
 * or keeps third-party source); run by whoever updates the bundled libraries:
 *
 *   npx tsx scripts/compile-library.ts --repo ../mintless-jetton --commit e29fa904e121 \
 *     --expect 0ef19e1bf40f2ba492fcaac386eeca59bf6827a3850708d9fcd9adb683abc336 contracts/jetton-wallet.fc
 *
 * Several targets are compiled together in the order given (some repositories concatenate stdlib and
 * helpers on the command line instead of `#include`). Prints the hash and the Base64 BoC; exits 1 when
 * the hash is not the expected one (a different compiler version changes the output: say which was used).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compileFunc } from '@ton-community/func-js';
import { Cell } from '@ton/core';

const { values, positionals } = parseArgs({
  options: { repo: { type: 'string' }, commit: { type: 'string' }, expect: { type: 'string' } },
  allowPositionals: true,
});
if (!values.repo || !values.commit || positionals.length === 0) {
  console.error('usage: compile-library.ts --repo CLONE --commit SHA [--expect HASH] TARGET.fc…');
  process.exit(2);
}
const repo = values.repo;
const commit = values.commit;
/** A file of the repository at the commit (git show, so the working tree is never touched). */
const read = (file: string) =>
  execFileSync('git', ['-C', repo, 'show', `${commit}:${file}`], { encoding: 'utf8' });
const base = path.posix.dirname(positionals.at(-1)!);
const result = await compileFunc({
  targets: positionals,
  sources: (file) => read(file.includes('/') ? file : path.posix.join(base, file)),
});
if (result.status !== 'ok') {
  console.error(result.message);
  process.exit(1);
}
const hash = Cell.fromBase64(result.codeBoc).hash().toString('hex');
console.log(`hash ${hash}`);
console.log(`boc ${Cell.fromBase64(result.codeBoc).toBoc({ idx: false, crc32: false }).toString('base64')}`);
if (values.expect && values.expect.toLowerCase() !== hash) {
  console.error(`expected ${values.expect.toLowerCase()}: this compiler's output differs`);
  process.exit(1);
}
