/**
 * Hostile and broken contracts, served like any account (`--hostile-contracts`, or
 * `startIndexServer({ hostileContracts: true })`): what an indexer — or a chain — can hand the app's
 * emulator. Each is real code: tiny programs assembled with ton-assembly (the assembler of
 * @ton/sandbox's tool chain), two jetton masters compiled from FunC with @ton-community/func-js (the
 * official compiler as WebAssembly, a peer of @ton/sandbox), and the real USD₮ and NFT codes with data
 * that lies. The table in docs/hostile-indexer.md says what the app makes of each; cli/hostile-contracts.int.test.ts and the fuzz tier (node-host/emulator-fuzz.int.test.ts) run them.
 */
import { Address, beginCell, Cell } from '@ton/core';
import { runtime, text } from 'ton-assembly';
import { codeInfo, codeInfoOf, type CodeInfo } from './contract-codes';
import {
  dataInfo,
  nftItemData,
  offchainContent,
  stablecoinWalletData,
  stateInitAddress,
} from './contract-data';
import type { AccountRecord, IndexData } from './index-data';
import { USDT_MASTER_RAW } from './sample-data';
import { derivedHash } from './seeded-random';

/** The hostile contracts, by label. */
export const HOSTILE_CONTRACT_LABELS = [
  'stack-1000-values',
  'tuple-310-deep',
  'tuple-400-deep',
  'continuation-result',
  'gas-burner',
  'memory-hog',
  'big-data-255',
  'deep-code',
  'repeated-cells',
  'jetton-master-foreign-wallet',
  'jetton-master-gas-burner',
  'usdt-wallet-junk-status',
  'usdt-wallet-fake',
  'nft-item-foreign-collection',
  // The gas burner's code at nine more accounts: ten burners in one inspect.
  'gas-burner-2',
  'gas-burner-3',
  'gas-burner-4',
  'gas-burner-5',
  'gas-burner-6',
  'gas-burner-7',
  'gas-burner-8',
  'gas-burner-9',
  'gas-burner-10',
  'key-claimer',
] as const;
export type HostileContractLabel = (typeof HOSTILE_CONTRACT_LABELS)[number];

/** One hostile contract as served. */
export interface HostileContract {
  label: HostileContractLabel;
  /** Raw address `wc:HEX`. */
  raw: string;
  /** What it does. */
  note: string;
}

/** Assembles a program (ton-assembly's syntax). Every get-method id runs it: the id is dropped first. */
function assemble(source: string): Cell {
  const parsed = text.parse('hostile.tasm', source);
  if (parsed.$ !== 'ParseSuccess') throw new Error(`hostile contract: ${JSON.stringify(parsed.error)}`);
  return runtime.compileCell(parsed.instructions);
}

/** The few FunC built-ins the masters use (FunC's stdlib.fc is not shipped with func-js). */
const FUNC_PRELUDE = `
cell get_data() asm "c4 PUSH";
slice begin_parse(cell c) asm "CTOS";
(slice, slice) load_msg_addr(slice s) asm( -> 1 0) "LDMSGADDR";
(slice, cell) load_ref(slice s) asm( -> 1 0) "LDREF";
() burn() impure asm "<{ }> PUSHCONT AGAIN";
`;

/** A jetton master's get_jetton_data over data `admin, wallet, ^content, ^wallet_code`. */
const JETTON_DATA_FUNC = `
(int, int, slice, cell, cell) get_jetton_data() method_id {
  slice ds = get_data().begin_parse();
  slice admin = ds~load_msg_addr();
  ds~load_msg_addr();
  return (777000000000, -1, admin, ds~load_ref(), ds~load_ref());
}
() recv_internal() impure { }
`;

/** Whatever the owner, the same wallet: the one stored in the data (another owner's). */
const FOREIGN_WALLET_FUNC = `${FUNC_PRELUDE}${JETTON_DATA_FUNC}
slice get_wallet_address(slice owner) method_id {
  slice ds = get_data().begin_parse();
  ds~load_msg_addr();
  return ds~load_msg_addr();
}
`;

/** get_wallet_address loops until the gas runs out. */
const GAS_BURNER_FUNC = `${FUNC_PRELUDE}${JETTON_DATA_FUNC}
slice get_wallet_address(slice owner) method_id {
  burn();
  return owner;
}
`;

/** Unknown code that answers `seqno` and `get_public_key` like a wallet, with whatever key its data holds. */
const KEY_CLAIMER_FUNC = `${FUNC_PRELUDE}
int seqno() method_id { return 0; }
int get_public_key() method_id { return get_data().begin_parse().preload_uint(256); }
() recv_internal() impure { }
`;

/** The public key a v3/v4 wallet's data holds (after its seqno and wallet id). */
function walletKey(record: AccountRecord | undefined): bigint {
  const slice = Cell.fromBase64(record!.data!.boc).beginParse();
  slice.skip(64);
  return slice.loadUintBig(256);
}

/** The process events func-js's Emscripten build takes over. */
const PROCESS_FAULT_EVENTS = ['uncaughtException', 'unhandledRejection'] as const;

/**
 * Runs `work` (a FunC compile) and then takes away the process handlers it added. func-js's Emscripten
 * build adds handlers that rethrow every uncaught exception and unhandled rejection; rethrown from a
 * handler, Node ends the process with exit code 7. The host — a test runner's worker, this server's own
 * process — then died on the first unrelated rejection, instead of reporting it (a Playwright worker
 * that had served these contracts crashed on a route callback left running at a page's close).
 */
async function keepingProcessHandlers<T>(work: () => Promise<T>): Promise<T> {
  // Typed as a plain emitter: Node's overloads for `process` take one event name at a time.
  const host: NodeJS.EventEmitter = process;
  const before = new Map(PROCESS_FAULT_EVENTS.map((event) => [event, new Set(host.listeners(event))]));
  try {
    return await work();
  } finally {
    for (const event of PROCESS_FAULT_EVENTS)
      for (const listener of host.listeners(event))
        if (!before.get(event)!.has(listener)) host.off(event, listener as (...args: unknown[]) => void);
  }
}

/** Compiled FunC, once per process (the compiler is WebAssembly: about a second). */
const compiled = new Map<string, Promise<Cell>>();
function compile(source: string): Promise<Cell> {
  let cell = compiled.get(source);
  if (!cell) {
    // Loaded on first use: the compiler is large, and most servers never build these contracts.
    cell = import('@ton-community/func-js')
      .then(({ compileFunc }) =>
        keepingProcessHandlers(() =>
          compileFunc({ targets: ['master.fc'], sources: { 'master.fc': source } }),
        ),
      )
      .then((result) => {
        if (result.status !== 'ok') throw new Error(`hostile contract: FunC: ${result.message}`);
        return Cell.fromBase64(result.codeBoc);
      });
    compiled.set(source, cell);
  }
  return cell;
}

/** A data tree of unique 127-byte cells, three references each, `levels` deep (9 levels: 1.25 MB). */
function bigData(levels: number): Cell {
  let counter = 0;
  const build = (level: number): Cell => {
    const bytes = Buffer.alloc(127);
    for (let i = 0; i < 127; i += 4) bytes.writeUInt32BE((counter * 2654435761 + i) >>> 0, Math.min(i, 123));
    counter++;
    const builder = beginCell().storeBuffer(bytes);
    if (level > 1) for (let r = 0; r < 3; r++) builder.storeRef(build(level - 1));
    return builder.endCell();
  };
  return build(levels);
}

/** The labels of the gas burner's copies. */
const GAS_BURNER_COPIES = HOSTILE_CONTRACT_LABELS.filter((label) => /^gas-burner-\d+$/.test(label));

/** A chain of `depth` cells, each holding the next: deeper than the 1,024 levels TVM loads. */
function deepChain(depth: number): Cell {
  let cell = beginCell().storeUint(0xac, 8).endCell();
  for (let i = 1; i < depth; i++)
    cell = beginCell()
      .storeUint(i & 0xff, 8)
      .storeRef(cell)
      .endCell();
  return cell;
}

/**
 * Code whose cells repeat: `levels` cells, each a NOP referencing the next twice, down to one that
 * throws 11 — 17 levels are 18 cells (a 136-character BoC) but 262,143 paths, so a disassembler that
 * writes a cell out wherever it is referenced prints 52.8 MB. Run, it throws 11 (the NOPs jump to their
 * first reference).
 */
export function repeatedCells(levels: number): Cell {
  let cell = assemble('THROW_SHORT 11');
  for (let i = 0; i < levels; i++) cell = beginCell().storeUint(0, 8).storeRef(cell).storeRef(cell).endCell();
  return cell;
}

/** A fresh raw address for a hostile contract (none of them is derived from its state). */
const addressFor = (label: string): string =>
  `0:${Buffer.from(derivedHash('hostile-contract', label), 'base64').toString('hex').toUpperCase()}`;

/** An active account. */
function record(label: HostileContractLabel, raw: string, code: CodeInfo, data: Cell): AccountRecord {
  return {
    raw,
    status: 'active',
    balance: '1000000000',
    extraCurrencies: {},
    accountStateHash: derivedHash('hostile-contract', label, 'account_state_hash'),
    lastTransactionHash: derivedHash('hostile-contract', label, 'last_transaction_hash'),
    lastTransactionLt: '48000000000001',
    code,
    data: dataInfo(data),
    label,
  };
}

/**
 * Builds the hostile contracts and adds them to `data`. `foreignWallet` is the jetton wallet the
 * foreign-wallet master names for every owner (the sample `jetton-wallet-1`, owned by `wallet-v4r2`),
 * `owner` the owner the fake USD₮ wallet and the NFT item name, whose key the key claimer claims (the
 * sample `wallet-v4r2`), `collection` the sample `nft-collection`.
 */
export async function addHostileContracts(
  data: IndexData,
  links: { foreignWallet: string; owner: string; collection: string },
): Promise<HostileContract[]> {
  const empty = beginCell().endCell();
  // Loops until its gas runs out, whatever the method.
  const burner = assemble('DROP\nPUSHINT_LONG 1000000000\nPUSHREFCONT {\n  NOP\n}\nREPEAT');
  const contracts: Array<{
    label: HostileContractLabel;
    note: string;
    raw?: string;
    code: Cell;
    data: Cell;
  }> = [
    {
      label: 'stack-1000-values',
      note: 'every get-method leaves 1,000 values on the stack',
      code: assemble('DROP\nPUSHINT_4 1\nPUSHINT_LONG 999\nPUSHREFCONT {\n  DUP\n}\nREPEAT'),
      data: empty,
    },
    {
      label: 'tuple-310-deep',
      note: 'every get-method returns a tuple nested 310 deep',
      code: assemble('DROP\nPUSHNULL\nPUSHINT_LONG 310\nPUSHREFCONT {\n  TUPLE 1\n}\nREPEAT'),
      data: empty,
    },
    {
      label: 'tuple-400-deep',
      note: 'every get-method returns a tuple nested 400 deep',
      code: assemble('DROP\nPUSHNULL\nPUSHINT_LONG 400\nPUSHREFCONT {\n  TUPLE 1\n}\nREPEAT'),
      data: empty,
    },
    {
      label: 'continuation-result',
      note: 'every get-method returns 5, a continuation, 7',
      code: assemble('DROP\nPUSHINT_4 5\nPUSHCONT {\n  NOP\n}\nPUSHINT_4 7'),
      data: empty,
    },
    {
      label: 'gas-burner',
      note: 'every get-method loops until its gas runs out',
      code: burner,
      data: empty,
    },
    {
      label: 'memory-hog',
      note: 'every get-method pushes values until its gas (or memory) runs out',
      code: assemble('DROP\nPUSHINT_4 0\nPUSHINT_LONG 1000000000\nPUSHREFCONT {\n  DUP\n}\nREPEAT'),
      data: empty,
    },
    {
      label: 'big-data-255',
      note: 'a 1.25 MB data cell (9,841 cells), returned 255 times by every get-method',
      code: assemble('DROP\nPUSHCTR c4\nPUSHINT_LONG 254\nPUSHREFCONT {\n  DUP\n}\nREPEAT'),
      data: bigData(9),
    },
    {
      label: 'deep-code',
      note: 'code 1,100 cells deep (TVM loads at most 1,024 levels)',
      code: deepChain(1100),
      data: empty,
    },
    {
      label: 'repeated-cells',
      note: 'code of 18 cells, 17 levels each referencing the next twice (262,143 paths); every get-method throws 11',
      code: repeatedCells(17),
      data: empty,
    },
    {
      label: 'jetton-master-foreign-wallet',
      note: "a jetton master whose get_wallet_address names jetton-wallet-1 (wallet-v4r2's, of jetton-master) for every owner",
      code: await compile(FOREIGN_WALLET_FUNC),
      data: beginCell()
        .storeAddress(Address.parseRaw(links.owner))
        .storeAddress(Address.parseRaw(links.foreignWallet))
        .storeRef(offchainContent('https://hostile.example/hst.json'))
        .storeRef(codeInfo('jetton_wallet (tonweb').cell)
        .endCell(),
    },
    {
      label: 'jetton-master-gas-burner',
      note: 'a jetton master whose get_jetton_data answers and whose get_wallet_address loops until its gas runs out',
      code: await compile(GAS_BURNER_FUNC),
      data: beginCell()
        .storeAddress(Address.parseRaw(links.owner))
        .storeAddress(Address.parseRaw(links.owner))
        .storeRef(offchainContent('https://hostile.example/burn.json'))
        .storeRef(codeInfo('jetton_wallet (tonweb').cell)
        .endCell(),
    },
    (() => {
      // The real USD₮ wallet at the address the USD₮ master derives for its owner, status 9.
      const usdt = Address.parseRaw(USDT_MASTER_RAW);
      const owner = Address.parseRaw(addressFor('usdt-wallet-junk-status owner'));
      const code = codeInfo('jetton_wallet (mainnet USDT').cell;
      return {
        label: 'usdt-wallet-junk-status' as const,
        note: 'a USD₮ wallet (real code, where the master derives it for its owner) whose get_status answers 9, which is no lock status',
        raw: stateInitAddress(0, code, stablecoinWalletData(0, 0n, owner, usdt)),
        code,
        data: stablecoinWalletData(9, 3_000_000n, owner, usdt),
      };
    })(),
    {
      label: 'usdt-wallet-fake',
      note: 'real USD₮ wallet code and data naming wallet-v4r2 and the USD₮ master, at an address the master does not derive',
      code: codeInfo('jetton_wallet (mainnet USDT').cell,
      data: stablecoinWalletData(
        0,
        1_000_000_000_000n,
        Address.parseRaw(links.owner),
        Address.parseRaw(USDT_MASTER_RAW),
      ),
    },
    {
      label: 'nft-item-foreign-collection',
      note: 'a real NFT item naming nft-collection as its collection (index 3), at an address the collection does not derive',
      code: codeInfo('nft_item (tonweb').cell,
      data: nftItemData(
        3,
        Address.parseRaw(links.collection),
        Address.parseRaw(links.owner),
        beginCell().storeStringTail('3.json').endCell(),
      ),
    },
    ...GAS_BURNER_COPIES.map((label, i) => ({
      label,
      note: `the gas burner's code again (its data the byte ${i + 2}): ten burners in one inspect`,
      code: burner,
      data: beginCell()
        .storeUint(i + 2, 8)
        .endCell(),
    })),
    {
      label: 'key-claimer',
      note: "code no table names, answering seqno and get_public_key with wallet-v4r2's key: it claims wallet-v4r2 and its key's other wallets as its own",
      code: await compile(KEY_CLAIMER_FUNC),
      data: beginCell()
        .storeUint(walletKey(data.get(links.owner)), 256)
        .endCell(),
    },
  ];
  return contracts.map((contract) => {
    const raw = contract.raw ?? addressFor(contract.label);
    data.put(
      record(contract.label, raw, codeInfoOf(`hostile ${contract.label}`, contract.code), contract.data),
    );
    return { label: contract.label, raw, note: contract.note };
  });
}
