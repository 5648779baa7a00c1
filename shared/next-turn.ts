/**
 * One turn of the event loop: what was queued meanwhile (a message, a timer, a paint) runs before the
 * caller goes on. Long work done a slice at a time awaits it between slices.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
