import { describe, expect, it } from 'vitest';
import { back, follow, MAX_TRAIL, type TrailStep } from './account-trail';

const A = '0:' + 'A'.repeat(64);
const B = '0:' + 'B'.repeat(64);
const C = '0:' + 'C'.repeat(64);
const step = (raw: string, via = 'owner'): TrailStep => ({ raw, via });

describe('the account trail', () => {
  it('opens a followed account on top of the one shown, and Back returns to each in turn', () => {
    let trail = follow([], step(B), A);
    trail = follow(trail, step(C, 'jetton master'), A);
    expect(trail.map((s) => s.raw)).toEqual([B, C]);
    trail = back(trail);
    expect(trail.map((s) => s.raw)).toEqual([B]);
    trail = back(trail);
    expect(trail).toEqual([]);
  });

  it('following the account already shown adds no step (Back never shows the same page twice)', () => {
    expect(follow([], step(A), A)).toEqual([]);
    const trail = follow([], step(B), A);
    expect(follow(trail, step(B), A)).toBe(trail);
  });

  it('an account reached again later is a new step (the path is kept as walked)', () => {
    let trail = follow([], step(B), A);
    trail = follow(trail, step(A, 'owner'), A);
    expect(trail.map((s) => s.raw)).toEqual([B, A]);
  });

  it('keeps at most MAX_TRAIL steps, forgetting the oldest', () => {
    let trail: readonly TrailStep[] = [];
    for (let i = 0; i < MAX_TRAIL + 5; i++)
      trail = follow(trail, step(`0:${i.toString(16).toUpperCase().padStart(64, '0')}`), null);
    expect(trail).toHaveLength(MAX_TRAIL);
    expect(trail[0]!.raw).toBe(`0:${(5).toString(16).toUpperCase().padStart(64, '0')}`);
  });
});
