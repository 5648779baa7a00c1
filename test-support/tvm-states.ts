/** Indexed states for tests of the contract details: real code and data cells, nothing else known. */
import type { Cell } from '@ton/core';
import { runtime, text } from 'ton-assembly';
import type { AccountLookup, AccountState, Metadata } from '../shared/api/account-states';
import { inspectAccounts, type InspectedAccount } from '../shared/contracts/inspect';
import type { TvmRunner } from '../shared/tvm/runner';
import { cellToBoc } from '../shared/tvm/stack';

/** A raw address made of one number, `0:00…0N`. */
export const rawOf = (n: number): string => `0:${n.toString(16).padStart(64, '0').toUpperCase()}`;

/** An active state as the indexer returns it (code and data as BoCs). */
export function stateOf(
  address: string,
  code: Cell,
  data: Cell,
  extra: Partial<AccountState> = {},
): AccountState {
  return {
    address,
    account_state_hash: `${'A'.repeat(43)}=`,
    balance: '1000000000',
    extra_currencies: {},
    status: 'active',
    last_transaction_hash: null,
    last_transaction_lt: null,
    code_boc: cellToBoc(code),
    data_boc: cellToBoc(data),
    interfaces: null,
    contract_methods: null,
    ...extra,
  };
}

/**
 * Inspects states; `more` answers the follow-up lookup (masters, collections), `metadata` is the indexer's,
 * `network` the indexer's network (a jetton master is judged on it).
 */
export function inspectStates(
  runner: TvmRunner,
  states: AccountState[],
  options: { metadata?: Metadata; more?: AccountState[]; network?: 'mainnet' | 'testnet' } = {},
): Promise<InspectedAccount[]> {
  const more = options.more;
  return inspectAccounts({
    lookup: { accounts: states, address_book: {}, metadata: options.metadata ?? {}, not_found: [] },
    unixTime: 1_721_068_768,
    runner,
    ...(options.network ? { network: options.network } : {}),
    ...(more
      ? {
          lookupMore: async (raws: string[]): Promise<AccountLookup> => ({
            accounts: more.filter((s) => raws.includes(s.address)),
            address_book: {},
            metadata: {},
            not_found: raws.filter((r) => !more.some((s) => s.address === r)),
          }),
        }
      : {}),
  });
}

/** A program in ton-assembly's syntax (the assembler of @ton/sandbox's tool chain) as a code cell. */
export function assemble(source: string): Cell {
  const parsed = text.parse('test.tasm', source);
  if (parsed.$ !== 'ParseSuccess') throw new Error(`not assembled: ${JSON.stringify(parsed.error)}`);
  return runtime.compileCell(parsed.instructions);
}
