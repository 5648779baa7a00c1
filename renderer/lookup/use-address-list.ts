/**
 * The parse of the Addresses box, as it is typed or loaded. A short text is parsed at once; a long one
 * (a loaded file of thousands of lines) a step at a time between turns of the page, so the page keeps
 * painting and answering while 100,000 lines are read (at once, that held its main thread 199–292 ms
 * here; 250,000 lines, 642 ms).
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  addressListSteps,
  parseAddressList,
  type AddressList,
  type AddressNetwork,
} from '../../shared/address/address-list';
import { nextTurn } from '../../shared/next-turn';
import { pasteBoxReading } from './entry-problems';

/** Up to this many characters (about 1,500 addresses) the box is parsed at once, as it is typed. */
export const PARSE_AT_ONCE_CHARS = 100_000;

/** A parse and the text it is of. */
export interface ParsedBox {
  /** The list of `text`. */
  readonly list: AddressList;
  /** The text `list` was parsed from: while it differs from the box, the list is not the box's yet. */
  readonly text: string;
  /** While a long text is being read: the share read so far (0–1); null otherwise. */
  readonly reading: number | null;
}

const EMPTY: ParsedBox = { list: parseAddressList(''), text: '', reading: null };

/** The parse of `text` as the paste box reads it for `network`. */
export function useAddressList(text: string, network: AddressNetwork): ParsedBox {
  const deferred = useDeferredValue(text);
  const atOnce = deferred.length <= PARSE_AT_ONCE_CHARS;
  const parsed = useMemo(
    () => (atOnce ? { list: parseAddressList(deferred, pasteBoxReading(network)), text: deferred } : null),
    [atOnce, deferred, network],
  );
  // The last long text read in steps; kept (and shown) while the next one is read.
  const [stepped, setStepped] = useState<ParsedBox>(EMPTY);
  useEffect(() => {
    if (atOnce) return;
    let current = true;
    void (async () => {
      const steps = addressListSteps(deferred, pasteBoxReading(network));
      for (;;) {
        const step = steps.next();
        if (step.done) {
          setStepped({ list: step.value, text: deferred, reading: null });
          return;
        }
        setStepped((shown) => ({ ...shown, reading: step.value }));
        await nextTurn();
        if (!current) return;
      }
    })();
    return () => {
      current = false;
    };
  }, [atOnce, deferred, network]);
  if (parsed) return { ...parsed, reading: null };
  // A long text not read yet (its first step has not run): reading, from its start.
  return stepped.text === deferred ? stepped : { ...stepped, reading: stepped.reading ?? 0 };
}
