/** Helpers of the store tests (labels, watch list): a stepping clock and the AppError a promise rejects with. */
import { expect } from 'vitest';
import { AppError } from '../shared/errors';

/** A clock one second later on each call, from `start`. */
export function steppingClock(start = Date.UTC(2026, 10, 23, 9, 0, 0)): () => Date {
  let t = start;
  return () => new Date((t += 1000));
}

/** The AppError `promise` rejects with (the test fails if it resolves or rejects with anything else). */
export async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
