/**
 * 2FA contracts. Tonkeeper's 2FA extension guards a wallet v5 (its getters, tonkeeper/tongo
 * abi/schemas/tonkeeper_2fa.xml): the wallet it guards, its seqno, the user's seed key, Tonkeeper's root
 * key (the guard) and the delegation (recovery) state. MyTonWallet's 2FA wallet answers only `get_seqno`
 * and `get_recovery_state`; its key and the address it keeps are read from its data by the layout its
 * own code loads (seqno:uint32 address ^cell key:uint256 recovery:uint1 …), listed in `from_data`.
 */
import { z } from 'zod';
import { jsonInteger } from '../stack-reader';
import { jsonIntegerSchema, rawAddressSchema } from './common';
import type { KindExtras } from './kind-extras';

const key = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .nullable();
const hex256 = (value: bigint) => (value < 0n ? null : value.toString(16).padStart(64, '0'));

/** 2FA details. */
export const twoFactorDetailsSchema = z.object({
  two_factor: z.object({
    seqno: jsonIntegerSchema.nullable(),
    /** Tonkeeper: the wallet this extension guards. */
    wallet: rawAddressSchema.nullable().optional(),
    /** The user's key (Tonkeeper: the seed key; MyTonWallet: the wallet's key). */
    public_key: key,
    /** Tonkeeper: the guard's (Tonkeeper's root) key. */
    guard_public_key: key.optional(),
    /** MyTonWallet: the address its data keeps. */
    address_in_data: rawAddressSchema.nullable().optional(),
    /** Tonkeeper: recovery by delegation. MyTonWallet: its recovery flag and time. */
    recovery: z.object({
      active: z.boolean(),
      /** Tonkeeper: recovery is blocked until then; MyTonWallet: the time its data keeps. */
      time: jsonIntegerSchema.nullable(),
    }),
    /** Fields read from the data cell by the code's own layout (the code has no getter for them). */
    from_data: z.array(z.string()).optional(),
  }),
});

/** Tonkeeper's 2FA extension. */
export const TONKEEPER_2FA_EXTRAS: KindExtras = {
  key: 'two_factor',
  calls: [
    { method: 'get_wallet_addr' },
    { method: 'get_seqno' },
    { method: 'get_seed_pubkey' },
    { method: 'get_root_pubkey' },
    { method: 'get_delegation_state' },
  ],
  decode(results) {
    const wallet = results.reader('get_wallet_addr');
    if (!wallet) return null;
    const delegation = results.reader('get_delegation_state');
    const until = delegation?.int(1) ?? null;
    return {
      seqno: results.reader('get_seqno') ? jsonInteger(results.reader('get_seqno')!.int(0)) : null,
      wallet: wallet.address(0),
      public_key: hex256(results.reader('get_seed_pubkey')?.int(0) ?? -1n),
      guard_public_key: hex256(results.reader('get_root_pubkey')?.int(0) ?? -1n),
      recovery: {
        active: delegation ? delegation.flag(0) : false,
        time: until === null || until === 0n ? null : jsonInteger(until),
      },
    };
  },
};

/** MyTonWallet's 2FA wallet. */
export const MYTONWALLET_2FA_EXTRAS: KindExtras = {
  key: 'two_factor',
  calls: [{ method: 'get_seqno' }, { method: 'get_recovery_state' }],
  decode(results, context) {
    const seqno = results.reader('get_seqno');
    if (!seqno) return null;
    const recovery = results.reader('get_recovery_state');
    let publicKey: string | null = null;
    let address: string | null = null;
    const fromData: string[] = [];
    try {
      // The code's own loader: seqno:uint32, an address, a reference, key:uint256, then recovery.
      const slice = context.data?.beginParse();
      if (slice) {
        slice.skip(32);
        const loaded = slice.loadMaybeAddress();
        address = loaded ? `${loaded.workChain}:${loaded.hash.toString('hex').toUpperCase()}` : null;
        publicKey = slice.loadUintBig(256).toString(16).padStart(64, '0');
        fromData.push('public_key', 'address_in_data');
      }
    } catch {
      // A layout other than the code's: those fields stay unknown.
    }
    const time = recovery?.int(1) ?? null;
    return {
      seqno: jsonInteger(seqno.int(0)),
      public_key: publicKey,
      address_in_data: address,
      recovery: {
        active: recovery ? recovery.flag(0) : false,
        time: time === null || time === 0n ? null : jsonInteger(time),
      },
      ...(fromData.length > 0 ? { from_data: fromData } : {}),
    };
  },
};
