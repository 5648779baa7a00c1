/**
 * What any web content may do beyond showing our page: nothing. Navigation away from the app page is
 * cancelled, `window.open` is always denied (an allow-listed https explorer link is handed to the
 * system browser instead), `<webview>` cannot be attached, and every permission (camera, notifications,
 * clipboard, …) is denied. Electron-free: main.ts wires these onto every webContents and the session.
 */
import { isAllowedExternalUrl } from '../shared/bridge/api/system-api';
import type { Logger } from './logger';
import { originOf } from './sender-check';

/** An Electron event that can be cancelled. */
export interface PreventableEvent {
  preventDefault(): void;
}

/** What the guards need to know and do. */
export interface NavigationPolicy {
  /** Origins of our page: `app://bundle`, plus the dev server's in development. */
  allowedOrigins: readonly string[];
  /** Normally Electron's `shell.openExternal`. */
  openExternal: (url: string) => Promise<void>;
  logger: Logger;
}

/** Whether `url` is our own page (a reload or a hash change), the only navigation allowed. */
export function isAppPageUrl(url: string, allowedOrigins: readonly string[]): boolean {
  const origin = originOf(url);
  if (origin === undefined || !allowedOrigins.some((o) => originOf(o) === origin)) return false;
  const { pathname } = new URL(url);
  return pathname === '/' || pathname === '' || pathname === '/index.html';
}

/** Hands an allow-listed URL to the system browser; logs and drops anything else. Never throws. */
function openOutside(url: string, policy: NavigationPolicy): boolean {
  if (!isAllowedExternalUrl(url)) {
    policy.logger.warn('Blocked a link to a URL outside the allow-list', { url });
    return false;
  }
  policy
    .openExternal(url)
    .catch((error: unknown) =>
      policy.logger.error('Could not open a link in the system browser', { url, error: String(error) }),
    );
  return true;
}

/**
 * `will-navigate` / `will-frame-navigate` listener: cancels everything but our own page. A click on an
 * allow-listed explorer link opens it in the system browser instead of replacing the app.
 */
export function guardNavigation(event: PreventableEvent, url: string, policy: NavigationPolicy): void {
  if (isAppPageUrl(url, policy.allowedOrigins)) return;
  event.preventDefault();
  if (!openOutside(url, policy)) policy.logger.warn('Blocked a navigation away from the app', { url });
}

/** `will-redirect` listener: a redirect is never a user's click, so nothing leaves the app page. */
export function guardRedirect(event: PreventableEvent, url: string, policy: NavigationPolicy): void {
  if (isAppPageUrl(url, policy.allowedOrigins)) return;
  event.preventDefault();
  policy.logger.warn('Blocked a redirect away from the app', { url });
}

/** `setWindowOpenHandler` handler: never a new window; allow-listed https links go to the system browser. */
export function createWindowOpenHandler(
  policy: NavigationPolicy,
): (details: { url: string }) => { action: 'deny' } {
  return ({ url }) => {
    openOutside(url, policy);
    return { action: 'deny' };
  };
}

/** `will-attach-webview` listener: the app has no `<webview>`, so any attempt is refused. */
export function denyWebviewAttach(event: PreventableEvent, logger: Logger): void {
  event.preventDefault();
  logger.warn('Blocked a <webview> from being attached');
}

/** `session.setPermissionRequestHandler` handler: every permission request is denied. */
export function denyPermissionRequest(
  _webContents: unknown,
  _permission: string,
  callback: (granted: boolean) => void,
): void {
  callback(false);
}

/** `session.setPermissionCheckHandler` handler: every permission check answers "not granted". */
export function denyPermissionCheck(): boolean {
  return false;
}
