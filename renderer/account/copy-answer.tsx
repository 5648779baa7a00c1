/**
 * "Copy the answer" on an account page: the page's facts in plain words for a ticket (renderer/model/
 * ticket-answer.ts) — made, when pressed, of what the page shows: the row's status and balance, the
 * Tokens section's lines as rendered (answer-parts.tsx), the contract's kind, a jetton wallet's, a
 * vesting wallet's or an NFT's own facts and the same-key wallets from the same reads the Contract section shows, the typos of the customer's message from the lookup's
 * case record, when the figures were read, and the explorer links of the page's buttons. The text
 * copied is shown under the button, so the agent reads what goes into the ticket.
 */
import { useState } from 'react';
import { kindLabel } from '../../shared/contracts/kinds';
import type { InspectedAccount } from '../../shared/contracts/inspected-account';
import type { LockStatus } from '../../shared/contracts/details/jetton-details';
import { lockStatusHint, lockStatusText } from '../../shared/contracts/lock-status-text';
import { contractFieldText } from '../insight/contract-fields';
import { linkCheckText, wordsText, type FieldValue } from '../insight/named-fields';
import { contractFacts } from '../insight/kind-fields';
import { jettonMasterFacts } from '../insight/jetton-master-fields';
import { bounceNote, statusDescription, undeployedKind } from '../../shared/format/status';
import { extraCurrencyText, formatExtraCurrencies } from '../../shared/format/amounts';
import { balanceText } from '../model/balance-text';
import { explorerLinks } from '../model/explorer-urls';
import type { PastedInput } from '../../shared/lookup-log/pasted-input-schema';
import type { ResultRow } from '../model/result-rows';
import { rowLookAlike } from '../model/row-look-alike';
import {
  answerText,
  typoSentences,
  type AnswerFacts,
  type AnswerJettonWallet,
  type AnswerKindFacts,
  type AnswerSameKey,
  type FiguresTime,
} from '../model/ticket-answer';
import { rowFacts, useAddressDisplay } from '../model/use-address-display';
import { useIsTestnet } from '../model/use-is-testnet';
import { copyText } from '../ui/copy-button';
import { sameKeyStateText, useSameKeyWallets } from '../insight/same-key-list';
import { useAnswerParts } from './answer-parts';
import { useOwnerIsJettonWallet } from './use-owner-is-jetton-wallet';
import { useContractFacts } from './use-contract-facts';

/** How the page writes an address (use-address-display.ts). */
type ShowAddress = (raw: string, facts?: { role?: 'wallet' }) => string;

/**
 * A jetton wallet's own facts as its Contract section shows them (owner, master and whether the master
 * confirms it, balance, lock); null for any other contract. `show` writes an address as the page does.
 */
function jettonWalletFacts(
  inspected: InspectedAccount | null,
  show: ShowAddress,
  ownerIsJettonWallet: boolean | undefined,
): AnswerJettonWallet | null {
  if (!inspected) return null;
  const balance = contractFieldText(inspected, 'jetton-balance');
  if (balance === undefined) return null;
  const d = inspected.details as Record<string, unknown>;
  const lock = d.lock_status as LockStatus | undefined;
  const scaled = typeof d.balance_scaled === 'string';
  return {
    owner: typeof d.owner === 'string' ? show(d.owner, { role: 'wallet' }) : null,
    ownerIsJettonWallet: ownerIsJettonWallet ?? false,
    master: typeof d.jetton === 'string' ? show(d.jetton) : null,
    confirmed: typeof d.master_confirms === 'boolean' ? d.master_confirms : null,
    // Exact beside the scaled figure, as the page writes it.
    balance: scaled ? `${balance} (${String(d.balance)} base units)` : balance,
    lock: lock ? lockStatusText(lock).text : null,
    lockHint: lock ? lockStatusHint(lock) : null,
  };
}

/** A named field's value in the answer's words; `show` writes an address as the page does. */
function fieldAnswer(value: FieldValue, show: ShowAddress): string {
  if (value.kind === 'text')
    return [value.text, value.aside, value.flag].filter((part) => part !== undefined).join(' ');
  if (value.kind === 'address') {
    if (!value.raw) return 'none';
    const shown = show(value.raw, value.wallet ? { role: 'wallet' } : {});
    const check = value.check ? ` ${linkCheckText(value.check)}` : '';
    return `${shown}${check}${value.about ? ` ${wordsText(value.about, show)}` : ''}`;
  }
  if (value.kind === 'words') return wordsText(value.parts, show);
  if (value.kind === 'addresses') {
    const role = value.wallet ? { role: 'wallet' as const } : {};
    return value.raws.length > 0 ? value.raws.map((raw) => show(raw, role)).join(', ') : 'none';
  }
  const entries = value.entries.map((e) => {
    const says = [e.says.text, e.says.flag].filter((part) => part !== undefined).join(' ');
    return `\n  - ${show(e.raw, e.wallet ? { role: 'wallet' } : {})}: ${says}`;
  });
  return `${value.summary.text}${entries.join('')}`;
}

/**
 * A kind's own facts in the words of its Contract section, at the indexed time `now`: a vesting or
 * lockup wallet's locks (lock-fields.ts), who holds an NFT item, a domain or a Telegram name
 * (ownership-fields.ts), or a jetton master's name, identity, supply and control
 * (jetton-master-fields.ts, as its inspection judged it); null for any other contract.
 */
function kindAnswer(
  inspected: InspectedAccount | null,
  now: number | undefined,
  show: ShowAddress,
): AnswerKindFacts | null {
  if (!inspected) return null;
  const details = inspected.details as Record<string, unknown>;
  const facts =
    contractFacts(details, inspected.kind, now) ??
    jettonMasterFacts(details, contractFieldText(inspected, 'total-supply'));
  if (!facts) return null;
  return {
    title: facts.title,
    fields: facts.fields.map(({ name, value }) => ({ name, value: fieldAnswer(value, show) })),
  };
}

/** The row's status in the page's words. */
function statusLine(row: ResultRow): string {
  const undeployed = undeployedKind(row.status);
  const bounce = bounceNote(row.status, row.requested.input);
  const line = `${row.status} — ${undeployed?.description ?? statusDescription(row.status).description}`;
  return bounce ? `${line} ${bounce}` : line;
}

/** The row's balance as the page shows it, with its exact nanotons when it is a real one. */
function balanceLine(row: ResultRow): string {
  const balance = balanceText(row);
  return balance.real ? `${balance.text} (${row.account?.balance} nanotons)` : balance.text;
}

/**
 * The button, and the answer copied last. `figures`: when the page's figures were read, as it says;
 * `pasted`: the lookup's case record (its typos).
 */
export function CopyAnswer(props: {
  row: ResultRow;
  figures: FiguresTime;
  pasted: PastedInput | undefined;
  /** The indexed time the Contract section reads the contract at (its next unlock is counted from it). */
  unixTime: number | undefined;
  /** The message's other addresses, as the page lists them (message-addresses-view.tsx). */
  messageAddresses: readonly string[];
  /** The page's look-alike address line, when it has one (address-look-alike.tsx). */
  addressLookAlike?: string | null;
}) {
  const { row } = props;
  const testnet = useIsTestnet();
  const show = useAddressDisplay();
  const parts = useAnswerParts();
  const contract = useContractFacts(row.raw);
  const sameKey = useSameKeyWallets(contract.publicKey, row.raw);
  const owner = contract.inspected ? contractFieldText(contract.inspected, 'jetton-owner') : undefined;
  const ownerIsJettonWallet = useOwnerIsJettonWallet(owner);
  const [copied, setCopied] = useState<{ text: string; ok: boolean } | null>(null);

  const facts = (): AnswerFacts => {
    const sameKeyFacts: AnswerSameKey[] = sameKey.wallets.map((w) => ({
      label: kindLabel(w.version),
      address: show(w.raw, { role: 'wallet' }),
      state: sameKeyStateText(w.raw, sameKey.states.data),
      isThis: w.raw === row.raw,
    }));
    return {
      address: show(row.raw, rowFacts(row)),
      kind: contract.kind,
      notRun: contract.notRun,
      contract: contract.state,
      jettonWallet: jettonWalletFacts(contract.inspected, show, ownerIsJettonWallet),
      kindFacts: kindAnswer(contract.inspected, props.unixTime, show),
      status: statusLine(row),
      balance: balanceLine(row),
      extraCurrencies: formatExtraCurrencies(row.account?.extra_currencies).map(extraCurrencyText),
      lookAlike: rowLookAlike(row, testnet)?.message ?? null,
      addressLookAlike: props.addressLookAlike ?? null,
      tokens: parts?.tokens() ?? null,
      sameKey: sameKeyFacts.length > 0 ? sameKeyFacts : null,
      typos: typoSentences(props.pasted, (raw) => show(raw), row.requested),
      messageAddresses: props.messageAddresses,
      figures: props.figures,
      // Explorers want a user-friendly form, also for an account pasted raw (as the page's buttons).
      links: explorerLinks(show(row.raw, { ...rowFacts(row), friendly: true }), testnet),
    };
  };

  return (
    <div className="copy-answer" data-testid="copy-answer">
      <button
        type="button"
        onClick={() => {
          const text = answerText(facts());
          void copyText(text).then((ok) => setCopied({ text, ok }));
        }}
        data-testid="copy-answer-button"
      >
        Copy the answer
      </button>{' '}
      <span className="muted small">a plain-language summary of this page for a ticket</span>
      {copied && (
        <>
          <p
            role="status"
            className={copied.ok ? 'muted small' : 'error-text'}
            data-testid="copy-answer-status"
          >
            {copied.ok
              ? 'Copied the answer below; paste it into the ticket.'
              : 'The clipboard refused the copy; select the answer below and copy it.'}
          </p>
          <pre className="mono small" data-testid="answer-text">
            {copied.text}
          </pre>
        </>
      )}
    </div>
  );
}
