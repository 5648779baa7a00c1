/**
 * Look up (or Ctrl/Cmd+Enter) pressed before the box's text is read — right after a paste, while a long
 * list is read in steps — is never dropped: it waits for that text's parse and then runs, and the form
 * says "still reading" meanwhile. Typing on cancels it (what was asked for is no longer the text).
 */
import { useEffect, useRef, useState } from 'react';

/** What the form needs: ask to send (now, or once read), and whether one waits. */
export interface QueuedSend {
  /** Sends now when `ready`, otherwise once the text asked for is read. */
  request(onlyValid: boolean): void;
  /** Whether a send waits for the list to be read. */
  readonly waiting: boolean;
}

/**
 * `ready`: the parse is of `text` and finished. `send` runs with the list of `text` (the latest one is
 * called, so it always sees the form's current state).
 */
export function useQueuedSend(text: string, ready: boolean, send: (onlyValid: boolean) => void): QueuedSend {
  const [queued, setQueued] = useState<{ text: string; onlyValid: boolean } | null>(null);
  /** The press whose text has been read: sent once (each press is its own object). */
  const [due, setDue] = useState<{ onlyValid: boolean } | null>(null);
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  // Adjusted while rendering: dropped when the text changed since it was asked for, due once read.
  if (queued && queued.text !== text) setQueued(null);
  else if (queued && ready) {
    setQueued(null);
    setDue(queued);
  }
  useEffect(() => {
    if (due) latestSend.current(due.onlyValid);
  }, [due]);
  return {
    request: (onlyValid) => (ready ? send(onlyValid) : setQueued({ text, onlyValid })),
    waiting: queued !== null && queued.text === text,
  };
}
