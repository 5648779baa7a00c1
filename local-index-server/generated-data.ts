/**
 * Dataset `{ generated: N }`: the sample accounts plus N deterministic filler accounts for benchmarks
 * and the 1000-row cap. Cheap on purpose (100 000 accounts in well under a few seconds): a handful of
 * real code/data cells are shared, and addresses, balances and hashes come from a fast seeded generator
 * instead of StateInit hashing.
 */
import { Address } from '@ton/core';
import { codeInfo } from './contract-codes';
import type { CodeInfo } from './contract-codes';
import { dataInfo, jettonWalletData, walletV3Data, walletV4Data, walletV5Data } from './contract-data';
import type { AccountRecord, DataInfo, IndexData } from './index-data';
import { derivedBytes, SeededRandom } from './seeded-random';

interface Template {
  code: CodeInfo;
  data: DataInfo;
  /** Jetton wallets get a `jetton_wallets` row (and so metadata) pointing at the sample jetton master. */
  jettonOwner?: string;
}

/**
 * Adds `count` generated accounts after the samples. Mix: 60 % active wallets (v3r2/v4r2/v5r1),
 * 15 % jetton wallets of the sample jetton master, 10 % uninit, 5 % frozen, 5 % nonexist, 5 % active
 * wallets on the masterchain. Requires the samples to be present (it links to `jetton-master`).
 */
export function addGeneratedAccounts(data: IndexData, count: number, seed: number): void {
  const rng = new SeededRandom(seed, 'generated', count);
  const master = data.sample('jetton-master').raw;
  const owners = [data.sample('wallet-v4r2').raw, data.sample('wallet-v5r1').raw];
  const v3 = codeInfo('wallet_v3r2');
  const v4 = codeInfo('wallet_v4r2');
  const v5 = codeInfo('wallet_v5r1');
  const jettonWallet = codeInfo('jetton_wallet (tonweb');
  const wallets: Template[] = [];
  for (let i = 0; i < 3; i++) {
    const pub = derivedBytes(seed, 'generated-key', i);
    wallets.push({ code: v3, data: dataInfo(walletV3Data(i + 1, pub)) });
    wallets.push({ code: v4, data: dataInfo(walletV4Data(i + 10, pub)) });
    wallets.push({ code: v5, data: dataInfo(walletV5Data(i + 20, pub)) });
  }
  const jettons: Template[] = owners.map((owner, i) => ({
    code: jettonWallet,
    data: dataInfo(
      jettonWalletData(
        BigInt(1000 * (i + 1)),
        Address.parseRaw(owner),
        Address.parseRaw(master),
        jettonWallet.cell,
      ),
    ),
    jettonOwner: owner,
  }));

  const ltBase = 50_000_000_000_000;
  for (let i = 0; i < count; i++) {
    const kind = rng.below(100);
    const workchain = kind >= 95 ? -1 : 0;
    const raw = `${workchain}:${rng.bytes(32).toString('hex').toUpperCase()}`;
    const record: AccountRecord = {
      raw,
      status: 'active',
      balance: String(rng.nextUint32() * 1000 + rng.below(1000)),
      extraCurrencies: {},
      accountStateHash: rng.bytes(32).toString('base64'),
      lastTransactionHash: rng.bytes(32).toString('base64'),
      lastTransactionLt: String(ltBase + i * 1000 + 1),
    };
    if (kind < 60 || kind >= 95) {
      const t = wallets[rng.below(wallets.length)]!;
      record.code = t.code;
      record.data = t.data;
    } else if (kind < 75) {
      const t = jettons[rng.below(jettons.length)]!;
      record.code = t.code;
      record.data = t.data;
      data.jettonWallets.set(raw, {
        balance: String(rng.nextUint32()),
        jetton: master,
        owner: t.jettonOwner!,
      });
    } else if (kind < 85) {
      record.status = 'uninit';
    } else if (kind < 90) {
      record.status = 'frozen';
      record.balance = '0';
      record.frozenHash = rng.bytes(32).toString('base64');
    } else {
      record.status = 'nonexist';
      record.balance = '0';
    }
    data.put(record);
  }
}
