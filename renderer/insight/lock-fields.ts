/**
 * What a vesting or lockup wallet's own get-methods say is locked, as named fields whose values are
 * written once here: the Contract section renders them (kind-details-view.tsx) and "Copy the answer"
 * writes the same words into the ticket (copy-answer.tsx), so the two can never disagree. Amounts are
 * grouped as the page's balance is, exact to the nanoton; times are UTC, with how far they are from the
 * indexed time.
 */
import { durationText, timeText, tonText, type ShownText } from './shown-values';

/** One field's value: words, an address (or none), or a list of addresses. */
export type LockValue =
  | ({ readonly kind: 'text' } & ShownText)
  | { readonly kind: 'address'; readonly raw: string | null; readonly label: string }
  | { readonly kind: 'addresses'; readonly raws: readonly string[]; readonly label: string };

/** One named field of a wallet's locks. */
export interface LockField {
  readonly name: string;
  readonly testId: string;
  readonly value: LockValue;
}

/** A wallet's locks: what the answer calls them, and their fields in the page's order. */
export interface LockFacts {
  readonly title: string;
  readonly fields: readonly LockField[];
}

type Details = Record<string, unknown>;

/** A field of words. */
const said = (name: string, testId: string, shown: ShownText): LockField => ({
  name,
  testId,
  value: { kind: 'text', ...shown },
});

/** The unlock schedule in one sentence; its exact figures on hover. */
function scheduleText(v: Details): ShownText {
  const per = tonText(v.amount_per_period);
  const period = durationText(v.unlock_period);
  const cliff = durationText(v.cliff_duration);
  // A cliff of 0 s is no cliff at all: "nothing before the cliff of 0 s" reads as if something were held back.
  const cliffText = v.cliff_duration === 0 ? 'no cliff' : `nothing before the cliff of ${cliff.text}`;
  return {
    text: `from ${timeText(v.start_time, undefined).text}, ${cliffText}, then ${per.text} every ${period.text} until ${timeText(v.end_time, undefined).text}`,
    title: [per.title, period.title && `every ${period.title}`, cliff.title && `cliff ${cliff.title}`]
      .filter(Boolean)
      .join('; '),
  };
}

/** A vesting wallet's (or lockup vesting wallet's) fields. */
function vestingFields(v: Details, now: number | undefined): LockField[] {
  const fields = [
    said('Total', 'vesting-total', tonText(v.total_amount)),
    said(
      'Locked now',
      'vesting-locked',
      v.locked_now === null ? { text: 'the contract did not say', muted: true } : tonText(v.locked_now),
    ),
    said('Unlock schedule', 'vesting-schedule', scheduleText(v)),
    said(
      'Next unlock',
      'vesting-next',
      v.next_unlock_time === null ? { text: 'everything is unlocked' } : timeText(v.next_unlock_time, now),
    ),
  ];
  const address = (name: string, testId: string, raw: unknown, label: string): LockField => ({
    name,
    testId,
    value: { kind: 'address', raw: typeof raw === 'string' ? raw : null, label },
  });
  if (v.owner !== undefined) fields.push(address('Owner', 'vesting-owner', v.owner, 'owner'));
  if (v.sender !== undefined) fields.push(address('Funded by', 'vesting-sender', v.sender, 'funder'));
  if (Array.isArray(v.whitelist))
    fields.push({
      name: 'Whitelist (locked funds may go here)',
      testId: 'vesting-whitelist',
      value: { kind: 'addresses', raws: v.whitelist as string[], label: 'whitelisted address' },
    });
  if (typeof v.allow_elector === 'boolean')
    fields.push(
      said('May stake locked funds', 'vesting-elector', {
        text: v.allow_elector ? 'yes, with the elector' : 'no',
      }),
    );
  return fields;
}

/** A universal lockup wallet's fields. */
function lockupFields(l: Details): LockField[] {
  return [
    said('Locked', 'lockup-locked', { ...tonText(l.locked), aside: '(may not be sent yet)' }),
    said('Restricted', 'lockup-restricted', {
      ...tonText(l.restricted),
      aside: '(only to the allowed destinations yet)',
    }),
    said('Available', 'lockup-available', tonText(l.available)),
  ];
}

/** A record under one key of the details, or null. */
function part(d: Details, key: string): Details | null {
  const value = d[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : null;
}

/** The locks of a vesting or lockup wallet, from its details at the indexed time `now`; null for any other contract. */
export function lockFacts(details: Details, now: number | undefined): LockFacts | null {
  const vesting = part(details, 'vesting');
  if (vesting) return { title: 'Vesting', fields: vestingFields(vesting, now) };
  const lockup = part(details, 'lockup');
  if (lockup) return { title: 'Lockup', fields: lockupFields(lockup) };
  return null;
}
