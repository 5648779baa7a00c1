/**
 * A getgems NFT auction, as named fields (named-fields.ts) the Contract section renders and "Copy the
 * answer" writes alike — on its own page and on the page of the NFT item it holds — the answer to "I bid
 * on an auction and was outbid: where is my TON, and when does it end?" and "I won it, where is the
 * NFT?". The rules are the contract's own (getgems-io/nft-contracts packages/contracts/sources/
 * nft-auction-v3r2/nft-auction-v3r2.func and struct/handles.func, and nft-auction-v3r3.func, @ 7f2cf76ea4db):
 * - `return_last_bid`: a higher bid makes the contract send the previous bid back to its bidder, less a
 *   gas charge it keeps, with the comment "Your bid has been outbid by another user.";
 * - command `finish`/`stop` (op 2), only after `end_time`, from the seller, the marketplace or the last
 *   bidder, or by an external message anyone may send: `end_auction` sends the NFT to the last bidder
 *   and the bid, less the marketplace's fee and the royalty, to the seller (with no bid, the NFT back);
 * - a bid of at least the max bid plus a margin (1 TON in v3r2, 0.1 TON in v3r3) ends it at once
 *   for that bidder; a bid within `step_time` of the end moves the end on by `step_time`;
 * - `cancel`: only before the end and while there is no bid.
 * getgems' earlier auctions differ (v1 returns an outbid bid in full and a late bid finishes it; v2 takes
 * no external message to finish), so the rules are said for v3r2 and v3r3 only, for others not at all.
 * Decoded by shared/contracts/details/sale-details.ts; amounts exact to the nanoton, times UTC.
 */
import { addressField, said, wordsField, type Details, type NamedField, type WordPart } from './named-fields';
import { timeText, tonText, type ShownText } from './shown-values';

/** Who may finish an ended auction, and what finishing does (handles.func `end_auction`). */
const HOW_IT_FINISHES =
  'the NFT goes to the last bidder once the auction is finished: the seller, the marketplace or that bidder sends it "finish", or anyone sends it an external message';

/** The versions whose rules this file says (their code's hash tells them: sale-details.ts). */
const RULED = new Set(['v3r2', 'v3r3']);

/** The contract's rules for bidders, in words (see the file's comment for where each comes from). */
function rules(a: Details): ShownText {
  if (!RULED.has(String(a.version)))
    return {
      text: 'not said: its code is not getgems’ auction v3r2 or v3r3, whose rules the app knows',
      muted: true,
    };
  const buyNow =
    a.max_bid === '0'
      ? ''
      : '; a bid of the max bid (plus a margin for fees) ends it at once for that bidder';
  return {
    text: `an outbid bidder’s TON is sent back by the contract when a higher bid arrives, less a small gas charge (comment “Your bid has been outbid by another user.”); after the end time, finishing the auction sends the NFT to the last bidder and the bid, less fee and royalty, to the seller${buyNow}`,
  };
}

/** Where an auction stands at the indexed time `now` (unknown: judged by its own flags alone). */
type Stage = 'cancelled' | 'finished' | 'waiting' | 'past-end' | 'running';

function stageOf(a: Details, now: number | undefined): Stage {
  // end_auction with no bid cancels, so a cancelled auction is also one that ended without a bid.
  if (a.cancelled === true) return 'cancelled';
  if (a.ended === true) return 'finished';
  if (typeof a.seller !== 'string') return 'waiting';
  return now !== undefined && typeof a.end_time === 'number' && now >= a.end_time ? 'past-end' : 'running';
}

/** A time with its distance from the indexed time, as one run of words. */
function when(unix: unknown, now: number | undefined): string {
  const t = timeText(unix, now);
  return t.aside ? `${t.text} ${t.aside}` : t.text;
}

const hasBid = (a: Details): boolean => typeof a.last_bidder === 'string' && a.last_bid !== '0';

/** The last bid and its bidder ("last bid 12 TON by <bidder>"), or that there is none. */
function lastBidWords(a: Details, role?: string): WordPart[] {
  if (!hasBid(a)) return ['no bid yet'];
  const bidder: WordPart = {
    raw: a.last_bidder as string,
    label: 'last bidder',
    wallet: true,
    ...(role ? { role } : {}),
  };
  return [`last bid ${tonText(a.last_bid).text} by `, bidder];
}

/** Where the auction stands, in one sentence (its own page and its NFT's Owner field say the same). */
export function auctionWords(
  a: Details,
  now: number | undefined,
  roles: { seller?: string; bidder?: string } = {},
): WordPart[] {
  const stage = stageOf(a, now);
  if (stage === 'cancelled') return ['cancelled, or ended with no bid: the NFT was sent back to the seller'];
  if (stage === 'finished')
    return ['finished: the NFT was sent to the last bidder (', ...lastBidWords(a, roles.bidder), ')'];
  if (stage === 'waiting') return ['waiting for the NFT to arrive (no seller yet)'];
  const seller: WordPart = {
    raw: a.seller as string,
    label: 'seller',
    wallet: true,
    ...(roles.seller ? { role: roles.seller } : {}),
  };
  const head: WordPart[] = ['on auction by ', seller, ': ', ...lastBidWords(a, roles.bidder)];
  if (stage === 'running') return [...head, `, ends ${when(a.end_time, now)}`];
  if (!hasBid(a))
    return [
      ...head,
      `; bidding ended ${when(a.end_time, now)}; finishing it sends the NFT back to the seller`,
    ];
  const how = RULED.has(String(a.version)) ? `: ${HOW_IT_FINISHES}` : '';
  return [...head, `; bidding ended ${when(a.end_time, now)}, not finished yet${how}`];
}

/** A fee or royalty share of the final bid: "5/100 of the final bid (5%)". */
function shareText(share: unknown): ShownText {
  const s = share && typeof share === 'object' ? (share as Details) : {};
  if (typeof s.factor !== 'number' || typeof s.base !== 'number') return { text: '—' };
  if (s.base === 0) return { text: 'none (its base is 0)' };
  const percent = (s.factor * 100) / s.base;
  return { text: `${s.factor}/${s.base} of the final bid`, aside: `(${Number(percent.toFixed(4))}%)` };
}

/** What a new bid must add, in the unit the code counts it in. */
function stepText(a: Details): ShownText {
  if (a.version === 'v3r2' || a.version === 'v3r3')
    return {
      text: `${String(a.min_step)}%`,
      aside: '(a new bid is at least the last plus 0.1 TON or plus this share, whichever is more)',
    };
  if (a.version === 'v1' || a.version === 'v2')
    return { ...tonText(a.min_step), aside: '(a new bid is at least the last plus this)' };
  return {
    text: String(a.min_step),
    aside: '(its unit depends on the auction’s version; this code is none the app knows)',
  };
}

/** A getgems auction's own fields, at the indexed time `now`. */
export function auctionFields(a: Details, now: number | undefined): NamedField[] {
  const bid = hasBid(a);
  return [
    wordsField('Auction', 'auction', auctionWords(a, now)),
    addressField('Seller', 'auction-seller', a.seller, 'seller', { wallet: true }),
    said('Last bid', 'auction-last-bid', bid ? tonText(a.last_bid) : { text: 'none', muted: true }),
    ...(bid
      ? [
          addressField('Last bidder', 'auction-last-bidder', a.last_bidder, 'last bidder', { wallet: true }),
          said('Last bid at', 'auction-last-bid-at', timeText(a.last_bid_at, now)),
        ]
      : []),
    said('Bidding ends', 'auction-ends', timeText(a.end_time, now)),
    said('Min bid', 'auction-min-bid', tonText(a.min_bid)),
    said('Min step', 'auction-min-step', stepText(a)),
    said(
      'Max bid (buy now)',
      'auction-max-bid',
      a.max_bid === '0' ? { text: 'none', muted: true } : tonText(a.max_bid),
    ),
    said('Rules', 'auction-rules', rules(a)),
    addressField('NFT', 'auction-nft', a.nft, 'NFT'),
    addressField('Marketplace', 'auction-marketplace', a.marketplace, 'marketplace'),
    said('Marketplace fee', 'auction-fee', shareText(a.marketplace_fee)),
    addressField('Marketplace fee to', 'auction-fee-to', a.marketplace_fee_address, 'fee address'),
    said('Royalty', 'auction-royalty', shareText(a.royalty)),
    addressField('Royalty to', 'auction-royalty-to', a.royalty_address, 'royalty address'),
    said('Created', 'auction-created', timeText(a.created_at, now)),
  ];
}

/** The owner's auction, when it holds this item: "— an auction: on auction by <seller>: last bid …". */
export function onAuctionWords(a: Details, now: number | undefined): WordPart[] {
  return [
    '— an auction contract: ',
    ...auctionWords(a, now, { seller: 'Seller (in its auction)', bidder: 'Last bidder (in its auction)' }),
  ];
}
