/**
 * The client floor's worker is built from the checkout whose app it sits beside: the entry's imports
 * of this checkout's shared/ and renderer/ code are taken from that checkout, anything else is left.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleOfCheckout } from './client-floor';

const here = '/work/a';
const base = '/tmp/base';

describe('the client floor built for another checkout', () => {
  it('takes shared/ and renderer/ modules from that checkout', () => {
    expect(moduleOfCheckout(join(here, 'shared/client/index-client.ts'), base, here)).toBe(
      join(base, 'shared/client/index-client.ts'),
    );
    expect(moduleOfCheckout(join(here, 'renderer/polyfills.ts'), base, here)).toBe(
      join(base, 'renderer/polyfills.ts'),
    );
  });

  it('leaves packages, the bench itself and files outside the checkout alone', () => {
    expect(moduleOfCheckout(join(here, 'node_modules/zod/index.js'), base, here)).toBeNull();
    expect(
      moduleOfCheckout(join(here, 'scripts/bench/app-100k/client-floor-worker.ts'), base, here),
    ).toBeNull();
    expect(moduleOfCheckout('/elsewhere/shared/x.ts', base, here)).toBeNull();
  });
});
