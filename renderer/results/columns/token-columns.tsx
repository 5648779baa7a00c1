/**
 * What the indexer's metadata names: the token (name, symbol, type; a jetton wallet's balance in token
 * units, never clipped) and the domain. These cells stay plain text: server strings are inert here.
 */
import type { ColumnSpec } from '../column-spec';
import { tokenLabel } from '../token-summary';
import { MiddleText } from './middle-text';

const GROUP = 'Tokens';

/** The built-in token and name columns. */
export const TOKEN_COLUMNS: readonly ColumnSpec[] = [
  {
    id: 'token',
    label: 'Token',
    group: GROUP,
    width: 200,
    minWidth: 90,
    defaultVisible: true,
    cell: (row) => {
      const token = row.token;
      if (!token) return '';
      const label = tokenLabel(token);
      const balance = token.jettonBalance;
      return (
        <span className="token-cell" title={balance === undefined ? label : `${label}\nBalance ${balance}${token.symbol ? ` ${token.symbol}` : ''}`}>
          {token.isScam && <span className="scam-mark">scam </span>}
          <span className="token-name">{token.symbol ?? token.name ?? label}</span>
          {balance !== undefined && (
            <span className="token-balance mono" data-testid="jetton-balance">
              <MiddleText text={balance} tail={8} />
            </span>
          )}
        </span>
      );
    },
    text: (row) => {
      const token = row.token;
      if (!token) return undefined;
      return token.jettonBalance === undefined ? tokenLabel(token) : `${tokenLabel(token)} · ${token.jettonBalance}`;
    },
  },
  {
    id: 'domain',
    label: 'Domain',
    group: GROUP,
    width: 150,
    minWidth: 70,
    defaultVisible: true,
    cell: (row) => (row.book?.domain ? <span title={row.book.domain}>{row.book.domain}</span> : ''),
    text: (row) => row.book?.domain ?? undefined,
  },
];
