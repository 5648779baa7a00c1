/**
 * The renderer's one way to read and change what is behind the bridge, in the manner of Blockscout's
 * `useApiQuery`: a query or mutation names a bridge method, and its cache key is derived from that
 * method and its argument (`['bridge', method, scope, arg]`) — no key is written by hand. A query's
 * call is cancelled when react-query drops it (its signal is the call's); a mutation names the methods
 * whose queries it makes stale. Screens reach the bridge only through renderer/model (lint).
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  BridgeArg,
  BridgeMethod,
  BridgeResult,
  BridgeValue,
  CallOptions,
  TonIndexBridge,
} from '../../shared/bridge/api/bridge-api';
import { unwrap, useBridge } from '../bridge/bridge-context';

/** A method called with its argument (or none) and the call's options. */
type Call<M extends BridgeMethod> = (
  arg: BridgeArg<M> | undefined,
  options?: CallOptions,
) => Promise<BridgeResult<BridgeValue<M>>>;

/** Calls `method` on `bridge` and unwraps its answer (a failure throws a BridgeError). */
export function callBridge<M extends BridgeMethod>(
  bridge: TonIndexBridge,
  method: M,
  arg: BridgeArg<M> | undefined,
  options?: CallOptions,
): Promise<BridgeValue<M>> {
  return unwrap((bridge[method] as unknown as Call<M>)(arg, options));
}

/**
 * The cache key of a method's answer: the method, a scope (what the answer depends on beyond its
 * argument — the active profile, for the chain status), and the argument.
 */
export function bridgeKey<M extends BridgeMethod>(method: M, arg?: BridgeArg<M>, scope?: string): unknown[] {
  return ['bridge', method, scope ?? null, arg ?? null];
}

/** Marks the answers of `methods` stale (every argument and scope), so the screens showing them ask again. */
export function invalidateBridge(client: QueryClient, methods: readonly BridgeMethod[]): Promise<void> {
  return Promise.all(
    methods.map((method) => client.invalidateQueries({ queryKey: ['bridge', method] })),
  ).then(() => undefined);
}

/** What a bridge query takes besides its method and argument. */
export type BridgeQueryOptions<M extends BridgeMethod, T> = Omit<
  UseQueryOptions<BridgeValue<M>, Error, T>,
  'queryKey' | 'queryFn'
> & { scope?: string };

/** The answer of `method` to `arg`, cached under its derived key. */
export function useBridgeQuery<M extends BridgeMethod, T = BridgeValue<M>>(
  method: M,
  arg: BridgeArg<M> | undefined,
  options: BridgeQueryOptions<M, T> = {},
) {
  const { bridge } = useBridge();
  const { scope, ...rest } = options;
  return useQuery<BridgeValue<M>, Error, T>({
    queryKey: bridgeKey(method, arg, scope),
    queryFn: ({ signal }) => callBridge(bridge, method, arg, { signal }),
    ...rest,
  });
}

/**
 * A change through `method`; on success the answers of `invalidates` are made stale, and `onSuccess`
 * gets the value (to put it in the cache at once, as the settings do).
 */
export function useBridgeMutation<M extends BridgeMethod>(
  method: M,
  options: {
    invalidates?: readonly BridgeMethod[];
    onSuccess?: (value: BridgeValue<M>, client: QueryClient) => void;
  } = {},
) {
  const { bridge } = useBridge();
  const client = useQueryClient();
  return useMutation<BridgeValue<M>, Error, BridgeArg<M>>({
    mutationFn: (arg) => callBridge(bridge, method, arg),
    onSuccess: async (value) => {
      options.onSuccess?.(value, client);
      await invalidateBridge(client, options.invalidates ?? []);
    },
  });
}

/** A one-off call for an action that is no query (save a file, open a link), answering its value. */
export function useBridgeCall(): <M extends BridgeMethod>(
  method: M,
  arg?: BridgeArg<M>,
  options?: CallOptions,
) => Promise<BridgeValue<M>> {
  const { bridge } = useBridge();
  return useCallback((method, arg, options) => callBridge(bridge, method, arg, options), [bridge]);
}
