/**
 * CPU per jetton wallet derivation (the tokens bench's `tvm-derive-cpu-*` lines; run in a process of its
 * own by tvm-tokens.bench.ts, so that its emulator is cold — V8 shares compiled WebAssembly between the
 * isolates of a process): `get_wallet_address` of the real USD₮ minter code and data of the local index
 * server's sample at the USD₮ address, for 10,000 owners, in sessions of the tokens run's own size, on
 * an in-thread engine. Prints one JSON line: the CPU of this process (every thread: the emulator's,
 * V8's compiler and GC threads) for the 10,000 derivations of a new engine — its WebAssembly compiled,
 * its instance started, the code tiered up while it runs — and for the same 10,000 again.
 */
import { createTvmEngine } from '../../shared/tvm/engine';
import { addressArgument } from '../../shared/tvm/stack';
import { DERIVE_CHUNK } from '../../shared/contracts/token-deriver';
import { buildSampleIndex, USDT_MASTER_RAW } from '../../local-index-server/sample-data';
import { nodeEmulatorWasm } from '../../node-host/emulator-wasm';

/** Owners derived in each pass. */
export const DERIVATIONS = 10_000;

/** What one run prints. */
export interface DeriveCpu {
  derivations: number;
  session: number;
  /** CPU-ms of the first pass, the engine's start included. */
  cold_ms: number;
  /** CPU-ms of the second pass. */
  warm_ms: number;
}

/** Owner `i`'s raw address: distinct, spread over the hash's bits. */
const owner = (i: number) =>
  `0:${Array.from({ length: 8 }, (_, k) =>
    (((i + 1) * 2_654_435_761 * (k + 1)) >>> 0).toString(16).padStart(8, '0'),
  )
    .join('')
    .toUpperCase()}`;

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const master = buildSampleIndex().list.find((a) => a.raw === USDT_MASTER_RAW)!;
const owners = Array.from({ length: DERIVATIONS }, (_, i) => owner(i));
const engine = createTvmEngine({ wasm: nodeEmulatorWasm });

/** Derives every owner's wallet in sessions of DERIVE_CHUNK; the distinct wallets. */
async function pass(): Promise<number> {
  const wallets = new Set<string>();
  for (let start = 0; start < owners.length; start += DERIVE_CHUNK) {
    const results = await engine.runGetMethods({
      code_boc: master.code!.boc,
      unix_time: 1_721_068_768,
      calls: owners.slice(start, start + DERIVE_CHUNK).map((o) => ({
        address: master.raw,
        data_boc: master.data!.boc,
        balance: master.balance,
        method: 'get_wallet_address',
        args: [addressArgument(o)],
      })),
    });
    for (const r of results) {
      const [slice] = r.ran && r.exit_code === 0 ? r.stack : [];
      if (slice?.type !== 'slice' || !slice.address)
        throw new Error(`a derivation failed: ${JSON.stringify(r)}`);
      wallets.add(slice.address);
    }
  }
  return wallets.size;
}

const start = cpuMs();
const cold = await pass();
const middle = cpuMs();
const warm = await pass();
const end = cpuMs();
if (cold !== DERIVATIONS || warm !== DERIVATIONS)
  throw new Error(`derived ${cold} and ${warm} distinct wallets`);
const line: DeriveCpu = {
  derivations: DERIVATIONS,
  session: DERIVE_CHUNK,
  cold_ms: Math.round(middle - start),
  warm_ms: Math.round(end - middle),
};
console.log(JSON.stringify(line));
