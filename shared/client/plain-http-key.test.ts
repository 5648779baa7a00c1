import { describe, expect, it } from 'vitest';
import { isLoopbackHost, plainHttpKeyWarning } from './plain-http-key';

describe('plainHttpKeyWarning', () => {
  it('warns for plain http to any host that is not loopback', () => {
    for (const url of [
      'http://indexer.example.com',
      'http://192.168.1.10:8081/api/v3',
      'http://10.0.0.1',
      'http://[2001:db8::1]:8080',
      'http://128.0.0.1',
      'http://localhost.evil.example',
    ]) {
      expect(plainHttpKeyWarning(url), url).toMatch(
        /^The API key is sent over plain http to .+: anyone on the network path can read and reuse it\./,
      );
    }
    expect(plainHttpKeyWarning('http://indexer.example.com:8081', 'about to be set')).toBe(
      'The API key would be sent over plain http to indexer.example.com:8081: anyone on the network path can read and reuse it. Use an https address for this indexer, or no key.',
    );
  });

  it('is quiet for https, loopback and what is not a URL', () => {
    for (const url of [
      'https://toncenter.com',
      'http://127.0.0.1:8787',
      'http://127.255.0.9',
      'http://localhost:8081',
      'http://api.localhost',
      'http://[::1]:8787',
      'http://127.1',
      'not a url',
    ]) {
      expect(plainHttpKeyWarning(url), url).toBeNull();
    }
    expect(isLoopbackHost('LOCALHOST.')).toBe(true);
  });
});
