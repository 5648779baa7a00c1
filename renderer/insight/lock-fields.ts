/**
 * What a vesting or lockup wallet's own get-methods say is locked, as named fields (named-fields.ts)
 * the Contract section renders and "Copy the answer" writes alike. Amounts are
 * grouped as the page's balance is, exact to the nanoton; times are UTC, with how far they are from the
 * indexed time.
 */
import { addressField, part, said, type Details, type NamedFacts, type NamedField } from './named-fields';
import { durationText, timeText, tonText, type ShownText } from './shown-values';

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

/**
 * What the owner may send to any address now (the vesting wallet only: its decoder gives `free_now`).
 * Asking more is silently not sent, the usual "my withdrawal fails" of a vesting wallet, so the page
 * says it beside what is locked.
 */
function freeNowField(v: Details): NamedField[] {
  if (typeof v.free_now !== 'string') return [];
  return [
    said('Free to send now', 'vesting-free', {
      ...tonText(v.free_now),
      aside: '(to an address off the whitelist; while anything is locked, a larger transfer is not sent)',
    }),
  ];
}

/** A vesting wallet's (or lockup vesting wallet's) fields. */
function vestingFields(v: Details, now: number | undefined): NamedField[] {
  const fields = [
    said('Total', 'vesting-total', tonText(v.total_amount)),
    said(
      'Locked now',
      'vesting-locked',
      v.locked_now === null ? { text: 'the contract did not say', muted: true } : tonText(v.locked_now),
    ),
    ...freeNowField(v),
    said('Unlock schedule', 'vesting-schedule', scheduleText(v)),
    said(
      'Next unlock',
      'vesting-next',
      v.next_unlock_time === null ? { text: 'everything is unlocked' } : timeText(v.next_unlock_time, now),
    ),
  ];
  if (v.owner !== undefined)
    fields.push(addressField('Owner', 'vesting-owner', v.owner, 'owner', { wallet: true }));
  if (v.sender !== undefined)
    fields.push(addressField('Funded by', 'vesting-sender', v.sender, 'funder', { wallet: true }));
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
function lockupFields(l: Details): NamedField[] {
  return [
    said('Locked', 'lockup-locked', { ...tonText(l.locked), aside: '(may not be sent yet)' }),
    said('Restricted', 'lockup-restricted', {
      ...tonText(l.restricted),
      aside: '(only to the allowed destinations yet)',
    }),
    said('Available', 'lockup-available', tonText(l.available)),
  ];
}

/** The locks of a vesting or lockup wallet, from its details at the indexed time `now`; null for any other contract. */
export function lockFacts(details: Details, now: number | undefined): NamedFacts | null {
  const vesting = part(details, 'vesting');
  if (vesting) return { title: 'Vesting', fields: vestingFields(vesting, now) };
  const lockup = part(details, 'lockup');
  if (lockup) return { title: 'Lockup', fields: lockupFields(lockup) };
  return null;
}
