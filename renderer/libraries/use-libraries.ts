/**
 * The user's own libraries (shared/libraries) as one react-query query, and the add/remove mutations:
 * Settings and a contract's detail read the same list, and after a change every contract shown is
 * inspected again so a library just added is used at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BridgeArg } from '../../shared/bridge/api/bridge-api';
import { unwrap, useBridge } from '../bridge/bridge-context';

/** The query key of the libraries. */
export const LIBRARIES_KEY = ['libraries'] as const;

/** The libraries query. */
export function useLibraries() {
  const { bridge } = useBridge();
  return useQuery({
    queryKey: LIBRARIES_KEY,
    queryFn: async () => (await unwrap(bridge.listLibraries())).libraries,
    staleTime: Infinity,
    retry: false,
  });
}

/** Adds a library; the list is read again after it. */
export function useAddLibrary() {
  const { bridge } = useBridge();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arg: BridgeArg<'addLibrary'>) => unwrap(bridge.addLibrary(arg)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIBRARIES_KEY }),
  });
}

/** Removes a library; the list is read again after it. */
export function useRemoveLibrary() {
  const { bridge } = useBridge();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hash: string) => unwrap(bridge.removeLibrary({ hash })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIBRARIES_KEY }),
  });
}
