/**
 * The accounts an agent followed from an account page (an owner, a master, a same-key wallet, a jetton
 * wallet, a favourite): each opens on top of the one before, Back returns to it, and the lookup the
 * agent is working on stays as it was underneath. Pure, so its rules are tested without a page.
 */

/** One followed account: its raw address and how it was reached ("owner", "jetton wallet (USD₮)"). */
export interface TrailStep {
  readonly raw: string;
  readonly via: string;
}

/** Most accounts kept on the trail; following one more forgets the oldest (Back stops there). */
export const MAX_TRAIL = 32;

/** The trail after following `step`: on top, unless it is already the account shown. */
export function follow(
  trail: readonly TrailStep[],
  step: TrailStep,
  shownRaw: string | null,
): readonly TrailStep[] {
  const top = trail.at(-1)?.raw ?? shownRaw;
  if (top === step.raw) return trail;
  const next = [...trail, step];
  return next.length > MAX_TRAIL ? next.slice(next.length - MAX_TRAIL) : next;
}

/** The trail after Back: the account before the top one (the lookup's own row once it is empty). */
export function back(trail: readonly TrailStep[]): readonly TrailStep[] {
  return trail.slice(0, -1);
}
