/**
 * The account lookup as a react-query mutation with a request id, so a running lookup can be
 * cancelled through the bridge. The last successful outcome is kept apart from the mutation state, so
 * results stay on screen while a new lookup runs and after one fails.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { AccountLookup } from '../../shared/api/account-states';
import { errorInfoOf, unwrap, useBridge } from '../bridge/bridge-context';
import { newRequestId } from '../chain-status/use-masterchain-info';

/** One requested account: its raw form and how it was typed. */
export interface RequestedAccount {
  readonly raw: string;
  /** The first occurrence in the paste, exactly as typed. */
  readonly input: string;
  readonly line: number;
  readonly column: number;
  /** How many more times the paste named the same account. */
  readonly repeats: number;
}

/** What was asked. */
export interface LookupRequest {
  readonly requestId: string;
  readonly accounts: readonly RequestedAccount[];
  readonly includeBoc: boolean;
}

/** What was asked and what came back. */
export interface LookupOutcome {
  readonly request: LookupRequest;
  readonly result: AccountLookup;
  /** `Date.now()` when it arrived. */
  readonly receivedAt: number;
}

/** The lookup hook: run, cancel, and the states a screen shows. */
export function useAccountLookup() {
  const { bridge } = useBridge();
  const [last, setLast] = useState<LookupOutcome | null>(null);
  const running = useRef<string | null>(null);

  const mutation = useMutation<LookupOutcome, Error, LookupRequest>({
    mutationFn: async (request) => {
      running.current = request.requestId;
      try {
        const result = await unwrap(
          bridge.lookupAccounts({
            requestId: request.requestId,
            addresses: request.accounts.map((a) => a.raw),
            includeBoc: request.includeBoc,
          }),
        );
        return { request, result, receivedAt: Date.now() };
      } finally {
        if (running.current === request.requestId) running.current = null;
      }
    },
    onSuccess: (outcome) => setLast(outcome),
  });

  const { mutate } = mutation;
  const run = useCallback(
    (accounts: readonly RequestedAccount[], includeBoc: boolean) => mutate({ requestId: newRequestId('lookup'), accounts, includeBoc }),
    [mutate],
  );

  const cancel = useCallback(() => {
    const requestId = running.current;
    if (requestId) void bridge.cancelRequest({ requestId });
  }, [bridge]);

  const error = mutation.isError ? errorInfoOf(mutation.error) : null;
  return {
    run,
    cancel,
    /** A lookup is running. */
    pending: mutation.isPending,
    /** The last lookup failed (cancellation is reported as `kind: 'aborted'`). */
    error,
    /** Retry the last attempted request. */
    retry: mutation.variables ? () => run(mutation.variables!.accounts, mutation.variables!.includeBoc) : undefined,
    /** The last successful lookup. */
    last,
  };
}

/** The value the lookup context holds. */
export type AccountLookupState = ReturnType<typeof useAccountLookup>;
