/**
 * getgems' fix-price sale v4 — an NFT listed for TON and/or jettons — as named fields (named-fields.ts)
 * the Contract section renders and "Copy the answer" writes alike: the answer to "I put my NFT on sale
 * for 100 USD₮ and it left my wallet: is it still mine, what price did I set, how do I get it back?".
 * The rules are the contract's own (getgems-io/nft-contracts packages/contracts/sources/
 * nft-fixprice-sale-v4r1.fc @ 7f2cf76ea4db):
 * - buy for TON: a message (empty, or op 2) of at least the TON price plus 0.1 TON; a TON price of 0
 *   refuses it (exit 459). The NFT goes to the sender, the price less fee and royalty to the seller;
 * - buy for a jetton: its `transfer_notification` must come from the jetton wallet a price is keyed by,
 *   carrying at least 0.26 TON; jettons short of the price, of a wallet without a price, or arriving
 *   once the sale is complete are sent back; what is over the price goes back to the buyer;
 * - cancel: op 3 or the text comment "cancel", with at least 0.1 TON, from the seller or the
 *   marketplace: the NFT goes back to the seller, and sold_at is set back to 0 (a sale sets it to the
 *   time it sold) — so a complete sale tells which it was;
 * - change price (op 0xfd135f7b): the seller, while it is on sale.
 * Decoded by shared/contracts/details/sale-v4-details.ts; amounts exact (nanotons, a jetton's smallest units).
 */
import { addressField, said, wordsField, type Details, type NamedField, type WordPart } from './named-fields';
import { timeText, tonText, type ShownText } from './shown-values';
import { jettonAmountText } from './transfer-words';

/** The jetton prices, as decoded. */
const pricesOf = (s: Details): Details[] =>
  Array.isArray(s.jetton_prices) ? (s.jetton_prices as Details[]) : [];

const jettonOf = (p: Details): Details | null =>
  p.jetton && typeof p.jetton === 'object' ? (p.jetton as Details) : null;

/** One jetton price in words: named when its wallet's own data named the master, else exact in smallest units. */
function jettonPriceText(p: Details): string {
  const jetton = jettonOf(p);
  if (jetton) return jettonAmountText(p.amount, jetton);
  const why =
    p.wallet_deployed === false
      ? 'the jetton is not named: its wallet for this sale is not deployed yet'
      : p.wallet_deployed === true
        ? 'the jetton is not named: its wallet for this sale is no jetton wallet the app can run'
        : 'the jetton is not named here: the wallet it is keyed by was not looked up';
  return `${String(p.amount)} of a jetton’s smallest units (${why})`;
}

/** Every price of the sale, joined by "or": the jettons', then TON's when it has one. */
export function v4PriceText(s: Details): string {
  const prices = pricesOf(s).map(jettonPriceText);
  if (s.full_price !== '0') prices.push(tonText(s.full_price).text);
  return prices.length > 0 ? prices.join(' or ') : 'no price (neither TON nor a jetton)';
}

const hasPrice = (s: Details): boolean => s.full_price !== '0' || pricesOf(s).length > 0;

/** Where the sale stands, in one sentence (its own page and its NFT's Owner field say the same). */
export function v4SaleWords(s: Details, now: number | undefined, sellerRole?: string): WordPart[] {
  const seller: WordPart | null =
    typeof s.seller === 'string'
      ? { raw: s.seller, label: 'seller', wallet: true, ...(sellerRole ? { role: sellerRole } : {}) }
      : null;
  if (s.complete === true) {
    if (typeof s.sold_at === 'number' && s.sold_at > 0)
      return [`sold ${when(s.sold_at, now)}: the NFT was sent to its buyer, the price to the seller`];
    return ['cancelled: the NFT was sent back to the seller', ...(seller ? [' ', seller] : [])];
  }
  if (!seller) return [`waiting for the NFT to arrive (no seller yet); its price will be ${v4PriceText(s)}`];
  if (!hasPrice(s))
    return [
      'on sale by ',
      seller,
      ' at no price (TON price 0, no jetton price): nobody can buy it; the seller gets it back by cancelling',
    ];
  return [
    'on sale by ',
    seller,
    ` for ${v4PriceText(s)}; a buyer who sends that price gets the NFT; the seller gets it back by cancelling`,
  ];
}

/** A time with its distance from the indexed time, as one run of words. */
function when(unix: unknown, now: number | undefined): string {
  const t = timeText(unix, now);
  return t.aside ? `${t.text} ${t.aside}` : t.text;
}

/** What the wallet a price is keyed by is, after its address. */
function walletNote(p: Details): WordPart[] {
  const jetton = jettonOf(p);
  // Its owner and master come from its own get_wallet_data when it ran, else from the indexer's row.
  const says = jetton?.master_source === 'wallet_data' ? 'its get_wallet_data' : 'the indexer';
  if (p.held_by_sale === false)
    return [
      ` — ⚠ a wallet the sale does not own (${says} names its owner `,
      { raw: String(jetton?.owner), label: 'jetton wallet owner' },
      '): the sale only hears of jettons that arrive in its own wallet, so this price cannot be paid',
    ];
  const owned = p.held_by_sale === true ? ` — the sale’s own wallet (${says} says)` : '';
  const master: WordPart[] = jetton
    ? [', of the jetton master ', { raw: String(jetton.master), label: 'jetton master' }]
    : [];
  const listed =
    jetton && typeof p.listed_master === 'string' && p.listed_master !== jetton.master
      ? [
          '; ⚠ the master written beside the price (',
          { raw: p.listed_master, label: 'listed master' },
          ') is not the wallet’s',
        ]
      : [];
  return [owned, ...master, ...listed];
}

/** A jetton price's field: the amount, and the wallet it is keyed by. */
function jettonPriceField(p: Details, i: number): NamedField {
  return wordsField(`Price in a jetton${i > 0 ? ` (${i + 1})` : ''}`, `sale-jetton-price-${i}`, [
    `${jettonPriceText(p)}, paid through the jetton wallet `,
    { raw: String(p.wallet), label: 'jetton wallet' },
    ...walletNote(p),
  ]);
}

/** A fee or royalty as the contract keeps it (percent × 1,000), of whichever price is paid. */
function percentText(per100k: unknown, to: unknown): ShownText {
  if (typeof per100k !== 'number') return { text: '—' };
  if (typeof to !== 'string') return { text: 'none (no address to pay it to)', muted: true };
  return { text: `${per100k / 1000}% of the price paid`, aside: `(${per100k}/100000)` };
}

/** How to buy and how the seller gets the NFT back, in the contract's terms (see the file's comment). */
const RULES =
  'for TON: send the sale at least the TON price plus 0.1 TON (an empty message or op 2; a TON price of 0 is refused); for a jetton: a jetton transfer to the sale of at least that price, forwarding at least 0.26 TON, which arrives through the wallet the price is keyed by — a transfer short of the price or of the 0.26 TON, or arriving once the sale is complete, is sent back, and what is over the price goes back to the buyer. Either way the NFT goes to the buyer and the price, less fee and royalty, to the seller. To take it back, the seller (or the marketplace) sends the sale the comment “cancel” (or op 3) with at least 0.1 TON: the NFT goes back to the seller. While it is on sale, the seller may change the prices';

/** A v4 sale's own fields, at the indexed time `now`. */
export function saleV4Fields(s: Details, now: number | undefined): NamedField[] {
  const unreadable =
    typeof s.jetton_prices_unreadable === 'string'
      ? [said('Jetton prices', 'sale-jetton-prices', { text: `not read: ${s.jetton_prices_unreadable}` })]
      : [];
  return [
    wordsField('Sale', 'sale', v4SaleWords(s, now)),
    addressField('Seller', 'sale-seller', s.seller, 'seller', { wallet: true }),
    said(
      'Price in TON',
      'sale-price',
      s.full_price === '0'
        ? { text: 'not for sale for TON (its TON price is 0)', muted: true }
        : tonText(s.full_price),
    ),
    ...pricesOf(s).map(jettonPriceField),
    ...unreadable,
    said('How it is bought or taken back', 'sale-rules', { text: RULES }),
    addressField('NFT', 'sale-nft', s.nft, 'NFT'),
    addressField('Marketplace', 'sale-marketplace', s.marketplace, 'marketplace'),
    said(
      'Marketplace fee',
      'sale-fee',
      percentText(s.marketplace_fee_percent_100k, s.marketplace_fee_address),
    ),
    addressField('Marketplace fee to', 'sale-fee-to', s.marketplace_fee_address, 'fee address'),
    said('Royalty', 'sale-royalty', percentText(s.royalty_percent_100k, s.royalty_address)),
    addressField('Royalty to', 'sale-royalty-to', s.royalty_address, 'royalty address'),
    said('Listed', 'sale-created', timeText(s.created_at, now)),
    ...(typeof s.sold_at === 'number' && s.sold_at > 0
      ? [said('Sold', 'sale-sold', timeText(s.sold_at, now))]
      : []),
  ];
}
