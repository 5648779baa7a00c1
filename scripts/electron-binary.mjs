// Where the Electron executable is, and — before an install — whether its binary can be downloaded at
// all, so an offline machine is told at once instead of after a failed download with a stack trace.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The Electron executable's path, or null where only the types-only package is installed
 * (ELECTRON_SKIP_BINARY_DOWNLOAD): the `electron` package exports the path, or throws without a binary.
 * `TON_INDEX_NO_ELECTRON=1` makes it null anyway (the browser build then, even where Electron exists).
 */
export function electronBinary() {
  if (process.env.TON_INDEX_NO_ELECTRON === '1') return null;
  try {
    return createRequire(import.meta.url)('electron');
  } catch {
    return null;
  }
}

/** The Electron version the lockfile pins (what `npm ci` would install), or null. */
export function lockedElectronVersion(projectRoot = root) {
  try {
    const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8'));
    return lock.packages?.['node_modules/electron']?.version ?? null;
  } catch {
    return null;
  }
}

/** An @electron/get setting as its installer reads it: .npmrc (npm_config_electron_*), then ELECTRON_*. */
function electronSetting(name, fallback) {
  const snake = name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
  return (
    process.env[`npm_config_electron_${snake}`] || process.env[`ELECTRON_${snake.toUpperCase()}`] || fallback
  );
}

/** Where @electron/get keeps downloaded zips (env-paths' cache folder for "electron"). */
function electronCacheRoot() {
  if (process.env.electron_config_cache) return process.env.electron_config_cache;
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Caches', 'electron');
  if (process.platform === 'win32')
    return join(process.env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), 'electron', 'Cache');
  return join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'electron');
}

/** Whether `file` is already in the download cache (one folder per download URL under the root). */
function inCache(file) {
  const cacheRoot = electronCacheRoot();
  try {
    return readdirSync(cacheRoot, { withFileTypes: true }).some(
      (entry) => entry.isDirectory() && existsSync(join(cacheRoot, entry.name, file)),
    );
  } catch {
    return false;
  }
}

/** The network error's code behind a failed fetch (undici wraps it in `cause`; a timeout is a DOMException). */
function errorCode(error) {
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return error.name;
  return error?.cause?.code ?? error?.code ?? error?.name ?? 'error';
}

/**
 * Whether `npm ci` could download Electron's binary here. Answers in at most `timeoutMs` (one HEAD
 * request to the download URL, no redirect followed); never throws.
 * `{ ok: true, reason }` when it is cached, a proxy is configured (which Node's fetch would not use, so
 * the installer is left to try), or the server answers; `{ ok: false, reason }` — a sentence — otherwise.
 */
export async function electronDownloadCheck({ timeoutMs = 4000, projectRoot = root } = {}) {
  const version = lockedElectronVersion(projectRoot);
  if (!version) return { ok: true, reason: 'no Electron version in package-lock.json; left to npm' };
  const platform = process.env.npm_config_platform || process.platform;
  const arch = process.env.npm_config_arch || process.arch;
  const file = electronSetting('customFilename', `electron-v${version}-${platform}-${arch}.zip`);
  if (inCache(file)) return { ok: true, reason: `${file} is in the download cache` };
  if (process.env.HTTPS_PROXY || process.env.https_proxy || process.env.ELECTRON_GET_USE_PROXY) {
    return { ok: true, reason: 'a proxy is configured; left to the installer' };
  }
  const base = electronSetting('mirror', 'https://github.com/electron/electron/releases/download/');
  const folder = electronSetting('customDir', `v${version}`).replace('{{ version }}', version);
  let url;
  try {
    url = new URL(`${base}${folder}/${file}`);
  } catch {
    return { ok: false, reason: `the Electron download address "${base}" is not a URL` };
  }
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status < 400) return { ok: true, reason: `${url.host} answers` };
    return { ok: false, reason: `${url.host} answered ${response.status} for ${file}` };
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      return { ok: false, reason: `${url.hostname} cannot be resolved (no internet access?)` };
    if (code === 'TimeoutError' || code === 'AbortError')
      return { ok: false, reason: `${url.host} did not answer within ${Math.round(timeoutMs / 1000)} s` };
    return { ok: false, reason: `${url.host} cannot be reached (${code})` };
  }
}
