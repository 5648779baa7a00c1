/**
 * The pieces every list of contract details is made of: a named row, an
 * address (with copy and look-up), a list of addresses, an amount of nanotons in TON, and a time.
 * Values come from the contract's own answers; they are rendered as text, never as markup.
 */
import type { ReactNode } from 'react';
import { durationText, tonText, type ShownText } from './shown-values';
import { AddressValue } from './address-value';
import {
  linkCheckText,
  type AddressEntry,
  type LinkCheck,
  type NamedField,
  type WordPart,
} from './named-fields';

/** One row of the details list. */
export function Field(props: { name: string; testId: string; children: ReactNode }) {
  return (
    <>
      <dt>{props.name}</dt>
      <dd data-testid={`insight-${props.testId}`}>{props.children}</dd>
    </>
  );
}

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

/** A value as the page writes it (shown-values.ts): its words, its aside muted, its exact figure on hover. */
export function Shown(props: { value: ShownText }) {
  const { text, aside, title, muted, mono, flag } = props.value;
  const className = [muted && 'muted', mono && 'mono'].filter(Boolean).join(' ');
  return (
    <span title={title} className={className || undefined}>
      {text}
      {aside && <span className="muted"> {aside}</span>}
      {flag && <strong className="insight-flag"> {flag}</strong>}
    </span>
  );
}

/**
 * Whether another contract confirms a link: muted when it does, flagged when it names another account,
 * plain when it could not be asked.
 */
export function CheckedLink(props: { check: LinkCheck | undefined }) {
  const { check } = props;
  if (!check) return null;
  if (check.confirms === null) return <span data-testid="link-unconfirmed"> {linkCheckText(check)}</span>;
  return check.confirms ? (
    <span className="muted"> {linkCheckText(check)}</span>
  ) : (
    <strong className="insight-flag" data-testid="link-contradicted">
      {' '}
      {linkCheckText(check)}
    </strong>
  );
}

/** Words, then addresses each with what the contract says of it (a pool's nominators and their stakes). */
function AddressEntries(props: { summary: ShownText; entries: readonly AddressEntry[] }) {
  return (
    <>
      <Shown value={props.summary} />
      {props.entries.length > 0 && (
        <ul className="plain-list">
          {props.entries.map((e) => (
            <li key={e.raw}>
              <AddressValue raw={e.raw} label={e.label} wallet={e.wallet ?? false} />:{' '}
              <Shown value={e.says} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A sentence with addresses in it, each address with copy and look-up. */
function Words(props: { parts: readonly WordPart[] }) {
  return (
    <>
      {props.parts.map((part, i) =>
        typeof part === 'string' ? (
          <span key={i}>{part}</span>
        ) : (
          <AddressValue key={i} raw={part.raw} label={part.label} wallet={part.wallet ?? false} />
        ),
      )}
    </>
  );
}

/** Named fields (named-fields.ts) as rows of the details list, in the words the answer also writes. */
export function NamedFieldList(props: { fields: readonly NamedField[] }) {
  return (
    <>
      {props.fields.map(({ name, testId, value }) => (
        <Field key={testId} name={name} testId={testId}>
          {value.kind === 'text' ? (
            <Shown value={value} />
          ) : value.kind === 'address' ? (
            <>
              <OptionalAddress raw={value.raw} label={value.label} wallet={value.wallet ?? false} />
              <CheckedLink check={value.check} />
              {value.about && (
                <span data-testid="owner-is">
                  {' '}
                  <Words parts={value.about} />
                </span>
              )}
            </>
          ) : value.kind === 'words' ? (
            <Words parts={value.parts} />
          ) : value.kind === 'addresses' ? (
            <AddressList raws={value.raws} label={value.label} wallet={value.wallet ?? false} />
          ) : (
            <AddressEntries summary={value.summary} entries={value.entries} />
          )}
        </Field>
      ))}
    </>
  );
}

/** Nanotons (exact text) in TON, exact to the nanoton, grouped as the balance is. */
export function Ton(props: { nanotons: unknown }) {
  return <Shown value={tonText(props.nanotons)} />;
}

/** A span of seconds for a person ("30 d"). */
export function Duration(props: { seconds: unknown }) {
  return <Shown value={durationText(props.seconds)} />;
}
