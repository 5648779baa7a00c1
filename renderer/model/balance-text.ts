/**
 * The balance cell's text. A nonexist account has no balance (the indexer's "0" is not money sitting
 * there) and a not-found address has nothing at all; neither is ever shown as "0 TON".
 */
import { formatNanotons } from '../../shared/format/amounts';
import { displayAmountOptions } from '../../shared/format/locale-format';
import type { ResultRow } from './result-rows';

/** Text, whether it is a real balance, and a title explaining the other cases. */
export function balanceText(row: ResultRow): { text: string; real: boolean; title: string } {
  if (!row.account) {
    const title =
      row.status === 'pending'
        ? 'Not arrived yet: its request has not been answered.'
        : row.status === 'failed'
          ? `Its request failed: ${row.failure?.message ?? 'no answer'}`
          : 'The indexer does not know this address.';
    return { text: row.status === 'pending' ? '…' : '—', real: false, title };
  }
  if (row.status === 'nonexist') {
    return {
      text: 'no account',
      real: false,
      title: 'No account at this address on chain — the balance is not a real 0 balance.',
    };
  }
  if (row.account.balance === null) return { text: '—', real: false, title: 'The indexer sent no balance.' };
  const amount = formatNanotons(row.account.balance, displayAmountOptions());
  if (!amount.valid) return { text: '—', real: false, title: `Unreadable balance "${row.account.balance}".` };
  return {
    text: `${amount.text} TON`,
    real: true,
    title: `${row.account.balance} nanotons${amount.negative ? ' (negative: this should never happen on chain)' : ''}`,
  };
}
