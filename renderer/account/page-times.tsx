/**
 * When an account page's figures were read, said on the page: the status, balance and record as the
 * indexer gave them with the lookup (its time and last indexed block) — and, for a lookup reopened from
 * the log, that the tokens, their locks, the same-key wallets and the contract are read now from the
 * indexer's current state, not as logged (the log keeps no code, data or jetton wallets), each of those
 * sections tagged "read now". The same sentences go in the answer copied for a ticket.
 */
import { useState } from 'react';
import { formatDateTime } from '../../shared/format/locale-format';
import type { PastedInput } from '../../shared/lookup-log/pasted-input-schema';
import type { LookupOutcome } from '../model/lookup-outcome';
import { figuresTime, typoSentences, type FiguresTime } from '../model/ticket-answer';
import { useAddressDisplay } from '../model/use-address-display';

/** When the page was opened: what it reads itself is read then (fixed for the page's life). */
export function usePageReadAt(): number {
  const [at] = useState(() => Date.now());
  return at;
}

/** The sentences of when `outcome`'s figures were read, for a page opened at `readAt`. */
export function outcomeFiguresTime(outcome: LookupOutcome, readAt: number): FiguresTime {
  return figuresTime({
    lookedUpAt: outcome.fromLog?.createdAt ?? outcome.receivedAt,
    lastBlock: outcome.bound.lastBlock,
    indexer: outcome.bound.indexer.name,
    fromLog: outcome.fromLog !== undefined,
    readAt,
  });
}

/** The page's line of when its figures were read (and, reopened, what is read now). */
export function PageFigures(props: { figures: FiguresTime }) {
  const { figures } = props;
  return (
    <div className="page-figures small" data-testid="page-figures">
      <p className="muted" data-testid="page-figures-as-given">
        {figures.asGiven}
      </p>
      {figures.readNow && (
        <p className="banner banner-warning" data-testid="page-figures-read-now">
          {figures.readNow}
        </p>
      )}
    </div>
  );
}

/** A section's tag on a reopened lookup's page: read now, at the page's time, not as logged. */
export function ReadNowTag(props: { at: number }) {
  return (
    <span
      className="badge badge-read-now"
      data-testid="read-now"
      title="Read from the indexer's current state when this page opened — not as the lookup logged it"
    >
      read now, {formatDateTime(props.at)}
    </span>
  );
}

/** The typos of the customer's message the lookup's case record keeps (nothing when there are none). */
export function CaseTypos(props: {
  pasted: PastedInput | undefined;
  here: { line: number; column: number };
}) {
  const show = useAddressDisplay();
  const typos = typoSentences(props.pasted, (raw) => show(raw), props.here);
  if (typos.length === 0) return null;
  return (
    <div className="small" data-testid="case-typos">
      <p className="muted">In the customer&apos;s message:</p>
      <ul className="plain-list">
        {typos.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </div>
  );
}
