/**
 * "Copy the answer": the account page's answer for a ticket, in plain words — the account and its kind,
 * balance, why its contract's get-methods could not run, a jetton wallet's own owner, master, balance and
 * lock, a vesting or lockup wallet's locks and unlock schedule, who holds an NFT item, a domain or a
 * Telegram name and its auction, token balances with their locks, look-alike warnings, the same-key
 * wallets, a typo in the customer's message, when the figures were read (the block and time) and explorer links. Built from
 * the values the page renders, passed in already written as the page writes them, so the text holds
 * no figure the page does not show; the sentences the page and the answer share (when the figures were
 * read, a typo, "no jetton wallet yet", a library the app does not have) are made here once.
 */
import { formatCount, formatDateTime } from '../../shared/format/locale-format';
import { EXTRA_CURRENCY_UNITS } from '../../shared/format/amounts';
import type { AccountDetails } from '../../shared/contracts/inspected-account';
import type { PastedInput } from '../../shared/lookup-log/pasted-input-schema';

/** One token line of the page's Tokens section, as shown. */
export interface AnswerToken {
  /** The jetton's name as the page writes it ("USD₮"). */
  readonly name: string;
  /** The balance as shown ("1.5 USD₮", "not read: …"). */
  readonly balance: string;
  /** The lock's words as shown ("outgoing transfers locked (status 1)", "no lock in this jetton"); null while read. */
  readonly lock: string | null;
  /** What the lock means (lock-status-text.ts), when the wallet is locked. */
  readonly lockHint: string | null;
  /** The look-alike finding in words, when the token claims a jetton it is not. */
  readonly lookAlike: string | null;
  /** The jetton wallet, as the page writes it. */
  readonly jettonWallet: string | null;
}

/** The page's Tokens section, as shown. */
export interface AnswerTokens {
  /** The section of a jetton wallet's page: what was sent to its address as a recipient ({@link RECIPIENT_TOKENS}). */
  readonly asRecipient?: boolean;
  readonly state: 'not-checked' | 'reading' | 'failed' | 'read';
  /** Why they could not be read (failed), or why none were checked. */
  readonly problem?: string;
  readonly held: readonly AnswerToken[];
  /** Jettons checked of which the account has no jetton wallet. */
  readonly none: readonly { readonly name: string; readonly lookAlike: string | null }[];
}

/** One wallet of the same key, as the page lists it. */
export interface AnswerSameKey {
  /** "wallet v3 r2". */
  readonly label: string;
  readonly address: string;
  /** What the index says of it, as shown ("active · 3 TON", "not in the index"). */
  readonly state: string;
  /** The wallet the page is about. */
  readonly isThis: boolean;
}

/** A jetton wallet's own facts, as its Contract section shows them. */
export interface AnswerJettonWallet {
  /** The owner, as the page writes it; null when the wallet names none. */
  readonly owner: string | null;
  /** Whether the owner is itself a jetton wallet (its account, read for the page). */
  readonly ownerIsJettonWallet?: boolean;
  /** The jetton master, as the page writes it; null when the wallet names none. */
  readonly master: string | null;
  /** Whether the master derives this wallet for its owner; null while not known. */
  readonly confirmed: boolean | null;
  /** The balance as shown ("1.5 USD₮ (1500000 base units)"). */
  readonly balance: string;
  /** The lock's words as shown; null when the jetton has no lock. */
  readonly lock: string | null;
  /** What the lock means (lock-status-text.ts), when there is a lock status. */
  readonly lockHint: string | null;
}

/**
 * A kind's own facts, as its Contract section names and writes them: a vesting or lockup wallet's locks,
 * who holds an NFT item, a domain or a Telegram name.
 */
export interface AnswerKindFacts {
  /** "Vesting", "Lockup", "Telegram username". */
  readonly title: string;
  readonly fields: readonly { readonly name: string; readonly value: string }[];
}

/**
 * Where the Contract section stands when the answer is copied: its facts read (`read`), still being
 * read (`reading`: the answer says so, so a copy made too early never reads as complete), or not
 * readable (`failed`, with the page's words).
 */
export type AnswerContractState =
  | { readonly state: 'read' }
  | { readonly state: 'reading' }
  | { readonly state: 'failed'; readonly problem: string };

/** Everything the answer says, each value as the page shows it. */
export interface AnswerFacts {
  readonly address: string;
  /** The contract's kind as the Contract section names it; null while unknown. */
  readonly kind: string | null;
  /** Why none of the contract's get-methods ran, as the Contract section says it ({@link notRunText}); null when they ran. */
  readonly notRun: string | null;
  /** The Contract section's state; null for an account that runs no contract (nothing to read). */
  readonly contract: AnswerContractState | null;
  /** A jetton wallet's own facts; null for any other account, or while they are read. */
  readonly jettonWallet: AnswerJettonWallet | null;
  /** A kind's own facts (locks, holder); null for any other account, or while they are read. */
  readonly kindFacts: AnswerKindFacts | null;
  /** The status and its description ("active: the account exists and has code"). */
  readonly status: string;
  readonly balance: string;
  /** Its extra currencies as the page lists them ("currency #100: 5000000"); empty when it holds none. */
  readonly extraCurrencies: readonly string[];
  /** The account itself claims a jetton it is not (its row's look-alike finding). */
  readonly lookAlike: string | null;
  /** Its address begins and ends like another's (the page's sentence, address-look-alike.tsx). */
  readonly addressLookAlike?: string | null;
  readonly tokens: AnswerTokens | null;
  /** Null when the page lists none (not a wallet, or its key is not known yet). */
  readonly sameKey: readonly AnswerSameKey[] | null;
  /** The typos of the customer's message ({@link typoSentences}). */
  readonly typos: readonly string[];
  /** The message's other addresses and what this account calls them (account/message-addresses.ts). */
  readonly messageAddresses: readonly string[];
  readonly figures: FiguresTime;
  readonly links: readonly { readonly name: string; readonly url: string }[];
}

/** When a page's figures were read, in the words the page shows. */
export interface FiguresTime {
  /** When the indexer gave the status, balance and record, and how fresh its index was. */
  readonly asGiven: string;
  /** For a lookup reopened from the log: what is read now instead of as logged. */
  readonly readNow: string | null;
}

/** What a page knows of when its figures were read. */
export interface FiguresTimeInput {
  /** When the lookup's answer arrived (or, reopened, when it was logged). */
  readonly lookedUpAt: number | string;
  readonly lastBlock: { readonly seqno: number; readonly gen_utime: string } | null;
  readonly indexer: string;
  /** The lookup was reopened from the log. */
  readonly fromLog: boolean;
  /** When this page was opened: what it reads itself (tokens, locks, same key, contract) is read then. */
  readonly readAt: number;
}

/** The sentences of {@link FiguresTime}; `format` writes a moment (the locale's own by default). */
export function figuresTime(
  input: FiguresTimeInput,
  format: (at: number | string) => string = formatDateTime,
): FiguresTime {
  const block = input.lastBlock;
  const blockTime = block ? Number(block.gen_utime) : Number.NaN;
  const freshness = block
    ? `, when its last indexed block was #${formatCount(block.seqno)}${Number.isFinite(blockTime) ? ` of ${format(blockTime * 1000)}` : ''}`
    : ', its last indexed block unknown';
  const source = input.fromLog ? 'as logged — the indexer' : 'the indexer';
  return {
    asGiven: `Status, balance and record: ${source} (${input.indexer}) gave them on ${format(input.lookedUpAt)}${freshness}.`,
    readNow: input.fromLog
      ? `Tokens, their locks, the same-key wallets and the contract are read now, on ${format(input.readAt)}, from the indexer's current state — not as logged.`
      : null,
  };
}

/** The sentences of {@link FiguresTime} for a page whose account was read for it alone, at `readAt`. */
export function readHereFiguresTime(
  indexer: string,
  readAt: number,
  format: (at: number | string) => string = formatDateTime,
): FiguresTime {
  return {
    asGiven: `Status, balance and record: read from the indexer (${indexer}) for this page, on ${format(readAt)}.`,
    readNow: null,
  };
}

/**
 * The typos of the customer's message a case record keeps: each correction applied before the lookup
 * (what was written, what it became) and each address left invalid (with the addresses one edit away).
 * `show` writes an address as the page does. `here`, the place in the message of the account whose page
 * (or answer) this is, says of each correction whether it is this account's: the case's typos are shown
 * on every account's page, and a support agent on one account must not take another's typo for its own.
 */
export function typoSentences(
  pasted: PastedInput | undefined,
  show: (raw: string) => string,
  here?: { readonly line: number; readonly column: number },
): string[] {
  if (!pasted) return [];
  const whose = (c: { line: number; column: number }) =>
    !here ? '' : c.line === here.line && c.column === here.column ? ' (this account)' : ' (not this account)';
  const corrected = (pasted.corrected ?? []).map(
    (c) =>
      `line ${c.line}, column ${c.column}: the customer wrote “${c.typed}”, corrected to ${c.to} before the lookup${whose(c)}`,
  );
  const invalid = pasted.invalid.map((i) => {
    const near = i.corrections.length > 0 ? `; one edit from ${i.corrections.map(show).join(' or ')}` : '';
    return `line ${i.line}, column ${i.column}: “${i.input}” is not a valid address (${i.reason}) and was not looked up${near}`;
  });
  return [...corrected, ...invalid];
}

/** The heading of the message's other addresses, on the page and in the answer. */
export const MESSAGE_ADDRESSES_TITLE = "The customer's message also names:";

/** How the page's banner and the answer say that a contract's code is a library the app does not have. */
export const MISSING_LIBRARY_TITLE = 'Its code is in a library the app does not have';

/**
 * Why none of a contract's get-methods ran, in the words of the Contract section: a missing library as
 * its banner says it (title, the library, what it means), anything else as the problem listed.
 */
export function notRunText(details: Pick<AccountDetails, 'library' | 'not_run'>): string | null {
  const notRun = details.not_run;
  if (!notRun) return null;
  if (notRun.reason !== 'library_missing' || !details.library) return notRun.problem;
  const { hash, name } = details.library;
  return `${MISSING_LIBRARY_TITLE}: library ${hash}${name ? ` (${name})` : ''}, so none of its get-methods can run.`;
}

/** How the page and the answer say that a checked jetton has no wallet for the account. */
export const NO_JETTON_WALLET_TEXT =
  'No jetton wallet yet — this account never received these jettons, so it holds none of them (0)';

/**
 * How the page and the answer speak of a jetton wallet's address given as the recipient of tokens: the
 * sender's jetton wallet credits the jetton wallet *owned by* that address (the master derives it with
 * owner = this jetton wallet), and a standard jetton wallet contract has no way to move it — so its
 * owner's wallet never shows them.
 */
export const RECIPIENT_TOKENS = {
  /** The heading of a jetton wallet's Tokens section. */
  title: 'Tokens sent to this address as a recipient',
  /** What the section means. */
  meaning:
    "Tokens sent with this jetton wallet's address as the recipient land in jetton wallets this contract owns, which it cannot send on; its owner's wallet does not show them.",
  /** A checked jetton of which this address owns no jetton wallet. */
  none: 'No jetton wallet — nothing was ever sent to this address as a recipient of these jettons',
} as const;

/** The sentence that says a jetton wallet is not a person's wallet, around its owner (a link on the page). */
export const NOT_A_PERSONS_WALLET = {
  before: "This is a jetton wallet, not a person's wallet: tokens should be sent to its owner, ",
  after: '.',
} as const;

/**
 * The sentence instead of {@link NOT_A_PERSONS_WALLET} when the owner is itself a jetton wallet: sending
 * to the owner is what put the tokens here (tokens sent with a jetton wallet's address as the recipient),
 * and a standard jetton wallet contract cannot move them on.
 */
export const OWNED_BY_A_JETTON_WALLET = {
  before: 'This is a jetton wallet owned by another jetton wallet, ',
  after:
    ": tokens sent with that jetton wallet's address as the recipient land here, and neither contract can send them on.",
} as const;

/** The owner sentence for an owner that is a jetton wallet (`ownerIsJettonWallet`) or not. */
export const ownerSentence = (ownerIsJettonWallet: boolean) =>
  ownerIsJettonWallet ? OWNED_BY_A_JETTON_WALLET : NOT_A_PERSONS_WALLET;

/** The owner sentence ({@link ownerSentence}) with its owner written as the page writes it. */
export const notAPersonsWalletText = (owner: string, ownerIsJettonWallet = false): string => {
  const sentence = ownerSentence(ownerIsJettonWallet);
  return `${sentence.before}${owner}${sentence.after}`;
};

/** A name with its look-alike warning, when it has one. */
const named = (name: string, lookAlike: string | null) => (lookAlike ? `${name} (⚠ ${lookAlike})` : name);

/** The Tokens lines. */
function tokenLines(tokens: AnswerTokens | null): string[] {
  if (!tokens) return [];
  const title = tokens.asRecipient ? RECIPIENT_TOKENS.title : 'Tokens';
  const meaning = tokens.asRecipient ? [RECIPIENT_TOKENS.meaning] : [];
  if (tokens.state === 'not-checked')
    return [`${title}: not checked${tokens.problem ? ` (${tokens.problem})` : ''}.`, ...meaning];
  if (tokens.state === 'reading') return [`${title}: still being read when this was copied.`, ...meaning];
  if (tokens.state === 'failed')
    return [`${title}: could not be read (${tokens.problem ?? 'the run stopped'}).`, ...meaning];
  // As the page: "no jetton wallet for any" only when no jetton is named below as having none.
  const noneAtAll = tokens.held.length === 0 && tokens.none.length === 0;
  const lines = [noneAtAll ? `${title}: no jetton wallet for any jetton checked.` : `${title}:`, ...meaning];
  for (const t of tokens.held) {
    const lock = t.lock === null ? 'lock not read yet' : t.lock;
    lines.push(
      `- ${named(t.name, t.lookAlike)}: ${t.balance} — ${lock}${t.lockHint ? `. ${t.lockHint}` : ''}`,
    );
    if (t.jettonWallet) lines.push(`  jetton wallet ${t.jettonWallet}`);
  }
  const none = tokens.asRecipient ? RECIPIENT_TOKENS.none : NO_JETTON_WALLET_TEXT;
  if (tokens.none.length > 0)
    lines.push(`${none}: ${tokens.none.map((n) => named(n.name, n.lookAlike)).join(', ')}.`);
  return lines;
}

/** The Contract section's lines: still being read, not readable, a jetton wallet's own facts or a kind's own. */
function contractLines(facts: Pick<AnswerFacts, 'contract' | 'jettonWallet' | 'kindFacts'>): string[] {
  const { contract, jettonWallet: jw, kindFacts: own } = facts;
  if (contract?.state === 'reading')
    return [
      'Contract: still being read when this was copied (its get-methods had not finished); copy again once the page shows them.',
    ];
  if (contract?.state === 'failed') return [`Contract: could not be read (${contract.problem}).`];
  if (own) return [`${own.title}:`, ...own.fields.map((f) => `- ${f.name}: ${f.value}`)];
  if (!jw) return [];
  const confirmed =
    jw.confirmed === true
      ? ' — confirmed: the master derives this wallet for its owner'
      : jw.confirmed === false
        ? ' — NOT confirmed: the master names another wallet for this owner'
        : '';
  return [
    'Jetton wallet:',
    `- Owner: ${jw.owner ?? 'none named'}`,
    `- Jetton master: ${jw.master ?? 'none named'}${confirmed}`,
    `- Balance: ${jw.balance}`,
    ...(jw.lock ? [`- Lock status: ${jw.lock}${jw.lockHint ? `. ${jw.lockHint}` : ''}`] : []),
  ];
}

/** The Same key lines. */
function sameKeyLines(sameKey: readonly AnswerSameKey[] | null): string[] {
  if (!sameKey || sameKey.length === 0) return [];
  return [
    "Same key (the standard wallets of this account's public key):",
    ...sameKey.map((w) => `- ${w.label}: ${w.address}${w.isThis ? ' (this wallet)' : ` — ${w.state}`}`),
  ];
}

/** The answer, one fact a line, ready to paste into a ticket. */
export function answerText(facts: AnswerFacts): string {
  const lines = [
    `Account: ${facts.address}${facts.kind ? ` — ${facts.kind}` : ''}`,
    ...(facts.jettonWallet?.owner
      ? [notAPersonsWalletText(facts.jettonWallet.owner, facts.jettonWallet.ownerIsJettonWallet)]
      : []),
    ...(facts.notRun ? [`Contract: ${facts.notRun}`] : []),
    `Status: ${facts.status}`,
    `Balance: ${facts.balance}`,
    ...(facts.extraCurrencies.length > 0
      ? [`Extra currencies (${EXTRA_CURRENCY_UNITS}):`, ...facts.extraCurrencies.map((c) => `- ${c}`)]
      : []),
    ...contractLines(facts),
    ...(facts.lookAlike ? [`⚠ ${facts.lookAlike}`] : []),
    ...(facts.addressLookAlike ? [facts.addressLookAlike] : []),
    ...tokenLines(facts.tokens),
    ...sameKeyLines(facts.sameKey),
    ...(facts.typos.length > 0 ? ["In the customer's message:", ...facts.typos.map((t) => `- ${t}`)] : []),
    ...(facts.messageAddresses.length > 0
      ? [MESSAGE_ADDRESSES_TITLE, ...facts.messageAddresses.map((m) => `- ${m}`)]
      : []),
    facts.figures.asGiven,
    ...(facts.figures.readNow ? [facts.figures.readNow] : []),
    ...(facts.links.length > 0 ? ['Explorers:', ...facts.links.map((l) => `- ${l.name}: ${l.url}`)] : []),
  ];
  return `${lines.join('\n')}\n`;
}
