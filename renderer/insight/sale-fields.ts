/**
 * An NFT sale contract, as named fields (named-fields.ts) the Contract section renders and "Copy the
 * answer" writes alike — on its own page (who sells, for how much, on which marketplace) and on the page
 * of the NFT item it owns (what that owner is). While an NFT is listed, the marketplace's sale contract
 * owns it (getgems nft-fixprice-sale-v*.fc, nft-sale.fc): a buyer who sends the full price gets the NFT,
 * the seller gets it back by cancelling — the answer to "I bought this NFT and it is not in my wallet".
 * Decoded by shared/contracts/details/sale-details.ts; amounts exact to the nanoton. A getgems auction's
 * fields and words are auction-fields.ts', a getgems fix-price sale v4's (TON and jetton prices) sale-v4-fields.ts'.
 */
import { accountKind, type ContractKind } from '../../shared/contracts/kinds';
import { auctionFields, onAuctionWords } from './auction-fields';
import { saleV4Fields, v4SaleWords } from './sale-v4-fields';
import { addressField, said, wordsField, type Details, type NamedField, type WordPart } from './named-fields';
import { timeText, tonText } from './shown-values';

/** What a listed NFT comes to, in the contract's terms. */
const HOW_IT_ENDS = 'a buyer who sends the full price gets the NFT; the seller gets it back by cancelling';

/** The sale in one sentence: who sells for how much, or why it does not (yet). */
function saleSentence(s: Details): WordPart[] {
  const price = tonText(s.full_price).text;
  if (s.complete === true) return ['complete: the NFT was sold or the sale cancelled'];
  if (typeof s.seller !== 'string')
    return [`waiting for the NFT to arrive (no seller yet); its price will be ${price}`];
  return ['on sale by ', { raw: s.seller, label: 'seller', wallet: true }, ` for ${price}; ${HOW_IT_ENDS}`];
}

/** A sale contract's own fields, at the indexed time `now`. */
export function saleFields(s: Details, now: number | undefined): NamedField[] {
  if (s.shape === 'auction') return auctionFields(s, now);
  if (s.shape === 'fixprice_v4') return saleV4Fields(s, now);
  return [
    wordsField('Sale', 'sale', saleSentence(s)),
    addressField('Seller', 'sale-seller', s.seller, 'seller', { wallet: true }),
    said('Price', 'sale-price', tonText(s.full_price)),
    addressField('NFT', 'sale-nft', s.nft, 'NFT'),
    addressField('Marketplace', 'sale-marketplace', s.marketplace, 'marketplace'),
    said('Marketplace fee', 'sale-fee', tonText(s.marketplace_fee)),
    ...(typeof s.marketplace_fee_address === 'string'
      ? [addressField('Marketplace fee to', 'sale-fee-to', s.marketplace_fee_address, 'fee address')]
      : []),
    said('Royalty', 'sale-royalty', tonText(s.royalty_amount)),
    addressField('Royalty to', 'sale-royalty-to', s.royalty_address, 'royalty address'),
    ...(typeof s.created_at === 'number'
      ? [said('Listed', 'sale-created', timeText(s.created_at, now))]
      : []),
  ];
}

/** The owner's sale contract, when it sells this item. */
function listedBy(sale: Details): WordPart[] {
  if (sale.complete === true)
    return ['— a sale contract whose sale is complete (sold or cancelled), yet it still owns this item'];
  if (typeof sale.seller !== 'string')
    return ['— a sale contract, waiting for this item to arrive (no seller yet)'];
  const market: WordPart[] =
    typeof sale.marketplace === 'string'
      ? [' (marketplace ', { raw: sale.marketplace, label: 'marketplace' }, ')']
      : [];
  return [
    '— a sale contract: listed for sale by ',
    { raw: sale.seller, label: 'seller', wallet: true, role: 'Seller (in its sale contract)' },
    ` for ${tonText(sale.full_price).text}`,
    ...market,
    '; a buyer who pays gets it, the seller gets it back by cancelling',
  ];
}

/**
 * What an NFT item's owner is (details' `owner_is`), in words after its address, at the indexed time
 * `now`; none when unknown.
 */
export function ownerIsWords(ownerIs: Details | null, now: number | undefined): WordPart[] | undefined {
  if (!ownerIs) return undefined;
  const sale = ownerIs.sale && typeof ownerIs.sale === 'object' ? (ownerIs.sale as Details) : null;
  if (ownerIs.kind !== 'nft_sale' || ownerIs.status !== 'active') {
    const kind = accountKind(String(ownerIs.status), { kind: ownerIs.kind as ContractKind });
    return kind?.key === 'unknown' ? ['— a contract the app does not know'] : [`— ${article(kind?.label)}`];
  }
  if (!sale) return ['— a sale contract (its terms could not be read)'];
  const auction = sale.shape === 'auction';
  if (ownerIs.sells_this_item === true) {
    if (sale.shape === 'fixprice_v4')
      return ['— a sale contract: ', ...v4SaleWords(sale, now, 'Seller (in its sale contract)')];
    return auction ? onAuctionWords(sale, now) : listedBy(sale);
  }
  return typeof sale.nft === 'string'
    ? [
        `— ${auction ? 'an auction' : 'a sale contract'} of another NFT (`,
        { raw: sale.nft, label: 'NFT on sale' },
        ')',
      ]
    : ['— a sale contract that names no NFT'];
}

/** A kind's label with its article ("a wallet v5r1", "an NFT sale"). */
function article(label: string | undefined): string {
  if (!label) return 'an account of unknown kind';
  if (label === 'not deployed') return 'an account not deployed';
  return `${/^([aeio]|NFT)/i.test(label) ? 'an' : 'a'} ${label}`;
}
