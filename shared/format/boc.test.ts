import { describe, expect, it } from 'vitest';
import { bocSummary } from './boc';
import contracts from './fixtures/contract-codes.json';
import account from './fixtures/v3_account_testnet_wallet-v3r2__cordialsys-crosschain.json';

describe('bocSummary', () => {
  it.each(contracts.codes.map((c) => [c.name, c] as const))(
    'gives the known code hash of %s',
    (_name, code) => {
      const summary = bocSummary(code.code_boc_base64);
      expect(summary).toMatchObject({
        ok: true,
        rootHashBase64: code.code_hash_base64,
        rootHashHex: code.code_hash_hex,
      });
      if (summary.ok) expect(summary.bytes).toBe(atob(code.code_boc_base64).length);
    },
  );

  it('counts the cells of a multi-cell code (wallet v4r2)', () => {
    const v4 = contracts.codes.find((c) => c.name === 'wallet_v4r2')!;
    const summary = bocSummary(v4.code_boc_base64);
    expect(summary.ok && summary.cells).toBeGreaterThan(1);
  });

  it('reads a real account data BoC (single cell)', () => {
    expect(bocSummary(account.data)).toMatchObject({ ok: true, cells: 1, bytes: atob(account.data).length });
  });

  it('answers an error sentence, never throws, for unreadable input', () => {
    for (const bad of ['', 'not base64!', 'te6cckEBAQEA', 'AAAA']) {
      const summary = bocSummary(bad);
      expect(summary.ok).toBe(false);
      if (!summary.ok) expect(summary.error).toMatch(/bag of cells|Base64/);
    }
  });
});
