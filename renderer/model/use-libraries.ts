/**
 * The user's own libraries (shared/libraries) as one bridge query, and the add/remove mutations:
 * Settings and a contract's detail read the same list, and after a change every contract shown is
 * inspected again so a library just added is used at once.
 */
import { useBridgeMutation, useBridgeQuery } from './bridge-query';

/** The libraries query. */
export function useLibraries() {
  return useBridgeQuery('listLibraries', undefined, {
    select: (value) => value.libraries,
    staleTime: Infinity,
    retry: false,
  });
}

/** Adds a library; the list is read again after it. */
export function useAddLibrary() {
  return useBridgeMutation('addLibrary', { invalidates: ['listLibraries'] });
}

/** Removes a library; the list is read again after it. */
export function useRemoveLibrary() {
  const mutation = useBridgeMutation('removeLibrary', { invalidates: ['listLibraries'] });
  return { ...mutation, mutate: (hash: string) => mutation.mutate({ hash }) };
}
