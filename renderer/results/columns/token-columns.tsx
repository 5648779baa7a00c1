/**
 * What the indexer's metadata names: the token (its metadata states as badges, name or symbol, a jetton
 * wallet's balance in token units, never clipped) and the domain. Server strings go through ServerText:
 * inert, bidi-isolated, look-alikes and hidden characters warned of, cut to a bound (a 10 MB name costs
 * what a short one does), and the titles are bounded too.
 */
import { shortenText } from '../../../shared/format/text-safety';
import { MetadataStateBadges } from '../../ui/metadata-state-badge';
import { ServerText } from '../../ui/server-text';
import type { ColumnSpec } from '../../model/column-spec';
import { tokenLabel, tokenTypeLabel, type TokenSummary } from '../../../shared/format/token-summary';
import { localizeDecimal, numberStyle } from '../../../shared/format/locale-format';
import { RowLookAlike } from '../../model/row-look-alike';

/** Characters of a server name shown in a cell, and in its title. */
const CELL_TEXT_MAX = 60;
const TITLE_MAX = 200;

const GROUP = 'Tokens';

/** A short plain-text title for the cell (bounded: never the whole of a 10 MB name). */
function tokenCellTitle(token: TokenSummary): string {
  const cut = (text: string | undefined, max: number) =>
    text === undefined ? '' : text.length > max ? `${text.slice(0, max)}…` : text;
  const name = cut(token.name, 2 * CELL_TEXT_MAX);
  const symbol = token.symbol ? ` (${cut(token.symbol, 32)})` : '';
  return `${name}${symbol}${name || symbol ? ' · ' : ''}${tokenTypeLabel(token.type)}`;
}

/**
 * A jetton balance as one text node; only its fraction is ever cut (the box is never narrower than the
 * whole part and the ellipsis), the exact value in the title and what a copy gets.
 */
function JettonBalance(props: { text: string }) {
  const whole = props.text.split(numberStyle().decimal)[0]!.length;
  return (
    <span
      className="token-balance mono"
      data-testid="jetton-balance"
      title={props.text}
      style={{ minWidth: `${whole + 1}ch` }}
    >
      {props.text}
    </span>
  );
}

/** The built-in token and name columns. */
export const TOKEN_COLUMNS: readonly ColumnSpec[] = [
  {
    id: 'token',
    label: 'Token',
    group: GROUP,
    width: 220,
    minWidth: 90,
    defaultVisible: true,
    cell: (row) => {
      const token = row.token;
      if (!token) return '';
      const balance = token.jettonBalance;
      const title = tokenCellTitle(token);
      const state = {
        scam: token.isScam,
        nsfw: token.isNsfw,
        invalid: token.invalid,
        pending: token.pending,
      };
      const name = token.symbol ?? token.name;
      return (
        <span className="token-cell" title={balance === undefined ? title : `${title}\nBalance ${balance}`}>
          <MetadataStateBadges state={state} />
          <RowLookAlike row={row} />
          <span className={balance === undefined ? 'token-name' : 'token-name beside-balance'}>
            {name === undefined ? (
              tokenLabel(token)
            ) : (
              <ServerText
                text={name}
                label={token.symbol === undefined ? 'Token name' : 'Token symbol'}
                max={CELL_TEXT_MAX}
              />
            )}
          </span>
          {balance !== undefined && <JettonBalance text={localizeDecimal(balance)} />}
        </span>
      );
    },
    text: (row) => {
      const token = row.token;
      if (!token) return undefined;
      return token.jettonBalance === undefined
        ? tokenLabel(token)
        : `${tokenLabel(token)} · ${token.jettonBalance}`;
    },
  },
  {
    id: 'domain',
    label: 'Domain',
    group: GROUP,
    width: 150,
    minWidth: 70,
    defaultVisible: true,
    cell: (row) =>
      row.book?.domain ? (
        <span title={shortenText(row.book.domain, TITLE_MAX).shown}>
          <ServerText text={row.book.domain} label="Domain" max={CELL_TEXT_MAX} />
        </span>
      ) : (
        ''
      ),
    text: (row) => row.book?.domain ?? undefined,
  },
];
