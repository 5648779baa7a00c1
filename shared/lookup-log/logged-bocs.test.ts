/**
 * What the lookup log keeps of an account's BoCs: none — but a name item's data (a Telegram name's or a
 * `.ton` domain's, a few hundred bytes), which says whether it is one: a lookup reopened from the log
 * judges a look-alike item as the lookup did. Real mainnet items (local-index-server/fixtures).
 */
import { Address, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { mainnetState } from '../../local-index-server/contract-codes';
import { stateOf } from '../../test-support/tvm-states';
import { itemDataInCollection } from '../../test-support/item-in-collection';
import { loggedAccountStateSchema } from './log-entry';
import { withoutBocs } from './logged-account';

/** The real item `name` as the indexer serves it, with `data` (its own by default). */
function served(name: string, data?: Cell) {
  const state = mainnetState(name);
  const code = Cell.fromBase64(state.code_boc);
  return stateOf(state.address, code, data ?? Cell.fromBase64(state.data_boc), {
    code_hash: code.hash().toString('base64'),
  });
}

describe('the BoCs a logged account keeps', () => {
  it('a name item keeps its data (and no code), read back as it was written', () => {
    const fake = served(
      'telegram-username',
      itemDataInCollection('telegram-username', new Address(0, Buffer.alloc(32, 7))),
    );
    const logged = withoutBocs(fake);
    expect(logged).not.toHaveProperty('code_boc');
    expect(logged.data_boc).toBe(fake.data_boc);
    expect(loggedAccountStateSchema.parse(logged).data_boc).toBe(fake.data_boc);
    expect(withoutBocs(served('dns-item')).data_boc).toBe(served('dns-item').data_boc);
  });

  it('any other account keeps neither', () => {
    for (const name of ['multisig-v2', 'notcoin-jetton-wallet']) {
      const logged = withoutBocs(served(name));
      expect(logged).not.toHaveProperty('code_boc');
      expect(logged).not.toHaveProperty('data_boc');
    }
  });
});
