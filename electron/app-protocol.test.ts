import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CSP, APP_INDEX_URL, createAppProtocolHandler, mimeTypeOf, resolveAppFile } from './app-protocol';

let base: string;
let root: string;
let handler: (request: Request) => Promise<Response>;

beforeAll(async () => {
  // A renderer build in <base>/renderer, and a secret beside it that must never be served.
  base = await mkdtemp(join(tmpdir(), 'ton-app-protocol-'));
  root = join(base, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><title>TON Index Explorer</title><script type="module" src="./assets/index-abc.js"></script>',
  );
  await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log("app");');
  await writeFile(join(root, 'assets', 'index-abc.css'), 'body{margin:0}');
  await writeFile(join(root, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(base, 'settings.json'), '{"secret":true}');
  handler = createAppProtocolHandler({ rootDir: root });
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const get = (url: string, method = 'GET') => handler(new Request(url, { method }));

describe('app:// protocol handler', () => {
  it('serves index.html as HTML with the CSP header', async () => {
    const response = await get(APP_INDEX_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(APP_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>TON Index Explorer</title>');
  });

  it('serves / as index.html', async () => {
    expect(await (await get('app://bundle/')).text()).toContain('TON Index Explorer');
  });

  it.each([
    ['assets/index-abc.js', 'text/javascript; charset=utf-8', 'console.log("app");'],
    ['assets/index-abc.css', 'text/css; charset=utf-8', 'body{margin:0}'],
    ['assets/logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('serves %s as %s', async (path, type, body) => {
    const response = await get(`app://bundle/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(await response.text()).toBe(body);
  });

  it.each([
    'app://bundle/../settings.json',
    'app://bundle/%2e%2e/settings.json',
    'app://bundle/assets/..%2F..%2Fsettings.json',
    'app://bundle/..%5Csettings.json',
    'app://bundle/%2e%2e%2fsettings.json',
    'app://bundle/index.html%00.js',
    'app://bundle/%E0%A4%A',
    'app://other-host/index.html',
    'app://bundle.evil/index.html',
    'file:///etc/passwd',
    'app://bundle/missing.js',
    'app://bundle/assets',
  ])('refuses %s with 404 and never serves the file beside the bundle', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
    expect(response.headers.get('content-security-policy')).toBe(APP_CSP);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await get(APP_INDEX_URL, 'POST')).status).toBe(405);
    const head = await get(APP_INDEX_URL, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('resolveAppFile', () => {
  it('keeps every answer inside the root folder', () => {
    expect(resolveAppFile(root, 'app://bundle/assets/index-abc.js')).toBe(
      join(root, 'assets', 'index-abc.js'),
    );
    expect(resolveAppFile(root, 'app://bundle/assets/../index.html')).toBe(join(root, 'index.html'));
    // The URL parser folds (encoded) dot segments at the root, so what is left is looked up inside root.
    expect(resolveAppFile(root, 'app://bundle/%2e%2e/%2e%2e/etc/passwd')).toBe(join(root, 'etc', 'passwd'));
    expect(resolveAppFile(root, 'app://bundle/assets/..%2F..%2F..%2Fetc%2Fpasswd')).toBeUndefined();
  });

  it('knows the MIME types of a Vite build', () => {
    expect(mimeTypeOf('a.woff2')).toBe('font/woff2');
    expect(mimeTypeOf('a.MJS')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeOf('a.unknown')).toBe('application/octet-stream');
  });
});
