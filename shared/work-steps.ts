/**
 * Long work written once as a generator that yields between steps (a page runs it a slice at a time,
 * a command or a worker at once): {@link finishSteps} runs it at once.
 */

/** Runs `steps` to its end at once and returns what it returns. */
export function finishSteps<T>(steps: Generator<unknown, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
