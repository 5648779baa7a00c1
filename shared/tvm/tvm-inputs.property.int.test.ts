/**
 * Property tests over the emulator's inputs, which come from the user (typed arguments) and from the
 * indexer (code and data BoCs): random, truncated, bit-flipped and garbage BoCs and argument texts. Every
 * one gives a result or a clear message — never an exception escaping, never a hang (each property runs
 * under the test's timeout). Seeded, so a failure reproduces.
 */
import { Cell } from '@ton/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeInfo } from '../../local-index-server/contract-codes';
import { walletV4Data } from '../../local-index-server/contract-data';
import { AppError } from '../errors';
import { cellTree } from './cell-tree';
import { disassemble } from './disassembly';
import { createTvmEngine } from './engine';
import type { TvmRunner } from './runner';
import { cellToBoc } from './stack';
import { parseStackArgument } from './stack-args';
import { nodeEmulatorWasm } from '../../node-host/emulator-wasm';

const SEED = 20261123;
const CODES = ['wallet_v4r2', 'wallet_v3r2', 'jetton_minter', 'nft_item'].map((name) => codeInfo(name).boc);
const bytesOf = (boc: string) => Uint8Array.from(Buffer.from(boc, 'base64'));
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A hostile BoC: random bytes, a real code cut short, a real code with bytes changed, or random Base64-ish text. */
const hostileBoc: fc.Arbitrary<string> = fc.oneof(
  fc.uint8Array({ maxLength: 300 }).map(base64),
  fc.tuple(fc.constantFrom(...CODES), fc.nat()).map(([boc, cut]) => {
    const bytes = bytesOf(boc);
    return base64(bytes.slice(0, cut % bytes.length));
  }),
  fc
    .tuple(
      fc.constantFrom(...CODES),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }),
    )
    .map(([boc, edits]) => {
      const bytes = bytesOf(boc);
      for (const [at, value] of edits) bytes[at % bytes.length] = value;
      return base64(bytes);
    }),
  // The BoC magic followed by garbage: past the first check, into the header's sizes and counts.
  fc
    .uint8Array({ minLength: 1, maxLength: 80 })
    .map((tail) => base64(Uint8Array.from([0xb5, 0xee, 0x9c, 0x72, ...tail]))),
  fc.string({ maxLength: 200 }),
);

/** An error a person is shown: an AppError, or the engine's own worded Error (not a TypeError/RangeError from deep inside). */
function expectClearError(error: unknown): void {
  expect(error).toBeInstanceOf(Error);
  const message = (error as Error).message;
  expect(message.length).toBeGreaterThan(0);
  if (!(error instanceof AppError))
    expect((error as Error).name).not.toMatch(/^(TypeError|RangeError|ReferenceError|InternalError)$/);
}

/** How many cases each property ran (printed at the end, for the report). */
const ran: Record<string, number> = {};
const counted =
  <A extends unknown[], R>(name: string, check: (...values: A) => R) =>
  (...values: A): R => {
    ran[name] = (ran[name] ?? 0) + 1;
    return check(...values);
  };

describe('get-method arguments typed by the user', () => {
  const argument = fc.oneof(
    fc.string({ maxLength: 120 }),
    fc
      .tuple(
        fc.constantFrom('int:', 'INT:', 'addr:', 'cell:', 'slice:', 'null', ' int: ', 'int:-0x', 'int:0x'),
        fc.string({ maxLength: 120 }),
      )
      .map(([a, b]) => a + b),
    fc.tuple(fc.constantFrom('cell:', 'slice:'), hostileBoc).map(([a, b]) => a + b),
    fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }).map((n) => `int:${n}`),
  );

  it('every text is an argument or a message quoting it; nothing throws', () => {
    fc.assert(
      fc.property(
        argument,
        counted('stack-args', (text: string) => {
          const result = parseStackArgument(text);
          if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
          else if (result.value.type === 'int')
            expect(
              BigInt(result.value.value) < 2n ** 256n && BigInt(result.value.value) >= -(2n ** 256n),
            ).toBe(true);
        }),
      ),
      { numRuns: 50_000, seed: SEED },
    );
  });
});

describe('BoCs from the indexer', () => {
  it('the disassembler never throws: a listing or an error it explains', () => {
    fc.assert(
      fc.property(
        hostileBoc,
        counted('disassemble', (boc: string) => {
          const listing = disassemble(boc, () => null);
          if (listing.error !== undefined) expect(listing.error.length).toBeGreaterThan(0);
          else expect(typeof listing.text).toBe('string');
        }),
      ),
      { numRuns: 10_000, seed: SEED },
    );
  });

  it('the cell tree is a tree or a clear error', () => {
    fc.assert(
      fc.property(
        hostileBoc,
        counted('cell-tree', (boc: string) => {
          try {
            const tree = cellTree(boc, 500);
            expect(tree.nodes.length).toBeLessThanOrEqual(500);
          } catch (error) {
            expectClearError(error);
          }
        }),
      ),
      { numRuns: 30_000, seed: SEED },
    );
  });

  describe('the engine (the real emulator)', () => {
    let engine: TvmRunner;
    beforeAll(async () => {
      engine = createTvmEngine({ wasm: nodeEmulatorWasm });
      await engine.prepare();
    });

    it('a hostile code or data BoC gives a result (ran or not, with a message), never a rejection', async () => {
      const good = codeInfo('wallet_v4r2');
      const data = cellToBoc(walletV4Data(3, Buffer.alloc(32, 1)));
      await fc.assert(
        fc.asyncProperty(
          hostileBoc,
          fc.boolean(),
          fc.constantFrom('seqno', 'get_public_key', 'get_plugin_list', 85143),
          counted('engine', async (boc: string, asCode: boolean, method: string | number) => {
            const account = asCode
              ? { address: `0:${'11'.repeat(32)}`, code_boc: boc, data_boc: data, balance: '1' }
              : { address: `0:${'11'.repeat(32)}`, code_boc: good.boc, data_boc: boc, balance: '1' };
            const result = await engine.runGetMethod({ account, method, args: [], unix_time: 1_700_000_000 });
            if (!result.ran) expect(result.message.length).toBeGreaterThan(0);
            else {
              ran['engine (reached the emulator)'] = (ran['engine (reached the emulator)'] ?? 0) + 1;
              expect(Number.isInteger(result.exit_code)).toBe(true);
            }
          }),
        ),
        { numRuns: 3_000, seed: SEED },
      );
    });
  });

  it('(for the report) how many cases ran', () => {
    console.log(`tvm-inputs property cases: ${JSON.stringify(ran)}`);
    expect(Object.keys(ran).length).toBeGreaterThan(0);
  });
});

// A valid BoC stays valid: the generators reach the engine with real codes, not only with garbage.
it('the real codes the generators start from are BoCs', () => {
  for (const boc of CODES) expect(Cell.fromBase64(boc).bits.length).toBeGreaterThan(0);
});
