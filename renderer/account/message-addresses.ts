/**
 * The other addresses of the customer's message, as one account's page speaks of them: where each
 * stands in the message, and whether this account names it — a signer of this multisig, the owner of
 * this jetton wallet, a nominator of this pool, a wallet of the same key. A customer writes "is my
 * wallet one of the signers?" or "I own this domain, my wallet is …": the page answers that directly
 * instead of leaving the agent to compare 48-character strings by eye. The page and "Copy the answer"
 * both write these sentences, from the same reads.
 */
import { lookAlikeSentence, looksAlike } from '../../shared/address/look-alike-address';
import type { InspectedAccount } from '../../shared/contracts/inspected-account';
import { kindLabel } from '../../shared/contracts/kinds';
import type { SameKeyWallet } from '../../shared/contracts/same-key-wallets';
import { contractFieldText } from '../insight/contract-fields';
import { contractFacts } from '../insight/kind-fields';
import { jettonMasterControlFields } from '../insight/jetton-master-fields';
import { namedInWords, type NamedField } from '../insight/named-fields';
import type { RequestedAccount } from '../model/lookup-outcome';

/**
 * Most accounts a lookup may have for its other addresses to be spoken of on each page: a customer's
 * message names a few; a pasted list of thousands is not a message, and its page lists none.
 */
export const MAX_MESSAGE_ADDRESSES = 20;

/** An address this account names, under the name its page gives it ("Signers", "Owner"). */
export interface NamedAddress {
  readonly role: string;
  readonly raw: string;
}

/**
 * What one of the page's own sections names (the Tokens section: each jetton wallet the account holds),
 * published by the section as it shows it.
 */
export interface NamedSection {
  /** Where it was looked ("Jetton wallets"). */
  readonly title: string;
  readonly named: readonly NamedAddress[];
  /** The section is still reading: what it names is not known yet. */
  readonly reading: boolean;
}

/** The addresses an account names, and the names of the places looked in (also where none was). */
export interface AccountNames {
  readonly named: readonly NamedAddress[];
  /** The fields that hold addresses, in the page's order ("Signers", "Proposers"). */
  readonly looked: readonly string[];
  /** A section named is still reading. */
  readonly reading: boolean;
  /** What the contract says it means that an address is not named (kind-fields.ts `contractFacts`). */
  readonly notNamed?: string;
}

/** The raw addresses one named field holds; null for a field of words. */
function fieldRaws(field: NamedField): readonly string[] | null {
  const { value } = field;
  if (value.kind === 'address') return value.raw ? [value.raw] : [];
  if (value.kind === 'addresses') return value.raws;
  if (value.kind === 'entries') return value.entries.map((e) => e.raw);
  return null;
}

/** The addresses a field's sentence names under names of their own (an NFT's owner: its sale's seller). */
function sentenceNames(field: NamedField): NamedAddress[] {
  const { value } = field;
  if (value.kind === 'words') return namedInWords(value.parts);
  return value.kind === 'address' && value.about ? namedInWords(value.about) : [];
}

/** The jetton wallet's owner and master, as its Contract section names them. */
function jettonWalletNames(inspected: InspectedAccount): NamedAddress[] {
  const pairs: [string, string | undefined][] = [
    ['Owner', contractFieldText(inspected, 'jetton-owner')],
    ['Jetton master', contractFieldText(inspected, 'jetton-master')],
  ];
  return pairs.flatMap(([role, raw]) => (raw ? [{ role, raw }] : []));
}

/**
 * Every address the page names for an account: its contract's own address fields (read at the indexed
 * time `now`), a jetton master's admin, a jetton wallet's owner and master, what the page's sections name (its jetton wallets)
 * and the standard wallets of its key.
 */
export function accountNames(
  inspected: InspectedAccount | null,
  now: number | undefined,
  sameKey: readonly SameKeyWallet[],
  sections: readonly NamedSection[] = [],
): AccountNames {
  const named: NamedAddress[] = [];
  const looked: string[] = [];
  let notNamed: string | undefined;
  if (inspected) {
    const details = inspected.details as Record<string, unknown>;
    const facts = contractFacts(details, inspected.kind, now);
    notNamed = facts?.notNamed;
    // A jetton master's admin (and next admin), as its Contract section names them.
    const master = 'total_supply' in details ? jettonMasterControlFields(details) : [];
    for (const field of [...(facts?.fields ?? []), ...master]) {
      const raws = fieldRaws(field);
      if (raws !== null) looked.push(field.name);
      for (const raw of raws ?? []) named.push({ role: field.name, raw });
      const sentence = sentenceNames(field);
      looked.push(...new Set(sentence.map((n) => n.role)));
      named.push(...sentence);
    }
    const jetton = jettonWalletNames(inspected);
    looked.push(...jetton.map((n) => n.role));
    named.push(...jetton);
  }
  for (const section of sections) {
    looked.push(section.title);
    named.push(...section.named);
  }
  if (sameKey.length > 0) looked.push('Same key');
  for (const w of sameKey) named.push({ role: `Same key (${kindLabel(w.version)})`, raw: w.raw });
  return {
    named,
    looked,
    reading: sections.some((s) => s.reading),
    ...(notNamed ? { notNamed } : {}),
  };
}

/**
 * The message's other accounts (not `here`), when the lookup is a message's: at most
 * {@link MAX_MESSAGE_ADDRESSES} accounts, from the paste box. Empty otherwise.
 */
export function otherMessageAccounts(
  accounts: readonly RequestedAccount[],
  fromPaste: boolean,
  here: string,
): RequestedAccount[] {
  if (!fromPaste || accounts.length > MAX_MESSAGE_ADDRESSES) return [];
  return accounts.filter((a) => a.raw !== here);
}

/** Where the page's reading of the contract stands: read, still being read, or nothing to read. */
export type NamesState = 'read' | 'reading' | 'none';

/** The page the sentences are for: its account (`here`, raw), and the network its addresses are written for. */
export interface MessagePage {
  readonly here: string;
  readonly testnet: boolean;
}

/**
 * The warning of an address that begins and ends like another of the message's, or this account's (a
 * look-alike: address poisoning); empty when none does.
 */
function lookAlikeWarning(
  other: RequestedAccount,
  others: readonly RequestedAccount[],
  page: MessagePage,
  show: (raw: string) => string,
): string {
  const alike = [
    ...(looksAlike(other.raw, page.here, page.testnet) ? [`${show(page.here)} (this account)`] : []),
    ...others
      .filter((o) => looksAlike(other.raw, o.raw, page.testnet))
      .map((o) => `${show(o.raw)} (line ${o.line}, column ${o.column})`),
  ];
  return alike.length === 0 ? '' : `. ${lookAlikeSentence('It', alike.join(' and '))}`;
}

/**
 * One sentence per other address of the message: where it stands and what this account calls it, or
 * that it names it nowhere (and where it looked), and a warning when it looks like another of them.
 * `show` writes an address as the page does (the form the customer gave, from the lookup's row).
 */
export function messageAddressSentences(
  others: readonly RequestedAccount[],
  names: AccountNames,
  state: NamesState,
  show: (raw: string) => string,
  page: MessagePage,
): string[] {
  return others.map((other) => {
    const where = `${show(other.raw)} (line ${other.line}, column ${other.column})`;
    const warning = lookAlikeWarning(other, others, page, show);
    const roles = [...new Set(names.named.filter((n) => n.raw === other.raw).map((n) => n.role))];
    if (roles.length > 0) return `${where}: named by this account — ${roles.join(', ')}${warning}`;
    if (state === 'reading' || names.reading)
      return `${where}: not known yet — this account's page is still being read${warning}`;
    const looked = names.looked.length > 0 ? ` (looked in: ${names.looked.join(', ')})` : '';
    const means = names.notNamed ? ` — ${names.notNamed}` : '';
    return `${where}: not named by this account${looked}${means}${warning}`;
  });
}
