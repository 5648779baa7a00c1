/**
 * Long work (a generator that yields between steps, shared/work-steps.ts) run on the page's main thread
 * a slice of time at a time, each slice in a task of its own, so no task of it holds the page long.
 */
import { nextTurn } from '../../shared/next-turn';

/** How long one slice may hold the page, in ms (the quick counts' slices are as long). */
export const STEP_SLICE_MS = 8;

/**
 * Runs `steps` {@link STEP_SLICE_MS} at a time, a turn of the event loop between slices (the first
 * slice too starts in a task of its own); resolves with what it returns, or undefined once `stopped()`.
 */
export async function stepsInSlices<T>(
  steps: Generator<unknown, T, void>,
  stopped: () => boolean,
): Promise<T | undefined> {
  for (;;) {
    await nextTurn();
    if (stopped()) return undefined;
    const until = performance.now() + STEP_SLICE_MS;
    do {
      const step = steps.next();
      if (step.done) return step.value;
    } while (performance.now() < until);
  }
}
