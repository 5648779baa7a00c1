/**
 * Builds the bench page with Vite (production mode, like the shipped renderer) and serves it, plus
 * in-memory JSON documents, from a throwaway `node:http` server on 127.0.0.1.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const PAGE_DIR = import.meta.dirname;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

/** Bundles `renderer-page/index.html` (or `root`'s index.html) and what it imports into `outDir`. */
export async function buildBenchPage(outDir: string, root: string = PAGE_DIR): Promise<void> {
  await build({
    configFile: false,
    root,
    base: './',
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
}

/** A running page server. */
export interface PageServer {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

/** Serves the files of `dir`, and `documents` (path → JSON text) from memory. */
export async function servePage(dir: string, documents: Record<string, string>): Promise<PageServer> {
  const base = resolve(dir);
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const document = documents[path];
      if (document !== undefined) {
        res.writeHead(200, { 'Content-Type': TYPES['.json']! });
        res.end(document);
        return;
      }
      const file = normalize(join(base, path === '/' ? 'index.html' : decodeURIComponent(path)));
      if (!file.startsWith(base)) {
        res.writeHead(403).end();
        return;
      }
      try {
        const body = await readFile(file);
        res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The bench page server has no TCP port.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
