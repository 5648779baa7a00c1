/**
 * What an account page's sections show, published for "Copy the answer" (copy-answer.tsx) as they
 * render it — so the answer is made of the values on screen, not of a second reading that could differ.
 * One collection per page; a section's part goes when the section does.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AnswerToken, AnswerTokens } from '../model/ticket-answer';

/** The Tokens section's state as shown, without its lines: the masters of its lines in their order. */
export type TokensPart = Omit<AnswerTokens, 'held'> & { readonly order: readonly string[] };

/** The parts a page's sections publish. */
export interface AnswerParts {
  /** The Tokens section, its lines in the order shown; undefined when the page has no Tokens section. */
  tokens(): AnswerTokens | undefined;
  setTokens(part: TokensPart | undefined): void;
  setTokenLine(master: string, line: AnswerToken | undefined): void;
}

/** A new, empty collection. */
function createAnswerParts(): AnswerParts {
  let section: TokensPart | undefined;
  const lines = new Map<string, AnswerToken>();
  return {
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
