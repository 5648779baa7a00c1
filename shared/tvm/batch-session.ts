/**
 * One emulator session of the engine's batch (shared/tvm/engine.ts): up to 255 prepared calls run by
 * the RUNVM program of shared/tvm/batch-wrapper.ts, each with its own gas limit. When every call asks
 * one state's one method about one address each, the addresses travel packed to the address program.
 */
import { Address, beginCell, type Cell, serializeTuple, type TupleItem } from '@ton/core';
import { ADDRESS_BATCH_WRAPPER_BOC, BATCH_WRAPPER_BOC } from './batch-wrapper';
import {
  cellBoc,
  EMPTY_CELL,
  EMPTY_CELL_BOC,
  invoke,
  readResult,
  type EngineContext,
} from './engine-context';
import type { ResolvedLimits } from './limits';
import type { StackArgument, StackValue } from './stack-schema';
import { addressSliceBoc, type ReadStack } from './stack-boc';
import { addressSessionBoc, sessionBase, type SessionBase } from './session-stack-boc';

/** Gas the batch program itself may spend per call (tuple work and RUNVM's own price). */
const WRAPPER_GAS_PER_CALL = 50_000n;

/** A call ready for the batch program. */
export interface PreparedCall {
  data: Cell;
  address: string;
  balance: bigint;
  methodId: number;
  /** The arguments for the general path (built on demand: an address argument travels packed). */
  stack: () => TupleItem[];
  /** When the only argument is a slice holding exactly this address (the packed fast path). */
  addressArgument?: Address;
}

/** What one call of a session answered. */
export interface SessionAnswer {
  exit: number;
  gas: number;
  stack: StackValue[];
}

/** The address of a call's only argument when it is exactly an address slice, else undefined. */
export function soleAddressArgument(args: readonly StackArgument[]): Address | undefined {
  const [arg] = args;
  if (args.length !== 1 || arg?.type !== 'slice' || !arg.address) return undefined;
  // The claim is checked against the BoC itself: the argument run is the one that was sent.
  return addressSliceBoc(arg.address) === arg.boc ? Address.parseRaw(arg.address) : undefined;
}

/** When every call asks one state's one method about one address each: the addresses, else null. */
function uniformAddressCalls(calls: readonly PreparedCall[]): Address[] | null {
  const first = calls[0]!;
  const addresses: Address[] = [];
  for (const call of calls) {
    if (
      !call.addressArgument ||
      call.data !== first.data ||
      call.balance !== first.balance ||
      call.methodId !== first.methodId ||
      call.address !== first.address
    )
      return null;
    addresses.push(call.addressArgument);
  }
  return addresses;
}

/** Addresses packed three to a cell (3 × 267 bits), chained by their first reference. */
function packAddresses(addresses: readonly Address[]): Cell {
  let next: Cell | null = null;
  for (let end = addresses.length; end > 0; end -= 3) {
    const builder = beginCell();
    for (const address of addresses.slice(Math.max(0, end - 3), end)) builder.storeAddress(address);
    if (next) builder.storeRef(next);
    next = builder.endCell();
  }
  return next ?? EMPTY_CELL;
}

/** A tuple of an account's state: data, address slice, balance. */
function stateItems(call: PreparedCall): TupleItem[] {
  return [
    { type: 'cell', cell: call.data },
    { type: 'slice', cell: beginCell().storeAddress(Address.parseRaw(call.address)).endCell() },
    { type: 'int', value: call.balance },
  ];
}

/** Each call's tuple: its arguments, then only what differs from the first call's state and method. */
function callItems(calls: readonly PreparedCall[]): TupleItem[] {
  const first = calls[0]!;
  return calls.map((call) => {
    const fields: TupleItem[] = [{ type: 'tuple', items: call.stack() }];
    const same = call.data === first.data && call.address === first.address && call.balance === first.balance;
    if (!same) fields.push(...stateItems(call));
    if (call.methodId !== first.methodId) {
      if (same) fields.push({ type: 'null' }, { type: 'null' }, { type: 'null' });
      fields.push({ type: 'int', value: BigInt(call.methodId) });
    }
    return { type: 'tuple', items: fields };
  });
}

/** The entries every session's stack starts with: the code, the child code, the gas and the defaults. */
function commonItems(code: Cell, first: PreparedCall, limits: ResolvedLimits): TupleItem[] {
  const childCode = code.isExotic ? beginCell().storeRef(code).endCell() : code;
  // The first call's state is the default; later calls send only what differs from it.
  const defaults: TupleItem = {
    type: 'tuple',
    items: [...stateItems(first), { type: 'int', value: BigInt(first.methodId) }],
  };
  return [
    { type: 'cell', cell: code },
    { type: 'cell', cell: childCode },
    { type: 'int', value: BigInt(limits.gas) },
    defaults,
  ];
}

/**
 * The batch program's stack, built with @ton/core: the code, the defaults (the first call's state),
 * then the calls — or the addresses packed and their count.
 */
export function sessionStack(
  code: Cell,
  calls: readonly PreparedCall[],
  addresses: Address[] | null,
  limits: ResolvedLimits,
): TupleItem[] {
  const common = commonItems(code, calls[0]!, limits);
  return addresses
    ? [
        ...common,
        { type: 'cell' as const, cell: packAddresses(addresses) },
        { type: 'int' as const, value: BigInt(addresses.length) },
      ]
    : [...common, { type: 'tuple' as const, items: callItems(calls) }];
}

/** The last session base of each code, with what it was made of. */
const bases = new WeakMap<
  Cell,
  { data: Cell; address: string; balance: bigint; methodId: number; gas: number; base: SessionBase }
>();

/** The base of an address session (the stack under its addresses), made once per state, method and gas. */
function baseOf(code: Cell, first: PreparedCall, limits: ResolvedLimits): SessionBase {
  const known = bases.get(code);
  if (
    known &&
    known.data === first.data &&
    known.address === first.address &&
    known.balance === first.balance &&
    known.methodId === first.methodId &&
    known.gas === limits.gas
  )
    return known.base;
  const common = commonItems(code, first, limits);
  // The cell a stack of these entries and one more references as its rest: the same tree.
  const base = sessionBase(serializeTuple([...common, { type: 'null' }]).refs[0]!, common.length);
  bases.set(code, {
    data: first.data,
    address: first.address,
    balance: first.balance,
    methodId: first.methodId,
    gas: limits.gas,
    base,
  });
  return base;
}

/**
 * The session's stack as a BoC: an address session's written directly over its base (no hashing of
 * the addresses' cells, no serialising of the code and data again), any other with @ton/core.
 */
export function sessionStackBoc(
  code: Cell,
  calls: readonly PreparedCall[],
  addresses: Address[] | null,
  limits: ResolvedLimits,
): string {
  const direct = addresses ? addressSessionBoc(baseOf(code, calls[0]!, limits), addresses) : null;
  return direct ?? cellBoc(serializeTuple(sessionStack(code, calls, addresses, limits)));
}

/** One emulator session for up to 255 prepared calls; null when the session itself failed. */
export async function runSession(
  context: EngineContext,
  code: Cell,
  unixTime: number,
  calls: readonly PreparedCall[],
  libs: Cell | null,
  limits: ResolvedLimits,
): Promise<SessionAnswer[] | null> {
  const first = calls[0]!;
  const addresses = uniformAddressCalls(calls);
  const output = await invoke(
    context,
    {
      code: addresses ? ADDRESS_BATCH_WRAPPER_BOC : BATCH_WRAPPER_BOC,
      data: EMPTY_CELL_BOC,
      libs: libs ? cellBoc(libs) : null,
      address: first.address,
      balance: 0n,
      unixTime,
      methodId: 0,
      gasLimit: BigInt(calls.length) * (BigInt(limits.gas) + WRAPPER_GAS_PER_CALL),
      stack: sessionStackBoc(code, calls, addresses, limits),
      config: context.config.boc,
    },
    limits,
    { method: 'a batch', address: first.address },
    null,
  );
  if ('ran' in output || !output.success || output.vm_exit_code !== 0) return null;
  let read: ReadStack;
  try {
    read = readResult(context, output.stack, true);
  } catch {
    context.discard();
    return null;
  }
  return sessionAnswers(read, calls.length);
}

/**
 * Each call's exit, gas and stack from the session's result (`[results…, exit, gas]` a call); null when
 * it is not one per call — also when a call's entries passed the bounds before its exit and gas.
 */
function sessionAnswers(read: ReadStack, count: number): SessionAnswer[] | null {
  const [results] = read.values;
  if (results?.type !== 'tuple' || results.items.length !== count) return null;
  const answers: SessionAnswer[] = [];
  for (const item of results.items) {
    if (item.type !== 'tuple' || item.items.length < 2) return null;
    const exit = item.items.at(-2);
    const gas = item.items.at(-1);
    if (exit?.type !== 'int' || gas?.type !== 'int') return null;
    answers.push({ exit: Number(exit.value), gas: Number(gas.value), stack: item.items.slice(0, -2) });
  }
  return answers;
}
