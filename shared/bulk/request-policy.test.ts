import { describe, expect, it } from 'vitest';
import { requestLimitsSchema } from '../settings/settings-schema';
import { effectiveRequestPolicy, isToncenterHost } from './request-policy';

describe('effectiveRequestPolicy', () => {
  it('paces toncenter without a key at 1 request/s, one at a time, and says why', () => {
    const policy = effectiveRequestPolicy({ baseUrl: 'https://toncenter.com', hasApiKey: false });
    expect(policy).toMatchObject({
      requestsPerSecond: 1,
      concurrency: 1,
      maxAddressesPerRequest: 1000,
      maxUrlLength: 8192,
      source: 'toncenter-without-key',
    });
    expect(policy.explanation).toMatch(/toncenter without an API key: 1 request per second/);
  });

  it('gives toncenter with a key the Free plan rate, testnet included', () => {
    const policy = effectiveRequestPolicy({
      baseUrl: 'https://testnet.toncenter.com/api/v3',
      hasApiKey: true,
    });
    expect(policy).toMatchObject({ requestsPerSecond: 10, concurrency: 4, source: 'toncenter-with-key' });
  });

  it('does not limit a self-hosted indexer, but keeps the row cap and URL length', () => {
    const policy = effectiveRequestPolicy({ baseUrl: 'http://127.0.0.1:8787', hasApiKey: false });
    expect(policy).toMatchObject({
      requestsPerSecond: null,
      concurrency: 4,
      maxAddressesPerRequest: 1000,
      source: 'self-hosted',
    });
    expect(policy.explanation).toMatch(/: no rate limit set, /);
  });

  it('uses the limits the user set for the profile over any default', () => {
    const requestLimits = { requestsPerSecond: 25, maxAddressesPerRequest: 300, maxUrlLength: 4096 };
    const policy = effectiveRequestPolicy({
      baseUrl: 'https://toncenter.com',
      hasApiKey: true,
      requestLimits,
    });
    expect(policy).toMatchObject({ ...requestLimits, concurrency: 4, source: 'profile' });
  });

  it('is not fooled by hosts that only contain "toncenter.com"', () => {
    expect(isToncenterHost('https://toncenter.com.evil.example')).toBe(false);
    expect(isToncenterHost('https://nottoncenter.com')).toBe(false);
    expect(isToncenterHost('not a url')).toBe(false);
  });
});

describe('requestLimitsSchema', () => {
  it('refuses more than the spec’s 1024 addresses per request and URLs too short to carry one', () => {
    expect(
      requestLimitsSchema.safeParse({
        requestsPerSecond: 1,
        maxAddressesPerRequest: 1025,
        maxUrlLength: 8192,
      }).success,
    ).toBe(false);
    expect(
      requestLimitsSchema.safeParse({ requestsPerSecond: 1, maxAddressesPerRequest: 10, maxUrlLength: 100 })
        .success,
    ).toBe(false);
    expect(
      requestLimitsSchema.safeParse({ requestsPerSecond: 0, maxAddressesPerRequest: 10, maxUrlLength: 8192 })
        .success,
    ).toBe(false);
    expect(
      requestLimitsSchema.safeParse({
        requestsPerSecond: null,
        maxAddressesPerRequest: 1024,
        maxUrlLength: 8192,
      }).success,
    ).toBe(true);
  });
});
