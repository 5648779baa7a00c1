/**
 * The `app://` scheme the window loads the renderer from (instead of `file://`, which would give the
 * page read access to the whole disk and an opaque origin). The handler serves files from the built
 * renderer folder only: unknown hosts, traversal (`..`, encoded slashes, backslashes, NUL) and anything
 * outside that folder get a 404. Every answer carries the app's CSP.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, resolve, sep, isAbsolute } from 'node:path';
import { cspHeaderFor } from '../shared/csp';

/** The custom scheme (registered as privileged — standard, secure — before the app is ready). */
export const APP_SCHEME = 'app';
/** The one host the scheme serves. */
export const APP_HOST = 'bundle';
/** The origin of the app's page, e.g. for the IPC sender check. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The URL the window loads in production. */
export const APP_INDEX_URL = `${APP_ORIGIN}/index.html`;

/**
 * The app's Content-Security-Policy, as a header on every `app://` answer (the page also carries it in
 * a meta tag). No connect-src: in Electron main does all HTTP, the page talks only to the bridge.
 */
export const APP_CSP = cspHeaderFor('electron');

/** MIME types of what a Vite build emits; anything else is served as bytes. */
const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The MIME type of a file name by its extension. */
export function mimeTypeOf(fileName: string): string {
  return MIME_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/** Headers every answer carries. */
function baseHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': APP_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-cache',
  };
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { ...baseHeaders(), 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * Maps an `app://` URL to a file inside `rootDir`, or undefined when the URL must not be served.
 * Exported for tests; `/` means `index.html`.
 */
export function resolveAppFile(rootDir: string, requestUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  // After decoding, `..` segments, backslashes (Windows separators) and NUL can only mean an attack.
  if (path.includes('\0') || path.includes('\\') || path.split('/').includes('..')) return undefined;
  const relativePath = path === '/' || path === '' ? 'index.html' : path.replace(/^\/+/, '');
  const root = resolve(rootDir);
  const file = resolve(root, normalize(relativePath));
  const rel = relative(root, file);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) return undefined;
  return join(root, rel);
}

/**
 * The `protocol.handle('app', …)` handler: GET/HEAD of files under `rootDir` (out/renderer), with
 * their MIME type and the CSP header; 404 for everything else, 405 for other methods.
 */
export function createAppProtocolHandler(options: {
  rootDir: string;
}): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', {
        status: 405,
        headers: { ...baseHeaders(), Allow: 'GET, HEAD' },
      });
    }
    const file = resolveAppFile(options.rootDir, request.url);
    if (!file) return notFound();
    try {
      const info = await stat(file);
      if (!info.isFile()) return notFound();
      const body = request.method === 'HEAD' ? null : new Uint8Array(await readFile(file));
      return new Response(body, {
        status: 200,
        headers: { ...baseHeaders(), 'Content-Type': mimeTypeOf(file), 'Content-Length': String(info.size) },
      });
    } catch {
      return notFound();
    }
  };
}
