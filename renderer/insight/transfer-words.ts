/**
 * What one transfer of a multisig order sends, in a sentence (shared/contracts/message-body.ts reads
 * its body): TON with a comment, a jetton transfer (TEP-74: how much of which jetton, to whom, with the
 * response and forward amounts), an NFT transfer (TEP-62: its new owner), or a body by its op code
 * alone, "not read". A comment is the proposer's words: written inside quotes, marked as the order's,
 * one line with every control or invisible character shown as its marker, so it can neither pose as the
 * app's words nor add lines to "Copy the answer". The page and the answer write the same parts.
 */
import { scaleAmount } from '../../shared/format/amounts';
import { displayAmountOptions } from '../../shared/format/locale-format';
import { markedText } from '../../shared/format/text-safety';
import type { Details, WordPart } from './named-fields';
import { tonText } from './shown-values';

/** Characters of a comment shown (the order holds at most 1,024 bytes of it, message-body.ts). */
const MAX_COMMENT_CHARS = 280;
/** Characters of a jetton's symbol shown (the indexer's or the master's text). */
const MAX_SYMBOL_CHARS = 16;

/** What an NFT transfer's new owner is called among the addresses the page names. */
export const NEW_OWNER_ROLE = 'new owner in its NFT transfer';
/** What a jetton transfer's destination is called among the addresses the page names. */
export const DESTINATION_ROLE = 'destination of its jetton transfer';

/** A comment as the order's words, or what its bytes are when they are no text. */
function commentWords(comment: Details | null): string {
  if (!comment) return '';
  if (typeof comment.text !== 'string')
    return `a comment whose bytes are not UTF-8 text (hex ${String(comment.hex)}${comment.cut === true ? '…' : ''}): not read`;
  // Line breaks and tabs become markers too: the comment stays one line of the answer.
  const oneLine = comment.text.replace(
    /[\t\n\r\u2028\u2029]/g,
    (c) => `[U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}]`,
  );
  const shown = markedText(oneLine, MAX_COMMENT_CHARS);
  const cut = comment.cut === true && !shown.endsWith('…') ? '…' : '';
  return `the comment “${shown}${cut}” (the order’s words, as its proposer wrote them)`;
}

/** Where a jetton's decimals came from, in words. */
function decimalsFrom(source: unknown): string {
  if (source === 'master_content') return 'the master’s content';
  if (source === 'tep64_default') return 'TEP-64’s default';
  return 'the indexer’s metadata of the master';
}

/** A jetton amount: in the jetton's units with its symbol when its decimals are known, always exact in raw units. */
export function jettonAmountText(amount: unknown, jetton: Details | null): string {
  const units = typeof amount === 'string' ? amount : '—';
  if (!jetton || typeof jetton.decimals !== 'number' || !/^\d+$/.test(units))
    return `${units} of the jetton’s smallest units (its decimals are not known here)`;
  const symbol =
    typeof jetton.symbol === 'string' && jetton.symbol !== ''
      ? markedText(jetton.symbol, MAX_SYMBOL_CHARS)
      : 'units of the jetton';
  const whole = scaleAmount(BigInt(units), jetton.decimals, displayAmountOptions());
  return `${whole} ${symbol} (${units} in its smallest units; ${jetton.decimals} decimals from ${decimalsFrom(jetton.decimals_source)})${lookAlikeWords(jetton)}`;
}

/** What a look-alike jetton is not, after its amount (its master judged where it was inspected). */
function lookAlikeWords(jetton: Details): string {
  const lookAlike = jetton.look_alike as { claims: string; real_master: string } | null | undefined;
  if (!lookAlike) return '';
  return ` (⚠ not ${lookAlike.claims}: its master takes ${lookAlike.claims}'s name, but ${lookAlike.claims}'s master is ${lookAlike.real_master})`;
}

/** An address of the message, or "none" when it holds none. */
const addressOr = (raw: unknown, label: string, role?: string): WordPart =>
  typeof raw === 'string' ? { raw, label, wallet: true, ...(role ? { role } : {}) } : 'none';

/**
 * A jetton wallet only sends for its owner (TEP-74): one that names another owner than the order's
 * multisig refuses the transfer, whatever the approvals.
 */
function notTheMultisigs(jetton: Details | null, multisig: unknown): string {
  if (!jetton || typeof jetton.owner !== 'string' || typeof multisig !== 'string') return '';
  return jetton.owner === multisig
    ? ''
    : '. ⚠ That jetton wallet’s owner is not this order’s multisig: the wallet will refuse the transfer';
}

/** A jetton transfer's sentence. */
function jettonTransferWords(a: Details, body: Details, multisig: unknown): WordPart[] {
  const jetton = a.jetton && typeof a.jetton === 'object' ? (a.jetton as Details) : null;
  const comment = commentWords(body.forward_comment as Details | null);
  const payload =
    typeof body.forward_op === 'string'
      ? `, with a forward payload of op ${body.forward_op || '(short)'} (not read)`
      : '';
  return [
    `sends ${jettonAmountText(body.amount, jetton)} of the jetton in wallet `,
    { raw: String(a.to), label: 'jetton wallet' },
    ' to ',
    addressOr(body.destination, 'destination', DESTINATION_ROLE),
    ', response to ',
    addressOr(body.response_destination, 'response address'),
    `, forward ${tonText(body.forward_ton_amount).text}`,
    ...(comment ? [`, with ${comment}`] : []),
    payload,
    ` (the message carries ${tonText(a.amount).text} for the wallet’s fees)`,
    notTheMultisigs(jetton, multisig),
  ];
}

/** An NFT transfer's sentence. */
function nftTransferWords(a: Details, body: Details): WordPart[] {
  return [
    'hands the NFT ',
    { raw: String(a.to), label: 'NFT' },
    ' to the new owner ',
    addressOr(body.new_owner, 'new owner', NEW_OWNER_ROLE),
    ', response to ',
    addressOr(body.response_destination, 'response address'),
    `, forward ${tonText(body.forward_amount).text} (the message carries ${tonText(a.amount).text} for the NFT’s fees)`,
  ];
}

/** What the body is, after "sends X TON to <to>". */
function bodyWords(body: Details): string {
  if (body.type === 'empty') return ', no message body';
  if (body.type === 'comment') return `, with ${commentWords(body.comment as Details)}`;
  if (body.type === 'other') return `, with a message of op ${String(body.op)}: not read`;
  const op = typeof body.op === 'string' ? `of op ${body.op} ` : '';
  return `, with a message ${op}that does not read as its standard says (${String(body.reason)}): not read`;
}

/** One transfer of an order of the multisig `multisig` (raw) in words. */
export function transferWords(a: Details, multisig: unknown): WordPart[] {
  const body = a.body && typeof a.body === 'object' ? (a.body as Details) : null;
  if (!body) return [`sends ${tonText(a.amount).text} to `, { raw: String(a.to), label: 'recipient' }];
  if (body.type === 'jetton_transfer') return jettonTransferWords(a, body, multisig);
  if (body.type === 'nft_transfer') return nftTransferWords(a, body);
  return [`sends ${tonText(a.amount).text} to `, { raw: String(a.to), label: 'recipient' }, bodyWords(body)];
}
