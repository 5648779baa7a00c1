import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from './logger';
import {
  createWindowOpenHandler,
  denyPermissionCheck,
  denyPermissionRequest,
  denyWebviewAttach,
  guardNavigation,
  guardRedirect,
  isAppPageUrl,
  type NavigationPolicy,
} from './navigation-guard';

function setup(allowedOrigins: string[] = ['app://bundle']) {
  const opened: string[] = [];
  const logger = createMemoryLogger();
  const policy: NavigationPolicy = {
    allowedOrigins,
    openExternal: async (url) => void opened.push(url),
    logger,
  };
  const event = () => {
    const e = { prevented: false, preventDefault: () => void (e.prevented = true) };
    return e;
  };
  return { opened, logger, policy, event };
}

const REFUSED = [
  'http://tonviewer.com/EQabc',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'https://evil.example/',
  'https://tonviewer.com:8443/',
  'app://other/index.html',
  'data:text/html,<script>alert(1)</script>',
];

describe('navigation guard', () => {
  it('lets the app page reload (same app:// page)', () => {
    const { policy, event } = setup();
    for (const url of ['app://bundle/index.html', 'app://bundle/', 'app://bundle/index.html#settings']) {
      const e = event();
      guardNavigation(e, url, policy);
      expect(e.prevented, url).toBe(false);
    }
  });

  it('cancels navigation to another app:// path', () => {
    const { policy, event } = setup();
    const e = event();
    guardNavigation(e, 'app://bundle/assets/index.js', policy);
    expect(e.prevented).toBe(true);
  });

  it('cancels a link to an allow-listed explorer and opens it in the system browser instead', () => {
    const { policy, event, opened } = setup();
    const e = event();
    guardNavigation(e, 'https://tonviewer.com/EQabc', policy);
    expect(e.prevented).toBe(true);
    expect(opened).toEqual(['https://tonviewer.com/EQabc']);
  });

  it.each(REFUSED)('cancels navigation to %s and opens nothing', (url) => {
    const { policy, event, opened, logger } = setup();
    const e = event();
    guardNavigation(e, url, policy);
    expect(e.prevented).toBe(true);
    expect(opened).toEqual([]);
    expect(logger.entries.some((entry) => entry.level === 'warn')).toBe(true);
  });

  it('allows the dev server page only when it is one of the allowed origins', () => {
    expect(isAppPageUrl('http://localhost:5173/', ['app://bundle', 'http://localhost:5173'])).toBe(true);
    expect(isAppPageUrl('http://localhost:5173/', ['app://bundle'])).toBe(false);
    expect(isAppPageUrl('http://localhost:5174/', ['app://bundle', 'http://localhost:5173'])).toBe(false);
  });

  it('cancels every redirect away from the app page, even to an allow-listed host', () => {
    const { policy, event, opened } = setup();
    const e = event();
    guardRedirect(e, 'https://tonviewer.com/', policy);
    expect(e.prevented).toBe(true);
    expect(opened).toEqual([]);
  });
});

describe('window.open guard', () => {
  it('always denies a new window; an allow-listed https link goes to the system browser', () => {
    const { policy, opened } = setup();
    const handler = createWindowOpenHandler(policy);
    expect(handler({ url: 'https://tonscan.org/address/EQabc' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://tonscan.org/address/EQabc']);
  });

  it.each([...REFUSED, 'app://bundle/index.html', 'about:blank'])('denies %s and opens nothing', (url) => {
    const { policy, opened } = setup();
    expect(createWindowOpenHandler(policy)({ url })).toEqual({ action: 'deny' });
    expect(opened).toEqual([]);
  });

  it('logs (and does not throw) when the system browser cannot be started', async () => {
    const { logger, policy } = setup();
    const failing = { ...policy, openExternal: async () => Promise.reject(new Error('no browser')) };
    expect(createWindowOpenHandler(failing)({ url: 'https://tonviewer.com/' })).toEqual({ action: 'deny' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(
      logger.entries.some((e) => e.level === 'error' && String(e.details?.error).includes('no browser')),
    ).toBe(true);
  });
});

describe('webview and permissions', () => {
  it('refuses to attach a <webview>', () => {
    const { logger, event } = setup();
    const e = event();
    denyWebviewAttach(e, logger);
    expect(e.prevented).toBe(true);
  });

  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen'])(
    'denies the %s permission request',
    (permission) => {
      const answers: boolean[] = [];
      denyPermissionRequest({}, permission, (granted) => answers.push(granted));
      expect(answers).toEqual([false]);
    },
  );

  it('answers every permission check with "not granted"', () => {
    expect(denyPermissionCheck()).toBe(false);
  });
});
