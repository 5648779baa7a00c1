import { describe, expect, it } from 'vitest';
import masterchainInfo from '../../shared/format/fixtures/v3_masterchainInfo_testnet__cordialsys-crosschain.json';
import { validatedBridge } from './validated-bridge';

const RAW = '0:8CD4DEFB7C0EC371D721E9B909F2100F4D0F118AE3C5F0C14D0C50774D904DA8';

describe('validatedBridge', () => {
  it('passes a reply that matches the contract through', async () => {
    const bridge = validatedBridge({ getMasterchainInfo: async () => ({ ok: true, value: masterchainInfo }) });
    const result = await bridge.getMasterchainInfo();
    expect(result.ok && result.value.last.seqno).toBe(21082664);
  });

  it('turns a reply that breaks the contract into a schema error naming the field', async () => {
    const broken = { ...masterchainInfo, last: { ...masterchainInfo.last, seqno: '21082664' } };
    const bridge = validatedBridge({ getMasterchainInfo: async () => ({ ok: true, value: broken }) });
    const result = await bridge.getMasterchainInfo();
    expect(result).toMatchObject({ ok: false, error: { kind: 'schema', path: 'last.seqno' } });
  });

  it('refuses an invalid argument without calling the other side', async () => {
    let calls = 0;
    const bridge = validatedBridge({
      lookupAccounts: async () => {
        calls++;
        return { ok: true, value: { accounts: [], address_book: {}, metadata: {}, not_found: [] } };
      },
    });
    const result = await bridge.lookupAccounts({ requestId: 'r1', addresses: ['EQBad_address'], includeBoc: true });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(calls).toBe(0);
    const ok = await bridge.lookupAccounts({ requestId: 'r1', addresses: [RAW], includeBoc: false });
    expect(ok.ok).toBe(true);
    expect(calls).toBe(1);
  });

  it('reports a missing method and a throwing transport plainly', async () => {
    const bridge = validatedBridge({
      getSettings: async () => {
        throw new Error('IPC channel closed');
      },
    });
    expect(await bridge.cancelRequest({ requestId: 'x' })).toMatchObject({ ok: false, error: { kind: 'unexpected' } });
    expect(await bridge.getSettings()).toMatchObject({ ok: false, error: { kind: 'unexpected', detail: 'IPC channel closed' } });
  });
});
