/**
 * The code of the three standard wallets a key is most often found in — v3r2, v4r2 and v5r1 — as the
 * BoCs their authors publish (ton-org/ton @ ae170453ab31, MIT; the same bytes as
 * local-index-server/fixtures/contract_codes.json), kept with the other codes the app carries whole
 * (shared/tvm/carried-codes.ts, which also runs them behind a library cell). same-key-wallets.ts derives
 * a key's addresses from them; same-key-wallets.test.ts checks each hash against the table of known
 * codes (known-codes.ts).
 */
import { WALLET_V3R2_CODE, WALLET_V4R2_CODE, WALLET_V5R1_CODE } from '../tvm/carried-codes';

/** Standard wallet versions a public key is derived into. */
export type StandardWalletVersion = 'wallet_v3r2' | 'wallet_v4r2' | 'wallet_v5r1';

/** Code BoC (Base64) of each standard wallet. */
export const STANDARD_WALLET_CODES: Readonly<Record<StandardWalletVersion, string>> = {
  wallet_v3r2: WALLET_V3R2_CODE,
  wallet_v4r2: WALLET_V4R2_CODE,
  wallet_v5r1: WALLET_V5R1_CODE,
};
