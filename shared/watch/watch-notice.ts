/**
 * The text of a watch-list notification: one per changed address, plain and short, in the app's own
 * words (statuses by the app's names, amounts only when they are numbers — never the indexer's text) and
 * the user's label, at most a few per address per hour. A notification is shown by the system (or the
 * browser), outside the app's own text rendering, so everything is flattened here: no control, direction
 * or invisible characters, no markup meaning, a bounded length.
 */
import { addressForms } from '../address/address-codec';
import { formatNanotons } from '../format/amounts';
import { NOT_FOUND_STATUS } from '../format/status';
import { isConcealing } from '../format/text-safety';
import type { WatchChange } from './watch-schema';

/** Longest title and body of a notification, in characters. */
export const NOTICE_TITLE_MAX = 80;
export const NOTICE_BODY_MAX = 240;
/** Most notifications one re-check raises; the rest are summed up in one more. */
export const MAX_NOTICES_PER_CHECK = 5;

/** One notification. */
export interface WatchNotification {
  title: string;
  body: string;
  /** The changed address (raw), or null for a summary of several. */
  raw: string | null;
}

/** Shows notifications (Electron's `Notification` in main, the browser's on the web). */
export interface WatchNotifier {
  notify(notification: WatchNotification): void;
}

/** `text` as one plain line: concealing and control characters dropped, angle brackets kept out, cut to `max`. */
export function plainNoticeText(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (isConcealing(char) || /[\p{Cc}<>]/u.test(char)) {
      if (/\s/u.test(char) && !out.endsWith(' ')) out += ' ';
      continue;
    }
    out += char;
  }
  const chars = Array.from(out.replace(/ {2,}/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** The user-friendly form of a raw address, shortened in the middle (`EQAbcd…wxyz`). */
export function shortFriendly(raw: string): string {
  let friendly = raw;
  try {
    friendly = addressForms(raw).bounceable;
  } catch {
    // Not an address: shown as it is (shortened).
  }
  return friendly.length > 14 ? `${friendly.slice(0, 6)}…${friendly.slice(-6)}` : friendly;
}

/** A decimal amount from the indexer, or a word when it is not one (its text is never put in a sentence). */
const digitsOr = (value: string | null, show: (digits: string) => string) =>
  value === null ? 'none' : /^\d{1,80}$/.test(value) ? show(value) : 'an unreadable amount';
const ton = (value: string | null) => digitsOr(value, (digits) => `${formatNanotons(digits).text} TON`);
const amount = (value: string | null) => digitsOr(value, (digits) => digits);

/** The app's word for an account status; anything the app does not know is not repeated. */
function statusWord(status: string | null): string {
  if (status === null) return 'none';
  if (status === NOT_FOUND_STATUS) return 'not known to the indexer';
  const words: Record<string, string> = {
    active: 'active',
    uninit: 'not initialised',
    frozen: 'frozen',
    nonexist: 'does not exist',
  };
  return words[status] ?? 'a status this app does not know';
}

/**
 * One change as a short phrase in the app's own words (`Balance 1.5 → 2 TON`): statuses by the app's
 * names, amounts only when they are numbers. With `indexerText` (the Watch screen's history, where the
 * indexer's text is shown as inert text) an unknown status and a jetton's symbol are shown as written;
 * a notification, shown by the system outside the app, never carries them.
 */
export function changePhrase(change: WatchChange, options: { indexerText?: boolean } = {}): string {
  const shown = options.indexerText ?? true;
  const status = (value: string | null) =>
    shown && value !== null && statusWord(value).startsWith('a status') ? value : statusWord(value);
  switch (change.field) {
    case 'status':
      return `Status ${status(change.before)} → ${status(change.after)}`;
    case 'balance':
      return `Balance ${ton(change.before)} → ${ton(change.after)}`;
    case 'last_transaction':
      return change.after === null
        ? 'Last transaction gone'
        : /^\d{1,40}$/.test(change.after)
          ? `New transaction (lt ${change.after})`
          : 'New transaction';
    case 'jetton_balance':
      return `Jetton balance ${amount(change.before)} → ${amount(change.after)}`;
    case 'watched_jetton_balance':
      return `${shown && change.symbol ? change.symbol : 'A watched jetton balance'}: ${amount(change.before)} → ${amount(change.after)}`;
  }
}

/** How many notifications one address may raise in a window; past it, the changes go to its history only. */
export const NOTICES_PER_ADDRESS = { count: 3, windowMs: 60 * 60 * 1000 } as const;

/**
 * Counts each address's notifications over the last {@link NOTICES_PER_ADDRESS} window (in memory, for
 * as long as the app runs), so an indexer that flips an account back and forth cannot flood the desktop.
 */
export interface NoticeLimiter {
  /** `notify`, `last` (the last one in this window: it says so), or `quiet`. */
  admit(raw: string, now: number): 'notify' | 'last' | 'quiet';
}

/** A limiter of `limit.count` notifications per address per `limit.windowMs`. */
export function createNoticeLimiter(
  limit: { count: number; windowMs: number } = NOTICES_PER_ADDRESS,
): NoticeLimiter {
  const sent = new Map<string, number[]>();
  return {
    admit(raw, now) {
      const recent = (sent.get(raw) ?? []).filter((at) => now - at < limit.windowMs);
      if (recent.length >= limit.count) {
        sent.set(raw, recent);
        return 'quiet';
      }
      recent.push(now);
      sent.set(raw, recent);
      return recent.length === limit.count ? 'last' : 'notify';
    },
  };
}

/**
 * The notifications of one re-check's changes: one per address (named by the user's label, else the
 * shortened friendly address), in the app's words only, at most {@link MAX_NOTICES_PER_CHECK}, then one
 * that counts the rest. With a `limiter`, an address past its share of notifications is left out (its
 * changes are in its history), and its last one in the window says so.
 */
export function watchNotifications(
  changes: readonly WatchChange[],
  labels: Readonly<Record<string, string>>,
  limiter?: { limiter: NoticeLimiter; now: number },
): WatchNotification[] {
  const byRaw = new Map<string, WatchChange[]>();
  for (const change of changes) byRaw.set(change.raw, [...(byRaw.get(change.raw) ?? []), change]);
  const notices: WatchNotification[] = [];
  let rest = 0;
  for (const [raw, list] of byRaw) {
    const verdict = limiter ? limiter.limiter.admit(raw, limiter.now) : 'notify';
    if (verdict === 'quiet') continue;
    if (notices.length === MAX_NOTICES_PER_CHECK) {
      rest += 1;
      continue;
    }
    const name = labels[raw] ?? shortFriendly(raw);
    const phrases = list.map((change) => changePhrase(change, { indexerText: false })).join('; ');
    const minutes = Math.round(NOTICES_PER_ADDRESS.windowMs / 60_000);
    notices.push({
      raw,
      title: plainNoticeText(`${name} changed`, NOTICE_TITLE_MAX),
      body: plainNoticeText(
        verdict === 'last'
          ? `${phrases}. It keeps changing: further changes in the next ${minutes} minutes are kept in its history only.`
          : phrases,
        NOTICE_BODY_MAX,
      ),
    });
  }
  if (rest > 0) {
    notices.push({
      raw: null,
      title: 'Watch list',
      body: `${rest} more watched account${rest === 1 ? '' : 's'} changed; see the Watch screen.`,
    });
  }
  return notices;
}
