/**
 * Real contract codes by their hash: the code hash an account's `code_hash` (or the hash of its
 * `code_boc`) equals names the contract exactly. The hashes are those of the 32 real codes the project
 * was built with (each with its source; the codes themselves are in local-index-server/fixtures and
 * shared/contracts/known-codes.test.ts re-derives every hash from them), plus the USD₮ minter,
 * getgems' NFT auction v3r2, getgems' fix-price sale v4r1 and two hashes the indexer's own table names. A library cell and the code
 * behind it are both listed: an account shows the first, a contract deployed without the library the
 * second.
 */
import { LIBRARY_CELL_OF } from './known-library-cells';
import { base64ToBytes } from '../tvm/stack-boc';
import type { ContractKind } from './kinds';

/** One known code. */
export interface KnownCode {
  /** Representation hash of the code's root cell, lower-case hex. */
  readonly hash: string;
  readonly kind: ContractKind;
  /** The exact contract, for a person. */
  readonly name: string;
  /** Where the code comes from (repository, file @ commit). */
  readonly source: string;
}

/** [hash, kind, name, source]. */
const TABLE: ReadonlyArray<readonly [string, ContractKind, string, string]> = [
  [
    'a0cfc2c48aee16a271f2cfc0b7382d81756cecb1017d077faaab3bb602f6868c',
    'wallet_v1r1',
    'wallet v1 r1',
    'ton-org/ton src/wallets/v1/r1.ts @ ae170453ab31',
  ],
  [
    'd4902fcc9fad74698fa8e353220a68da0dcf72e32bcb2eb9ee04217c17d3062c',
    'wallet_v1r2',
    'wallet v1 r2',
    'ton-org/ton src/wallets/v1/r2.ts @ ae170453ab31',
  ],
  [
    '587cc789eff1c84f46ec3797e45fc809a14ff5ae24f1e0c7a6a99cc9dc9061ff',
    'wallet_v1r3',
    'wallet v1 r3',
    'ton-org/ton src/wallets/v1/r3.ts @ ae170453ab31',
  ],
  [
    '5c9a5e68c108e18721a07c42f9956bfb39ad77ec6d624b60c576ec88eee65329',
    'wallet_v2r1',
    'wallet v2 r1',
    'ton-org/ton src/wallets/v2/r1.ts @ ae170453ab31',
  ],
  [
    'fe9530d3243853083ef2ef0b4c2908c0abf6fa1c31ea243aacaa5bf8c7d753f1',
    'wallet_v2r2',
    'wallet v2 r2',
    'ton-org/ton src/wallets/v2/r2.ts @ ae170453ab31',
  ],
  [
    'b61041a58a7980b946e8fb9e198e3c904d24799ffa36574ea4251c41a566f581',
    'wallet_v3r1',
    'wallet v3 r1',
    'ton-org/ton src/wallets/v3/r1.ts @ ae170453ab31',
  ],
  [
    '84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599',
    'wallet_v3r2',
    'wallet v3 r2',
    'ton-org/ton src/wallets/v3/r2.ts @ ae170453ab31',
  ],
  [
    '64dd54805522c5be8a9db59cea0105ccf0d08786ca79beb8cb79e880a8d7322d',
    'wallet_v4r1',
    'wallet v4 r1',
    'xssnick/tonutils-go ton/wallet/v4r2.go (_V4R1CodeHex) @ c5a211bbcae8',
  ],
  [
    'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0',
    'wallet_v4r2',
    'wallet v4 r2',
    'ton-org/ton src/wallets/v4/WalletContractV4.ts @ ae170453ab31',
  ],
  [
    'f3d7ca53493deedac28b381986a849403cbac3d2c584779af081065af0ac4b93',
    'wallet_v5_beta',
    'wallet v5 beta (library cell)',
    'ton-org/ton src/wallets/v5beta/WalletContractV5Beta.ts @ ae170453ab31',
  ],
  [
    'e4cf3b2f4c6d6a61ea0f2b5447d266785b26af3637db2deee6bcd1aa826f3412',
    'wallet_v5_beta',
    'wallet v5 beta (the code behind its library cell)',
    'tonkeeper/w5 contracts/wallet_v5.fc @ 4458be0092ad (shared/tvm/libraries.ts)',
  ],
  [
    '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f',
    'wallet_v5r1',
    'wallet v5 r1',
    'ton-org/ton src/wallets/v5r1/WalletContractV5R1.ts @ ae170453ab31',
  ],
  [
    'd8cdbbb79f2c5caa677ac450770be0351be21e1250486de85cc52aa33dd16484',
    'wallet_highload_v1r1',
    'highload wallet v1 r1',
    'tonkeeper/tongo wallet/models.go (HighLoadV1R1) @ ab7550376b41',
  ],
  [
    '0dceed21269d66013e95b19fbb5c55a6f01adad40837baa8e521cde3a02aa46c',
    'wallet_highload_v1r2',
    'highload wallet v1 r2',
    'tonkeeper/tongo wallet/models.go (HighLoadV1R2) @ ab7550376b41',
  ],
  [
    '8ceb45b3cd4b5cc60eaae1c13b9c092392677fe536b2e9b2d801b62eff931fe1',
    'wallet_highload_v2r1',
    'highload wallet v2 r1',
    'tonkeeper/tongo wallet/models.go (HighLoadV2R1) @ ab7550376b41',
  ],
  [
    '203dd4f358adb49993129aa925cac39916b68a0e4f78d26e8f2c2b69eafa5679',
    'wallet_highload_v2r2',
    'highload wallet v2 r2',
    'xssnick/tonutils-go ton/wallet/highloadv2r2.go (_HighloadV2R2CodeHex) @ c5a211bbcae8',
  ],
  [
    '9494d1cc8edf12f05671a1a9ba09921096eb50811e1924ec65c3c629fbb80812',
    'wallet_highload_v2',
    'highload wallet v2',
    'xssnick/tonutils-go ton/wallet/highloadv2r2.go (_HighloadV2VerifiedCodeHex) @ c5a211bbcae8',
  ],
  [
    '11acad7955844090f283bf238bc1449871f783e7cc0979408d3f4859483e8525',
    'wallet_highload_v3',
    'highload wallet v3',
    'xssnick/tonutils-go ton/wallet/highloadv3.go (_HighloadV3CodeHex) @ c5a211bbcae8',
  ],
  [
    '45ebbce9b5d235886cb6bfe1c3ad93b708de058244892365c9ee0dfe439cb7b5',
    'wallet_preprocessed_v2',
    'preprocessed wallet v2',
    'toncenter/ton-indexer ton-index-go/index/detect/interfaces.go (hash only)',
  ],
  [
    '88fbf818e47d5f328f7dc34bad4323bb28a12ec6c75ce9ec25d77746c56e1ded',
    'wallet_lockup',
    'universal lockup wallet (restricted wallet v1)',
    'xssnick/tonutils-go ton/wallet/lockup.go (_LockupCodeHex) @ 26ba91300877',
  ],
  [
    'b48b531abec3b714638291f7d77ed6dc9f6a2729efca20477137374d4ae8b590',
    'wallet_vesting',
    'vesting wallet v1',
    'toncenter/tonweb src/contract/lockup/VestingWalletV1.js @ 171a6aa93e8e',
  ],
  [
    'f95ba0330b38cdf3459b1e811e5fc6fa6cfee566d7b764455c0468140365a737',
    'jetton_master',
    'jetton minter (token-contract)',
    'toncenter/tonweb src/contract/token/ft/JettonMinter.js @ 01a05d74eb05',
  ],
  [
    '18d5b6e780ff0bb451254c2c760d09d6e485638cd1407abb97078752c3c1c9ee',
    'jetton_master',
    'USD₮ jetton minter (stablecoin contract)',
    'ton-blockchain/stablecoin-contract build/JettonMinter.compiled.json @ 9a53e289fd8a',
  ],
  [
    '4adf48135cb575adbaed476799c87ff2904269b1f949ada4d0479e9104b6f217',
    'jetton_wallet',
    'jetton wallet (token-contract)',
    'toncenter/tonweb src/contract/token/ft/JettonWallet.js @ bc5b2f5f2005',
  ],
  [
    'beb0683ebeb8927fe9fc8ec0a18bc7dd17899689825a121eab46c5a3a860d0ce',
    'jetton_wallet',
    'jetton wallet v1 (legacy token-contract)',
    'cordialsys/crosschain chain/ton/address/address_test.go @ 44b4d4f9e739',
  ],

  [
    '89468f02c78e570802e39979c8516fc38df07ea76a48357e0536f2ba7b3ee37b',
    'jetton_wallet',
    'USD₮ jetton wallet (stablecoin contract, library cell)',
    'cordialsys/crosschain chain/ton/address/address_test.go @ 44b4d4f9e739 (as the USDT master hands it out)',
  ],
  [
    '8d28ea421b77e805fea52acf335296499f03aec8e9fd21ddb5f2564aa65c48de',
    'jetton_wallet',
    'Notcoin jetton wallet (library cell; NOT, DOGS)',
    'broxus/nekoton nekoton-transport/src/gql_ext.rs @ 03d88b2b4c63 (a real NOT jetton wallet); ton-indexer calls it jetton_wallet_v2',
  ],
  [
    'ba2918c8947e9b25af9ac1b883357754173e5812f807a3d6e642a14709595395',
    'jetton_wallet',
    'Notcoin jetton wallet (the code behind its library cell)',
    'OpenBuilders/notcoin-contract build/JettonWallet.compiled.json @ 4a970bb28397 (shared/tvm/bundled-libraries.ts)',
  ],
  [
    'f83d05490af7c9cc58019488c7b253c9492d49c25d12d09383e52e81537e343a',
    'jetton_master',
    'Notcoin jetton minter (NOT)',
    'OpenBuilders/notcoin-contract build/JettonMinter.compiled.json @ 4a970bb28397',
  ],
  [
    '431e1485b326a1c600baf02dc3e4cb6339a1538a92ebc4e3ce5daa7100f6c79b',
    'jetton_wallet',
    'mintless jetton wallet (library cell; HMSTR and other airdrop jettons)',
    'broxus/nekoton nekoton-transport/src/gql_ext.rs @ 03d88b2b4c63 (a real HMSTR jetton wallet)',
  ],
  [
    '0f1ad3d8a46bd283321dde639195fb72602e9b31b1727fecc25e2edc10966df4',
    'jetton_wallet',
    'mintless jetton wallet (the code behind its library cell)',
    'ton-community/mintless-jetton build/JettonWallet.compiled.json @ 14a85e9a17f1 (shared/tvm/bundled-libraries.ts)',
  ],
  [
    '51b4d95b903f23707456f7b35b7f7ce7cbcb284742cd27f7698059cc03f79ec4',
    'jetton_wallet',
    'mintless jetton wallet, earlier build (library cell)',
    'broxus/nekoton nekoton-transport/src/gql_ext.rs @ 03d88b2b4c63 (a real mintless jetton wallet)',
  ],
  [
    '0ef19e1bf40f2ba492fcaac386eeca59bf6827a3850708d9fcd9adb683abc336',
    'jetton_wallet',
    'mintless jetton wallet, earlier build (the code behind its library cell)',
    'broxus/nekoton nekoton-transport/src/gql_ext.rs @ 03d88b2b4c63 (a real mintless jetton wallet names it; the app does not carry its code)',
  ],
  [
    '84d0ae717efd23eecceb3a565e25fc5fb2e066f03bcf3672a7dd69aefa389db2',
    'jetton_master',
    'mintless jetton minter (HMSTR)',
    'ton-community/ton-docs docs/v3/guidelines/dapps/cookbook.mdx @ 208dbec392db (the HMSTR master as the chain holds it)',
  ],
  [
    '8f452d7a4dfd74066b682365177259ed05734435be76b5fd4bd5d8af2b7c3d68',
    'jetton_wallet',
    'USD₮ jetton wallet (the code behind its library cell)',
    'ton-blockchain/stablecoin-contract build/JettonWallet.compiled.json @ f726a8c59bcb (shared/tvm/libraries.ts)',
  ],
  [
    '64bb2d4661b5f2dc1a83bf5cbbe09e92ac0b460a1b879a5519386fca4c348bca',
    'nft_collection',
    'NFT collection (token-contract)',
    'toncenter/tonweb src/contract/token/nft/NftCollection.js @ e228a988a963',
  ],
  [
    '4c9123828682fa6f43797ab41732bca890cae01766e0674100250516e0bf8d42',
    'nft_item',
    'NFT item (token-contract)',
    'toncenter/tonweb src/contract/token/nft/NftItem.js @ bc5b2f5f2005',
  ],
  [
    'dd24e54caaa1a2b8e70514fc39bfc4cbc4b1543ca74d2cc6fc0eb35429e1b9d5',
    'nft_sale',
    'NFT sale (token-contract)',
    'toncenter/tonweb src/contract/token/nft/NftSale.js @ 88822c963c81',
  ],
  [
    '1bd9c5a39bffb7a0f341588b5dd92b813a842bf65ef14109382200ceaf8f72df',
    'nft_sale',
    'NFT auction (getgems v3r2)',
    'getgems-io/nft-contracts packages/contracts/nft-auction-v2/NftAuctionV2.source.ts @ 7f2cf76ea4db',
  ],
  [
    '6b95a6418b9c9d2359045d1e7559b8d549ae0e506f24caab58fa30c8fb1feb86',
    'nft_sale',
    'NFT sale (getgems fix-price v4r1, TON or jettons)',
    'getgems-io/nft-contracts packages/contracts/nft-fixprice-sale-v4/NftFixPriceSaleV4.source.ts @ 7f2cf76ea4db',
  ],
  [
    '76c11e701480f7a66d6368d0e7b570f4f9119f2338568f9d63ff8d12ebf8a0f7',
    'nft_marketplace',
    'NFT marketplace (token-contract)',
    'toncenter/tonweb src/contract/token/nft/NftMarketplace.js @ b15ca2e45d6f',
  ],
  [
    '9ffe14989a82dd5e0ec22a6f2a14f784a72c347d7552c6f220d9c3e13b7e2778',
    'dns_root',
    'DNS root',
    'toncenter/tonweb src/test-dns.js @ a821484df7c5',
  ],
  [
    'c45a70715e226a2aafa76c7781f3ced852aa044a3eb52b9097341761846a4125',
    'dns_collection',
    'DNS collection (.ton)',
    'toncenter/tonweb src/test-dns.js @ a821484df7c5',
  ],
  [
    '3f0ab9253170c86aaeebfeabb2de0bc2d35b4c854a98ea37dc2cdffde8f4e811',
    'dns_item',
    'DNS item (.ton domain)',
    'toncenter/tonweb src/test-dns.js @ a821484df7c5',
  ],
  [
    'd3d14da9a627f0ec3533341829762af92b9540b21bf03665fac09c2b46eabbac',
    'multisig_v2',
    'multisig wallet v2 (TON Foundation)',
    'ton-blockchain/multisig-contract-v2 build/Multisig.compiled.json @ 1e6f91942afb',
  ],
  [
    '6305a8061c856c2ccf05dcb0df5815c71475870567cab5f049e340bcf59251f3',
    'multisig_v2_order',
    'multisig v2 order (TON Foundation)',
    'ton-blockchain/multisig-contract-v2 build/Order.compiled.json @ 1e6f91942afb (deployed as a library cell, a01e057f…)',
  ],
  [
    '9a3ec14bc098f6b44064c305222caea2800f17dda85ee6a8198a7095ede10dcf',
    'nominator_pool',
    'nominator pool (TON Foundation)',
    'ton-blockchain/nominator-pool func/pool.fc @ 2f35c36b5ad6; real pools in tonkeeper/tongo abi/generated_test.go @ 11003d5099f8',
  ],
  [
    'cc0d39589eb2c0cfe0fde28456657a3bdd3d953955ae3f98f25664ab3c904fbd',
    'single_nominator',
    'single nominator pool',
    'tonkeeper/tongo abi/inspect_test.go @ d2a90ae633da (a real pool); source: orbs-network/single-nominator contracts/single-nominator.fc',
  ],
  [
    'a42ae69eac76ffe0e452d3d4f13d387a14e46c01a5aadba5fc1d893e6c71f5ba',
    'single_nominator',
    'single nominator pool v1.0',
    'orbs-network/single-nominator README.md "Official code hash" (hash only)',
  ],
  [
    'dd3ce98db487c7585803933bffba7a57eb4e663099059d08b83db0b4ce060793',
    'validator_controller',
    'validator controller (liquid staking)',
    'tonkeeper/tongo abi/generated_test.go @ 11003d5099f8 (a real controller); source: ton-blockchain/liquid-staking-contract contracts/controller.func',
  ],
  [
    'b66c1630c39fa67f1daed236b52af3ce9e67544161b4373375e8b4eef1bcbc59',
    'wallet_lockup_vesting',
    'lockup vesting wallet',
    'tonkeeper/tongo abi/generated_test.go @ 11003d5099f8 (a real wallet answering get_lockup_data)',
  ],
  [
    'c5ef19df22aee8b707bd7a181174e400a4225223c5ae40d8320f5ddd707d34a1',
    'tonkeeper_2fa',
    'Tonkeeper 2FA extension (of a wallet v5)',
    'tonkeeper/tongo abi/schemas/tonkeeper_2fa.xml; a real one in abi/generated_test.go @ 11003d5099f8',
  ],
  [
    '14dbe27de307b26faf75361dc5429d1a14b5288f9a82ce08727513c02835e4f7',
    'mytonwallet_2fa',
    'MyTonWallet 2FA wallet (library cell)',
    'tonkeeper/tongo abi/schemas/mytonwallet_2fa.xml; a real one in abi/inspect_test.go @ d2a90ae633da',
  ],
  [
    '701eede652337f699550cc51cb15263259aae6fc6eba976237945f142dda982d',
    'mytonwallet_2fa',
    'MyTonWallet 2FA wallet (the code behind its library cell)',
    'tonkeeper/tongo abi/inspect_test.go @ d2a90ae633da (shared/tvm/bundled-libraries.ts)',
  ],
  [
    'e47cee2a24e535150db4bc15e145fd732fa81543f29f1374ac2c058e6b60819f',
    'subscription_v2',
    'subscription v2 (Tonkeeper)',
    'tonkeeper/tongo abi/generated_test.go @ 11003d5099f8 (a real subscription)',
  ],
  [
    '433c54b12f0d8f7c65a35685e5485e006a60227a9b91ab56d2926fe4fead482b',
    'subscription_v2',
    'subscription v2 (Tonkeeper, an earlier build)',
    'tonkeeper/tongo abi/generated_test.go @ 4d135a180c32 (a real subscription, February 2025)',
  ],
  [
    '48942963827c5147fe935cd22e88ba418011fe656eab78b79c5c6343d84d421a',
    'subscription_v2',
    'subscription v2 (Tonkeeper)',
    'tonkeeper/tongo abi/schemas/subscriptions_v2.xml (hash only)',
  ],
  [
    '8b5ffc9ebfd39064d8d5f56e4659c826bb7593923f5ca48728be4d60af6f51f9',
    'dns_item',
    'DNS item (.ton domain, the mainnet code)',
    'tonkeeper/tongo abi/generated_test.go @ 11003d5099f8 (real .ton domains); source: ton-blockchain/dns-contract func/nft-item.fc',
  ],
  [
    '6ec209ff3f987b33a8d292fb402cb9005359e4afba4186e4a306896b356aeaaa',
    'dns_item',
    "DNS item (.ton domain, as the repository's tests build it)",
    'ton-blockchain/dns-contract test/utils.js @ d08131031fb6 (hash only)',
  ],
  [
    'a7a2616a4d639a076c2f67e7cce0423fd2a1c2ee550ad651c1eda16ee13bcaca',
    'telegram_username',
    'Telegram collectible (telemint NFT item: a username or an anonymous number)',
    'tonkeeper/tongo abi/generated_test.go @ 11003d5099f8 (a real username); source: TelegramMessenger/telemint func/nft-item.fc',
  ],
  [
    '52161446bb3e6f811f3ceb163c8be33710fe41086c3a047ee928c2d94743fc2d',
    'subscription_plugin',
    'subscription plugin v1 (wallet v4 plugin)',
    'toncenter/tonweb src/contract/subscription/index.js @ 0039e2a6566e',
  ],
  [
    '41f5b77f02d4a96eb465197215ed00923720a6c731fa32934f9c0e80ffb85589',
    'payment_channel',
    'payment channel',
    'toncenter/tonweb src/contract/payments/PaymentChannel.js @ 80640625aad2',
  ],
];

/** Every known code. */
export const KNOWN_CODES: readonly KnownCode[] = TABLE.map(([hash, kind, name, source]) => ({
  hash,
  kind,
  name,
  source,
}));

const byHash = new Map(KNOWN_CODES.map((code) => [code.hash, code]));

/**
 * Each known code by the hash of a library cell naming it, made on first use: an account that deploys a
 * known code behind a library cell has that cell's hash as its `code_hash`, and is still that contract —
 * so a lookup names it whether or not code and data were sent, as the account page (which resolves the
 * library) does. A library cell the table lists itself keeps its own entry.
 */
let byLibraryCellHash: Map<string, KnownCode> | null = null;

function behindLibraryCell(hex: string): KnownCode | undefined {
  byLibraryCellHash ??= new Map(
    KNOWN_CODES.flatMap((code) => {
      const cell = LIBRARY_CELL_OF[code.hash];
      return cell ? [[cell, code] as const] : [];
    }),
  );
  return byLibraryCellHash.get(hex);
}

/** A 32-byte hash given in hex (any case) or Base64 (the indexer's `code_hash`), as lower-case hex; null when it is neither. */
export function hashHex(hash: string): string | null {
  return /^[0-9a-f]{64}$/i.test(hash) ? hash.toLowerCase() : base64ToHex(hash);
}

/** Answers by the hash as given: a lookup's 100,000 accounts share a few codes (bounded all the same). */
const answered = new Map<string, KnownCode | null>();

/** The known code with this hash (hex in any case, or the indexer's Base64), if any. */
export function knownCode(hash: string): KnownCode | undefined {
  let code = answered.get(hash);
  if (code === undefined) {
    const hex = hashHex(hash);
    code = (hex === null ? undefined : (byHash.get(hex) ?? behindLibraryCell(hex))) ?? null;
    if (answered.size >= 10_000) answered.clear();
    answered.set(hash, code);
  }
  return code ?? undefined;
}

/** Standard or URL-safe Base64 of 32 bytes → lower-case hex; null when it is not that. */
function base64ToHex(text: string): string | null {
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  return Array.from(base64ToBytes(text), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
