/**
 * The text of a watch-list notification: one per changed address, plain and short, made of the
 * indexer's values (untrusted) and the user's label. A notification is shown by the system (or the
 * browser), outside the app's own text rendering, so everything is flattened here: no control, direction
 * or invisible characters, no markup meaning, a bounded length.
 */
import { addressForms } from '../address/address-codec';
import { formatNanotons } from '../format/amounts';
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

const ton = (value: string | null) => (value === null ? 'none' : `${formatNanotons(value).text} TON`);
const plain = (value: string | null) => (value === null ? 'none' : value);

/** One change as a short phrase (`Balance 1.5 → 2 TON`). */
export function changePhrase(change: WatchChange): string {
  switch (change.field) {
    case 'status':
      return `Status ${plain(change.before)} → ${plain(change.after)}`;
    case 'balance':
      return `Balance ${ton(change.before)} → ${ton(change.after)}`;
    case 'last_transaction':
      return change.after === null ? 'Last transaction gone' : `New transaction (lt ${change.after})`;
    case 'jetton_balance':
      return `Jetton balance ${plain(change.before)} → ${plain(change.after)}`;
    case 'watched_jetton_balance':
      return `${change.symbol ?? 'Jetton'} ${plain(change.before)} → ${plain(change.after)}`;
  }
}

/**
 * The notifications of one re-check's changes: one per address (named by the user's label, else the
 * shortened friendly address), at most {@link MAX_NOTICES_PER_CHECK}, then one that counts the rest.
 */
export function watchNotifications(
  changes: readonly WatchChange[],
  labels: Readonly<Record<string, string>>,
): WatchNotification[] {
  const byRaw = new Map<string, WatchChange[]>();
  for (const change of changes) byRaw.set(change.raw, [...(byRaw.get(change.raw) ?? []), change]);
  const notices: WatchNotification[] = [];
  for (const [raw, list] of byRaw) {
    if (notices.length === MAX_NOTICES_PER_CHECK) break;
    const name = labels[raw] ?? shortFriendly(raw);
    notices.push({
      raw,
      title: plainNoticeText(`${name} changed`, NOTICE_TITLE_MAX),
      body: plainNoticeText(list.map(changePhrase).join('; '), NOTICE_BODY_MAX),
    });
  }
  const rest = byRaw.size - notices.length;
  if (rest > 0) {
    notices.push({
      raw: null,
      title: 'Watch list',
      body: `${rest} more watched account${rest === 1 ? '' : 's'} changed; see the Watch screen.`,
    });
  }
  return notices;
}
