import { describe, expect, it } from 'vitest';
import { cspFor, cspHeaderFor } from './csp';

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k!, v]),
  );

describe('content security policy', () => {
  it('gives the Electron renderer no network and nothing but its own scripts and styles', () => {
    const policy = directives(cspFor('electron'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('lets the web build reach the indexer over http(s) but still runs only its own scripts', () => {
    const policy = directives(cspFor('web'));
    expect(policy.get('connect-src')).toEqual(['http:', 'https:']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('never allows inline or eval code', () => {
    for (const text of [cspFor('electron'), cspFor('web'), cspHeaderFor('electron')])
      expect(text).not.toMatch(/unsafe-/);
  });

  it('forbids framing in the header (browsers ignore frame-ancestors in a meta tag)', () => {
    expect(directives(cspHeaderFor('electron')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(cspFor('electron')).not.toMatch(/frame-ancestors/);
  });
});
