/**
 * What an account page's sections show, published for "Copy the answer" (copy-answer.tsx) as they
 * render it — so the answer is made of the values on screen, not of a second reading that could differ.
 * One collection per page; a section's part goes when the section does.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AnswerToken, AnswerTokens } from '../model/ticket-answer';
import type { NamedSection } from './message-addresses';

/** The Tokens section's state as shown, without its lines: the masters of its lines in their order. */
export type TokensPart = Omit<AnswerTokens, 'held'> & { readonly order: readonly string[] };

/** The parts a page's sections publish. */
export interface AnswerParts {
  /** The Tokens section, its lines in the order shown; undefined when the page has no Tokens section. */
  tokens(): AnswerTokens | undefined;
  setTokens(part: TokensPart | undefined): void;
  setTokenLine(master: string, line: AnswerToken | undefined): void;
  /** The addresses the page's sections name (the Tokens section's jetton wallets), a new array on each change. */
  sections(): readonly NamedSection[];
  setSection(key: string, section: NamedSection | undefined): void;
  subscribe(listener: () => void): () => void;
}

/** A keyed list whose snapshot is a new array only when it changes (for useSyncExternalStore). */
function createSections() {
  const byKey = new Map<string, NamedSection>();
  const listeners = new Set<() => void>();
  let snapshot: readonly NamedSection[] = [];
  return {
    sections: () => snapshot,
    setSection: (key: string, section: NamedSection | undefined) => {
      if (section) byKey.set(key, section);
      else byKey.delete(key);
      snapshot = [...byKey.values()];
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A new, empty collection. */
function createAnswerParts(): AnswerParts {
  let section: TokensPart | undefined;
  const lines = new Map<string, AnswerToken>();
  return {
    ...createSections(),
    tokens: () => {
      if (!section) return undefined;
      const { order, ...rest } = section;
      return { ...rest, held: order.flatMap((master) => lines.get(master) ?? []) };
    },
    setTokens: (part) => {
      section = part;
    },
    setTokenLine: (master, line) => {
      if (line) lines.set(master, line);
      else lines.delete(master);
    },
  };
}

const AnswerPartsContext = createContext<AnswerParts | null>(null);

/** Gives the page below it one collection of parts. */
export function AnswerPartsProvider(props: { children: ReactNode }) {
  const [parts] = useState(createAnswerParts);
  return <AnswerPartsContext.Provider value={parts}>{props.children}</AnswerPartsContext.Provider>;
}

/** The page's collection (null outside a page). */
export function useAnswerParts(): AnswerParts | null {
  return useContext(AnswerPartsContext);
}

/** Publishes the Tokens section's state while it is shown. */
export function usePublishTokens(part: TokensPart | undefined): void {
  const parts = useAnswerParts();
  useEffect(() => {
    parts?.setTokens(part);
    return () => parts?.setTokens(undefined);
  }, [parts, part]);
}

/** Publishes one token line (keyed by its jetton master) while it is shown. */
export function usePublishTokenLine(master: string, line: AnswerToken): void {
  const parts = useAnswerParts();
  useEffect(() => {
    parts?.setTokenLine(master, line);
    return () => parts?.setTokenLine(master, undefined);
  }, [parts, master, line]);
}

/** Publishes the addresses a section names while it is shown (`section` memoised by the caller). */
export function usePublishSection(key: string, section: NamedSection | undefined): void {
  const parts = useAnswerParts();
  useEffect(() => {
    parts?.setSection(key, section);
    return () => parts?.setSection(key, undefined);
  }, [parts, key, section]);
}

const NO_SECTIONS: readonly NamedSection[] = [];
const inert = () => () => {};

/** The addresses the page's sections name, re-rendering when they change. */
export function usePublishedSections(): readonly NamedSection[] {
  const parts = useAnswerParts();
  return useSyncExternalStore(parts?.subscribe ?? inert, () => parts?.sections() ?? NO_SECTIONS);
}
