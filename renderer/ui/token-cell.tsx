/**
 * The token column's content for the results table (wired there by the lead): the metadata states as
 * badges (scam, NSFW, unreadable, pending), the name and symbol as server text — isolated, so a
 * right-to-left override in a name cannot turn "· jetton wallet" around; cut to a bound; warned when
 * they mix scripts or hide characters — then the type and the jetton balance, which are the app's own.
 */
import type { TokenSummary } from '../../shared/format/token-summary';
import { tokenTypeLabel } from '../../shared/format/token-summary';
import { MetadataStateBadges } from './metadata-state-badge';
import { ServerText } from './server-text';

/** Characters of a name / symbol shown in a table cell. */
const NAME_MAX = 60;
const SYMBOL_MAX = 16;

/** A short plain-text title for the cell (bounded: never the whole of a 10 MB name). */
export function tokenCellTitle(token: TokenSummary | null): string | undefined {
  if (!token) return undefined;
  const cut = (text: string | undefined, max: number) =>
    text === undefined ? '' : text.length > max ? `${text.slice(0, max)}…` : text;
  const name = cut(token.name, NAME_MAX * 2);
  const symbol = token.symbol ? ` (${cut(token.symbol, SYMBOL_MAX * 2)})` : '';
  return `${name}${symbol}${name || symbol ? ' · ' : ''}${tokenTypeLabel(token.type)}`;
}

/** The cell's content. */
export function TokenCell(props: { token: TokenSummary | null }) {
  const { token } = props;
  if (!token) return null;
  const state = { scam: token.isScam, nsfw: token.isNsfw, invalid: token.invalid, pending: token.pending };
  const type = token.type === 'unknown' && token.pending ? '' : tokenTypeLabel(token.type);
  return (
    <span className="token-cell" data-testid="token-cell">
      <MetadataStateBadges state={state} />
      {token.name !== undefined && <ServerText text={token.name} label="Token name" max={NAME_MAX} />}
      {token.symbol !== undefined && (
        <>
          {' ('}
          <ServerText text={token.symbol} label="Token symbol" max={SYMBOL_MAX} />
          {')'}
        </>
      )}
      {type && (
        <span className="token-type">
          {token.name !== undefined || token.symbol !== undefined ? ' · ' : ''}
          {type}
        </span>
      )}
      {token.jettonBalance !== undefined && <span className="muted"> · {token.jettonBalance}</span>}
    </span>
  );
}
