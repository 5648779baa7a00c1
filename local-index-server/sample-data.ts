/**
 * The labelled sample accounts (dataset `'sample'`): real contract code from fixtures/contract_codes.json,
 * real data cells, genuine StateInit addresses, and the metadata rows the indexer would hold for them.
 * Everything random (keys, balances, hashes) derives from the seed; labels, statuses and the special
 * values listed in `SAMPLE_LABELS` never change.
 */
import { Address, beginCell } from '@ton/core';
import type { Cell } from '@ton/core';
import { codeInfo } from './contract-codes';
import type { CodeInfo } from './contract-codes';
import {
  dataInfo,
  highloadV3Data,
  jettonMinterData,
  jettonWalletData,
  marketplaceData,
  nftCollectionData,
  nftItemData,
  nftItemInitData,
  offchainContent,
  stablecoinMinterData,
  stablecoinWalletData,
  stateInitAddress,
  DEFAULT_SUBWALLET_ID,
  walletV3Data,
  walletV4Data,
  walletV5BetaData,
  walletV5Data,
} from './contract-data';
import { IndexData, accountFriendly, accountInterfaces } from './index-data';
import { CONTRACT_SAMPLE_LABELS, CONTRACT_SAMPLE_NOTES, contractSampleRecords } from './sample-contracts';
import type { AccountRecord, AccountStatus, SampleAccount, TokenRow } from './index-data';
import { derivedBytes, derivedHash, SeededRandom } from './seeded-random';

/** The seed used when none is given (CLI default, `startIndexServer` default). */
export const DEFAULT_SEED = 1;

/**
 * Every sample label, in the order the accounts are indexed. Stable across seeds and releases:
 * tests refer to accounts by these names.
 */
export const SAMPLE_LABELS = [
  'wallet-v3r2',
  'wallet-v4r2',
  'wallet-v5r1',
  'wallet-highload-v3',
  'jetton-master',
  'jetton-wallet-1',
  'jetton-wallet-2',
  'nft-collection',
  'nft-item',
  'contract-no-interface',
  'uninit',
  'frozen',
  'nonexist',
  'masterchain-wallet',
  'extra-currencies',
  'huge-balance',
  'one-nanoton',
  'wallet-v5-beta',
  'usdt-master',
  'usdt-wallet',
  'usdt-wallet-locked',
  ...CONTRACT_SAMPLE_LABELS,
  'usdt-wallet-of-jetton-wallet',
] as const;

/** A label of `SAMPLE_LABELS`. */
export type SampleLabel = (typeof SAMPLE_LABELS)[number];

/** The exact balance of `huge-balance`: above 2^53, so a float would corrupt it. */
export const HUGE_BALANCE = '5000000000123456789';

/** The extra currencies of `extra-currencies` (currency id → amount). */
export const SAMPLE_EXTRA_CURRENCIES: Readonly<Record<string, string>> = {
  '100': '5000000',
  '239': '1000000000000',
};

/**
 * The real mainnet USD₮ jetton master's address (EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs), where
 * `usdt-master` runs the real stablecoin minter code: the jetton wallets its `get_wallet_address`
 * derives are the real mainnet ones.
 */
export const USDT_MASTER_RAW = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';

/** The `.ton` domain in the address-book entry of `wallet-v4r2`. */
export const SAMPLE_DOMAIN = 'index-explorer.ton';

/** Image of the sample jetton master: the real USDT logo, whose toncenter image-proxy URLs are recorded in F3a. */
const USDT_IMAGE = 'https://tether.to/images/logoCircle.png';
const USDT_IMAGE_PROXY = {
  _image_big:
    'https://imgproxy.toncenter.com/NjX4Q-12KRVJWesSACylluv2qLLk-edfoM0uBKcZXzc/pr:big/aHR0cHM6Ly90ZXRoZXIudG8vaW1hZ2VzL2xvZ29DaXJjbGUucG5n',
  _image_medium:
    'https://imgproxy.toncenter.com/xRUZjT_ollIDQsK8yMiW0LS60UhF6Na4xggIr5MkYv0/pr:medium/aHR0cHM6Ly90ZXRoZXIudG8vaW1hZ2VzL2xvZ29DaXJjbGUucG5n',
  _image_small:
    'https://imgproxy.toncenter.com/Oc_-EyeJL4TIdhqtfbL5QlY2VkekBLAHD7-CV1HfiPY/pr:small/aHR0cHM6Ly90ZXRoZXIudG8vaW1hZ2VzL2xvZ29DaXJjbGUucG5n',
};

/** `_image_*` URLs in toncenter's imgproxy shape (`/<signature>/pr:<size>/<base64url(url)>`, [S13]); the signature is invented. */
function imageProxy(
  seed: number,
  image: string,
): Record<'_image_big' | '_image_medium' | '_image_small', string> {
  const encoded = Buffer.from(image, 'utf8').toString('base64url');
  const url = (size: string): string =>
    `https://imgproxy.toncenter.com/${derivedBytes(seed, 'imgproxy', size, image).toString('base64url')}/pr:${size}/${encoded}`;
  return { _image_big: url('big'), _image_medium: url('medium'), _image_small: url('small') };
}

function addressOf(raw: string): Address {
  return Address.parseRaw(raw);
}

interface Builder {
  seed: number;
  rng: SeededRandom;
  data: IndexData;
  ltBase: bigint;
}

function baseRecord(
  b: Builder,
  label: string,
  raw: string,
  status: AccountStatus,
  balance: string,
): AccountRecord {
  return {
    raw,
    status,
    balance,
    extraCurrencies: {},
    accountStateHash: derivedHash(b.seed, label, 'account_state_hash'),
    lastTransactionHash: derivedHash(b.seed, label, 'last_transaction_hash'),
    lastTransactionLt: (b.ltBase + BigInt(b.rng.below(1_000_000_000)) * 1000n + 1n).toString(),
    label,
  };
}

/** Random-looking but deterministic nanoton balance between 0.1 and ~4300 TON. */
function someBalance(b: Builder): string {
  return (100_000_000n + BigInt(b.rng.nextUint32()) * 1000n + BigInt(b.rng.below(1000))).toString();
}

function activeContract(
  b: Builder,
  label: string,
  workchain: number,
  code: CodeInfo,
  initData: Cell,
  currentData: Cell,
  balance = someBalance(b),
): AccountRecord {
  const raw = stateInitAddress(workchain, code.cell, initData);
  return { ...baseRecord(b, label, raw, 'active', balance), code, data: dataInfo(currentData) };
}

function key(b: Builder, label: string): Buffer {
  return derivedBytes(b.seed, label, 'public_key');
}

const NOTES: Record<SampleLabel, string> = {
  'wallet-v3r2': 'active wallet v3r2: hand-written code, so contract_methods is null',
  'wallet-v4r2': `active wallet v4r2 with the domain ${SAMPLE_DOMAIN}; owns jetton-wallet-1 and nft-collection`,
  'wallet-v5r1': 'active wallet v5r1; owns jetton-wallet-2 and nft-item',
  'wallet-highload-v3':
    'active highload wallet v3: not in the server wallet list, so its address-book form is bounceable',
  'jetton-master': 'jetton master "Tether USD (sample)", symbol USD₮, decimals "6"',
  'jetton-wallet-1': 'jetton wallet of jetton-master owned by wallet-v4r2 (metadata type jetton_wallets)',
  'jetton-wallet-2': 'jetton wallet of jetton-master owned by wallet-v5r1',
  'nft-collection': 'NFT collection with metadata (type nft_collections)',
  'nft-item': 'NFT item #7 of nft-collection (nft_index "7"; description contains <b> and &)',
  'contract-no-interface': 'active contract whose get-methods match no known interface: interfaces null',
  uninit: 'uninit account: balance, no code or data',
  frozen: 'frozen account: frozen_hash present, no code or data',
  nonexist: 'nonexist account: balance "0"',
  'masterchain-wallet': 'active wallet v3r2 on the masterchain (-1:...)',
  'extra-currencies':
    'active wallet v4r2 holding extra currencies 100 and 239, with one plugin installed (contract-no-interface)',
  'huge-balance': `active wallet v5r1 with balance ${HUGE_BALANCE} (> 2^53)`,
  'one-nanoton': 'uninit account with a balance of exactly 1 nanoton',
  'wallet-v5-beta':
    'active wallet v5 beta (code: the library cell; the library is bundled by the app) with seqno 12 and one extension (wallet-v4r2)',
  'usdt-master':
    'the real USD₮ minter code at the real USD₮ master address; metadata "Tether USD", decimals 6',
  'usdt-wallet': 'USD₮ jetton wallet (library-cell code) of wallet-v5r1: 25 USD₮, unlocked',
  'usdt-wallet-locked':
    'USD₮ jetton wallet of wallet-v4r2 with status 1 (outgoing transfers locked): 1.5 USD₮',
  ...CONTRACT_SAMPLE_NOTES,
  'usdt-wallet-of-jetton-wallet':
    "USD₮ jetton wallet owned by usdt-wallet-locked (a jetton wallet): 50 USD₮ sent with that jetton wallet's address as the recipient, which nothing can move",
};

/**
 * The library-cell contracts: wallet v5 beta, and USD₮ — the real stablecoin minter code at the real
 * master address, and two of its jetton wallets, whose code is the library cell the master hands out
 * (so their addresses are what the master's own `get_wallet_address` derives, as on mainnet).
 */
function usdtAccounts(b: Builder, walletV4: AccountRecord, walletV5: AccountRecord): AccountRecord[] {
  const beta = codeInfo('wallet_v5_beta');
  const minter = codeInfo('jetton_minter (stablecoin');
  const walletCode = codeInfo('jetton_wallet (mainnet USDT');
  const betaKey = key(b, 'wallet-v5-beta');
  const betaWallet = activeContract(
    b,
    'wallet-v5-beta',
    0,
    beta,
    walletV5BetaData(0, betaKey),
    walletV5BetaData(12, betaKey, [addressOf(walletV4.raw)]),
  );

  const masterData = stablecoinMinterData(
    1_000_000_000_000_000n,
    addressOf(walletV4.raw),
    walletCode.cell,
    'https://tether.to/usdt-ton.json',
  );
  const master: AccountRecord = {
    ...baseRecord(b, 'usdt-master', USDT_MASTER_RAW, 'active', someBalance(b)),
    code: minter,
    data: dataInfo(masterData),
  };
  b.data.tokens.set(USDT_MASTER_RAW, [
    {
      valid: true,
      type: 'jetton_masters',
      name: 'Tether USD',
      symbol: 'USD₮',
      description: 'Tether Token for Tether USD',
      image: USDT_IMAGE,
      extra: { ...USDT_IMAGE_PROXY, decimals: '6', uri: 'https://tether.to/usdt-ton.json' },
    },
  ]);
  const wallets = [
    usdtWallet(b, 'usdt-wallet', walletV5, 0, 25_000_000n),
    usdtWallet(b, 'usdt-wallet-locked', walletV4, 1, 1_500_000n),
  ];
  return [betaWallet, master, ...wallets];
}

/**
 * A USD₮ jetton wallet of `owner` with lock `status` and `balance` base units, and its `jetton_wallets`
 * row: the real library-cell code, at the address the master's own `get_wallet_address` derives (the
 * StateInit of its initial data, balance 0).
 */
function usdtWallet(
  b: Builder,
  label: SampleLabel,
  owner: AccountRecord,
  status: number,
  balance: bigint,
): AccountRecord {
  const init = stablecoinWalletData(0, 0n, addressOf(owner.raw), addressOf(USDT_MASTER_RAW));
  const current = stablecoinWalletData(status, balance, addressOf(owner.raw), addressOf(USDT_MASTER_RAW));
  const nanotons = (10_000_000 + b.rng.below(20_000_000)).toString();
  return jettonWalletRecord(b, label, codeInfo('jetton_wallet (mainnet USDT'), { init, current }, nanotons, {
    owner: owner.raw,
    jetton: USDT_MASTER_RAW,
    balance,
  });
}

/**
 * A jetton wallet sample at the StateInit address of `code` and its initial data (as its master derives
 * it), holding `nanotons`, with the `jetton_wallets` row the indexer keeps for it.
 */
function jettonWalletRecord(
  b: Builder,
  label: SampleLabel,
  code: CodeInfo,
  data: { init: Cell; current: Cell },
  nanotons: string,
  row: { owner: string; jetton: string; balance: bigint },
): AccountRecord {
  const record = activeContract(b, label, 0, code, data.init, data.current, nanotons);
  b.data.jettonWallets.set(record.raw, {
    balance: row.balance.toString(),
    jetton: row.jetton,
    owner: row.owner,
  });
  return record;
}

/** Adds the sample accounts, their metadata rows and the not-indexed addresses to `data`. */
export function addSampleAccounts(data: IndexData, seed: number): void {
  const b: Builder = { seed, rng: new SeededRandom(seed, 'sample'), data, ltBase: 47_000_000_000_000n };
  const v3 = codeInfo('wallet_v3r2');
  const v4 = codeInfo('wallet_v4r2');
  const v5 = codeInfo('wallet_v5r1');
  const highload = codeInfo('wallet_highload_v3r1');
  const minter = codeInfo('jetton_minter (tonweb');
  const jettonWallet = codeInfo('jetton_wallet (tonweb');
  const collectionCode = codeInfo('nft_collection (tonweb');
  const itemCode = codeInfo('nft_item (tonweb');
  const marketplace = codeInfo('nft_marketplace (tonweb');

  const records: AccountRecord[] = [];

  const walletV3 = activeContract(
    b,
    'wallet-v3r2',
    0,
    v3,
    walletV3Data(0, key(b, 'wallet-v3r2')),
    walletV3Data(17, key(b, 'wallet-v3r2')),
  );
  const walletV4 = activeContract(
    b,
    'wallet-v4r2',
    0,
    v4,
    walletV4Data(0, key(b, 'wallet-v4r2')),
    walletV4Data(42, key(b, 'wallet-v4r2')),
  );
  walletV4.domain = SAMPLE_DOMAIN;
  const walletV5 = activeContract(
    b,
    'wallet-v5r1',
    0,
    v5,
    walletV5Data(0, key(b, 'wallet-v5r1')),
    walletV5Data(5, key(b, 'wallet-v5r1')),
  );
  const highloadData = highloadV3Data(key(b, 'wallet-highload-v3'), 1_700_000_000 + b.rng.below(10_000_000));
  const highloadWallet = activeContract(b, 'wallet-highload-v3', 0, highload, highloadData, highloadData);
  records.push(walletV3, walletV4, walletV5, highloadWallet);

  // Jetton master and two of its wallets. Wallet addresses come from their initial data (balance 0),
  // as the master computes them; the stored data carries the current balance.
  const minterData = jettonMinterData(
    1_000_000_000_000_000n,
    addressOf(walletV3.raw),
    offchainContent('https://tether.to/usdt-ton.json'),
    jettonWallet.cell,
  );
  const master = activeContract(b, 'jetton-master', 0, minter, minterData, minterData);
  records.push(master);
  const jettonWallets: Array<[SampleLabel, AccountRecord, bigint]> = [
    ['jetton-wallet-1', walletV4, 4_100_100n],
    ['jetton-wallet-2', walletV5, 9_024_902n],
  ];
  for (const [label, owner, balance] of jettonWallets) {
    const init = jettonWalletData(0n, addressOf(owner.raw), addressOf(master.raw), jettonWallet.cell);
    const current = jettonWalletData(balance, addressOf(owner.raw), addressOf(master.raw), jettonWallet.cell);
    const nanotons = (30_000_000 + b.rng.below(20_000_000)).toString();
    records.push(
      jettonWalletRecord(b, label, jettonWallet, { init, current }, nanotons, {
        owner: owner.raw,
        jetton: master.raw,
        balance,
      }),
    );
  }
  const masterRow: TokenRow = {
    valid: true,
    type: 'jetton_masters',
    name: 'Tether USD (sample)',
    symbol: 'USD₮',
    description: 'Sample jetton modelled on Tether USD, served by the local index server',
    image: USDT_IMAGE,
    extra: { ...USDT_IMAGE_PROXY, decimals: '6', uri: 'https://tether.to/usdt-ton.json' },
  };
  data.tokens.set(master.raw, [masterRow]);

  // NFT collection and one item of it.
  const collectionImage = 'https://nft.example/index-explorer/collection.png';
  const collectionData = nftCollectionData(
    addressOf(walletV4.raw),
    8,
    offchainContent('https://nft.example/index-explorer/collection.json'),
    beginCell().storeStringTail('https://nft.example/index-explorer/items/').endCell(),
    itemCode.cell,
    { numerator: 5, denominator: 100, destination: addressOf(walletV4.raw) },
  );
  const collection = activeContract(b, 'nft-collection', 0, collectionCode, collectionData, collectionData);
  records.push(collection);
  data.tokens.set(collection.raw, [
    {
      valid: true,
      type: 'nft_collections',
      name: 'Index Explorer Samples',
      description: 'A sample NFT collection served by the local index server',
      image: collectionImage,
      extra: {
        ...imageProxy(seed, collectionImage),
        cover_image: 'https://nft.example/index-explorer/cover.png',
        social_links: ['https://nft.example/index-explorer'],
        uri: 'https://nft.example/index-explorer/collection.json',
      },
    },
  ]);
  const itemIndex = 7;
  const itemImage = `https://nft.example/index-explorer/items/${itemIndex}.webp`;
  const item = activeContract(
    b,
    'nft-item',
    0,
    itemCode,
    nftItemInitData(itemIndex, addressOf(collection.raw)),
    nftItemData(
      itemIndex,
      addressOf(collection.raw),
      addressOf(walletV5.raw),
      beginCell().storeStringTail(`${itemIndex}.json`).endCell(),
    ),
    (50_000_000 + b.rng.below(10_000_000)).toString(),
  );
  records.push(item);
  data.tokens.set(item.raw, [
    {
      valid: true,
      type: 'nft_items',
      name: `Sample Item #${itemIndex}`,
      description:
        'An item whose description has <b>markup</b> & an ampersand: indexer text is shown as text.',
      image: itemImage,
      nft_index: String(itemIndex),
      extra: {
        ...imageProxy(seed, itemImage),
        attributes: [
          { trait_type: 'Backdrop', value: 'Azure Blue' },
          { trait_type: 'Symbol', value: 'Flower Cross' },
        ],
        uri: `https://nft.example/index-explorer/items/${itemIndex}.json`,
      },
    },
  ]);

  const marketData = marketplaceData(addressOf(walletV3.raw));
  const market = activeContract(b, 'contract-no-interface', 0, marketplace, marketData, marketData);
  records.push(market);

  // Accounts without code: their addresses are still genuine StateInit addresses of wallets never deployed.
  const undeployed = (code: CodeInfo, initData: Cell): string => stateInitAddress(0, code.cell, initData);
  records.push(
    baseRecord(b, 'uninit', undeployed(v4, walletV4Data(0, key(b, 'uninit'))), 'uninit', someBalance(b)),
  );
  // A frozen account's frozen_hash is the hash of its last StateInit; never changed, it equals the address.
  const frozenRaw = undeployed(v3, walletV3Data(0, key(b, 'frozen')));
  records.push({
    ...baseRecord(b, 'frozen', frozenRaw, 'frozen', '0'),
    frozenHash: Buffer.from(frozenRaw.split(':')[1]!, 'hex').toString('base64'),
  });
  records.push(
    baseRecord(b, 'nonexist', undeployed(v5, walletV5Data(0, key(b, 'nonexist'))), 'nonexist', '0'),
  );

  records.push(
    activeContract(
      b,
      'masterchain-wallet',
      -1,
      v3,
      walletV3Data(0, key(b, 'masterchain-wallet')),
      walletV3Data(3, key(b, 'masterchain-wallet')),
    ),
  );
  const marketplaceRaw = records.find((r) => r.label === 'contract-no-interface')!.raw;
  const ec = activeContract(
    b,
    'extra-currencies',
    0,
    v4,
    walletV4Data(0, key(b, 'extra-currencies')),
    walletV4Data(9, key(b, 'extra-currencies'), DEFAULT_SUBWALLET_ID, [addressOf(marketplaceRaw)]),
  );
  ec.extraCurrencies = { ...SAMPLE_EXTRA_CURRENCIES };
  records.push(ec);
  records.push(
    activeContract(
      b,
      'huge-balance',
      0,
      v5,
      walletV5Data(0, key(b, 'huge-balance')),
      walletV5Data(1, key(b, 'huge-balance')),
      HUGE_BALANCE,
    ),
  );
  records.push(
    baseRecord(b, 'one-nanoton', undeployed(v3, walletV3Data(0, key(b, 'one-nanoton'))), 'uninit', '1'),
  );

  const usdt = usdtAccounts(b, walletV4, walletV5);
  records.push(...usdt);
  records.push(
    ...contractSampleRecords(data, seed, {
      collection: collection.raw,
      marketplace: market.raw,
      seller: walletV4.raw,
      usdtMaster: USDT_MASTER_RAW,
      auctionSeller: walletV5.raw,
    }),
  );
  // Last, so the older samples' seeded values never move: USD₮ sent to a jetton wallet's own address
  // land in the USD₮ jetton wallet that jetton wallet owns.
  const locked = usdt.find((r) => r.label === 'usdt-wallet-locked')!;
  records.push(usdtWallet(b, 'usdt-wallet-of-jetton-wallet', locked, 0, 50_000_000n));

  for (const record of records) {
    data.put(record);
    const label = record.label as SampleLabel;
    data.samples.push({
      label,
      raw: record.raw,
      status: record.status,
      friendly: accountFriendly(record, false),
      friendlyTestnet: accountFriendly(record, true),
      interfaces: accountInterfaces(record),
      ...(record.domain ? { domain: record.domain } : {}),
      note: NOTES[label],
    });
  }

  // Valid addresses of wallets that were never used: guaranteed absent from this index.
  for (let i = 0; i < 6; i++) {
    const workchain = i === 5 ? -1 : 0;
    const raw = stateInitAddress(workchain, v4.cell, walletV4Data(0, derivedBytes(seed, 'not-indexed', i)));
    if (!data.get(raw)) data.notIndexed.push(raw);
  }
}

/**
 * Gives each of `owners` a USD₮ jetton wallet of `usdt-master` (real library-cell code, real data
 * layout, at the address the master derives), holding `balanceOf(i)` base units, with its
 * `jetton_wallets` row. For tests and benchmarks of "tokens of these wallets" at scale. Returns the
 * wallets' raw addresses, in the owners' order.
 */
export function addUsdtWallets(
  data: IndexData,
  owners: readonly string[],
  balanceOf: (index: number) => bigint,
): string[] {
  const code = codeInfo('jetton_wallet (mainnet USDT');
  const master = addressOf(USDT_MASTER_RAW);
  return owners.map((owner, i) => {
    const balance = balanceOf(i);
    const init = stablecoinWalletData(0, 0n, addressOf(owner), master);
    const raw = stateInitAddress(0, code.cell, init);
    data.put({
      raw,
      status: 'active',
      balance: '50000000',
      extraCurrencies: {},
      accountStateHash: derivedHash(i, raw, 'account_state_hash'),
      lastTransactionHash: derivedHash(i, raw, 'last_transaction_hash'),
      lastTransactionLt: String(48_000_000_000_000n + BigInt(i)),
      code,
      data: dataInfo(stablecoinWalletData(0, balance, addressOf(owner), master)),
    });
    data.jettonWallets.set(raw, { balance: balance.toString(), jetton: USDT_MASTER_RAW, owner });
    return raw;
  });
}

/** Builds a sample-only index for `seed` (what `dataset: 'sample'` serves). */
export function buildSampleIndex(seed = DEFAULT_SEED): IndexData {
  const data = new IndexData();
  addSampleAccounts(data, seed);
  return data;
}

const sampleCache = new Map<number, IndexData>();

function cachedSampleIndex(seed: number): IndexData {
  let data = sampleCache.get(seed);
  if (!data) {
    data = buildSampleIndex(seed);
    sampleCache.set(seed, data);
  }
  return data;
}

/**
 * The labelled sample accounts a server started with this seed serves (same for every dataset), e.g.
 * `sampleAccounts().find(a => a.label === 'wallet-v4r2')!.raw`.
 */
export function sampleAccounts(seed = DEFAULT_SEED): Array<SampleAccount & { label: SampleLabel }> {
  return cachedSampleIndex(seed).samples.map((s) => ({ ...s, label: s.label as SampleLabel }));
}

/** The sample account with this label (seeded like `sampleAccounts`). */
export function sampleAccount(
  label: SampleLabel,
  seed = DEFAULT_SEED,
): SampleAccount & { label: SampleLabel } {
  const found = sampleAccounts(seed).find((s) => s.label === label);
  if (!found) throw new Error(`no sample account labelled "${label}"`);
  return found;
}

/** Valid raw addresses (`wc:HEX`; five on workchain 0, one on -1) that a server with this seed does not index. */
export function notIndexedAddresses(seed = DEFAULT_SEED): string[] {
  return [...cachedSampleIndex(seed).notIndexed];
}
