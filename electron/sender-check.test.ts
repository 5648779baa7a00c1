import { describe, expect, it } from 'vitest';
import { createSenderCheck, originOf, type FrameLike } from './sender-check';

const main: FrameLike = { url: 'app://bundle/index.html', parent: null, frameTreeNodeId: 3 };

describe('createSenderCheck', () => {
  const check = createSenderCheck({ appWebContentsId: () => 1, allowedOrigins: ['app://bundle'] });

  it('accepts the main frame of the app window on app://bundle', () => {
    expect(check({ sender: { id: 1, mainFrame: main }, senderFrame: main })).toEqual({ ok: true });
  });

  it('refuses another webContents, a subframe, another origin, and a missing frame', () => {
    expect(check({ sender: { id: 2, mainFrame: main }, senderFrame: main }).ok).toBe(false);
    expect(
      check({
        sender: { id: 1, mainFrame: main },
        senderFrame: { url: main.url, parent: main, frameTreeNodeId: 4 },
      }).ok,
    ).toBe(false);
    // A top-level frame that is not the window's main frame (e.g. a portal) is refused too.
    expect(
      check({
        sender: { id: 1, mainFrame: main },
        senderFrame: { url: main.url, parent: null, frameTreeNodeId: 5 },
      }).ok,
    ).toBe(false);
    const evil = { url: 'https://evil.example/', parent: null, frameTreeNodeId: 3 };
    expect(check({ sender: { id: 1, mainFrame: evil }, senderFrame: evil }).ok).toBe(false);
    expect(check({ sender: { id: 1, mainFrame: main }, senderFrame: null }).ok).toBe(false);
  });

  it('refuses everything while there is no window', () => {
    const noWindow = createSenderCheck({
      appWebContentsId: () => undefined,
      allowedOrigins: ['app://bundle'],
    });
    expect(noWindow({ sender: { id: 1, mainFrame: main }, senderFrame: main }).ok).toBe(false);
  });

  it('accepts the dev server only when it is listed', () => {
    const dev = { url: 'http://localhost:5173/', parent: null, frameTreeNodeId: 3 };
    const devCheck = createSenderCheck({
      appWebContentsId: () => 1,
      allowedOrigins: ['app://bundle', 'http://localhost:5173/'],
    });
    expect(devCheck({ sender: { id: 1, mainFrame: dev }, senderFrame: dev }).ok).toBe(true);
    expect(check({ sender: { id: 1, mainFrame: dev }, senderFrame: dev }).ok).toBe(false);
  });
});

describe('originOf', () => {
  it('gives custom schemes a real origin (URL.origin is "null" for them)', () => {
    expect(new URL('app://bundle/index.html').origin).toBe('null');
    expect(originOf('app://bundle/index.html')).toBe('app://bundle');
    expect(originOf('http://localhost:5173/x')).toBe('http://localhost:5173');
    expect(originOf('file:///etc/passwd')).toBeUndefined();
    expect(originOf('nonsense')).toBeUndefined();
  });
});
