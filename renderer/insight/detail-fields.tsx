/**
 * The pieces every list of contract details is made of: a named row, plain text for a value, an
 * address (with copy and look-up), a list of addresses, an amount of nanotons in TON, and a time.
 * Values come from the contract's own answers; they are rendered as text, never as markup.
 */
import type { ReactNode } from 'react';
import { formatNanotons } from '../../shared/format/amounts';
import { formatBlockTime, formatDuration } from '../../shared/format/time';
import { AddressValue } from './address-value';

/** One row of the details list. */
export function Field(props: { name: string; testId: string; children: ReactNode }) {
  return (
    <>
      <dt>{props.name}</dt>
      <dd data-testid={`insight-${props.testId}`}>{props.children}</dd>
    </>
  );
}

/** A value as text; absent values as a dash. */
export const text = (value: unknown): string => (value === null || value === undefined ? '—' : String(value));

/** A list of addresses (plugins, extensions, signers…), or "none". */
export function AddressList(props: { raws: unknown; label: string; wallet?: boolean }) {
  const raws = Array.isArray(props.raws) ? (props.raws as string[]) : [];
  if (raws.length === 0) return <span className="muted">none</span>;
  return (
    <ul className="plain-list">
      {raws.map((raw) => (
        <li key={raw}>
          <AddressValue raw={raw} label={props.label} wallet={props.wallet ?? false} />
        </li>
      ))}
    </ul>
  );
}

/** An address field, or "none" when the contract holds none. */
export function OptionalAddress(props: { raw: unknown; label: string; wallet?: boolean }) {
  return typeof props.raw === 'string' ? (
    <AddressValue raw={props.raw} label={props.label} wallet={props.wallet ?? false} />
  ) : (
    <span className="muted">none</span>
  );
}

/** Nanotons (exact text) in TON, exact to the nanoton. */
export function Ton(props: { nanotons: unknown }) {
  if (typeof props.nanotons !== 'string') return <>—</>;
  const formatted = formatNanotons(props.nanotons);
  return <span title={`${props.nanotons} nanotons`}>{formatted.valid ? `${formatted.text} TON` : '—'}</span>;
}

/** A unix time as a UTC date and time, with how far it is from the indexed time. */
export function Time(props: { unix: unknown; now: number | undefined }) {
  if (typeof props.unix !== 'number' || props.unix <= 0) return <span className="muted">none</span>;
  const at = formatBlockTime(String(props.unix), (props.now ?? props.unix) * 1000, { timeZone: 'utc' });
  return (
    <span title={`unix time ${props.unix}`}>
      {at.text}
      {props.now !== undefined && <span className="muted"> ({at.age} at the indexed time)</span>}
    </span>
  );
}

/** A span of seconds for a person ("30 d"). */
export function Duration(props: { seconds: unknown }) {
  return typeof props.seconds === 'number' ? (
    <span title={`${props.seconds} s`}>{formatDuration(props.seconds)}</span>
  ) : (
    <>—</>
  );
}
