/**
 * Private labels and favourites: a name the user gives an address, kept on this machine, and a saved
 * list of addresses. Keyed by raw address, so every form of an account shares one label. A label is the
 * user's own text — `origin: 'user'` travels with it so no screen can mistake it for the indexer's
 * domain or token name — bounded, one line, and free of the invisible characters that could disguise it.
 */
import { z } from 'zod';
import { parseAddress } from '../address/address-codec';
import { AppError } from '../errors';

export * from './label-record';

/** An address in any form, turned into its raw form (`wc:HEX`), the key of labels and favourites. */
export const labelAddressSchema = z.string().transform((input, context) => {
  const parsed = parseAddress(input);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.address.raw;
});

/** The raw form of an address given in any form; an `invalid-input` AppError saying why it is not one. */
export function rawAddressOf(address: string): string {
  const parsed = labelAddressSchema.safeParse(address);
  if (!parsed.success) {
    throw new AppError({
      kind: 'invalid-input',
      message: `“${String(address).slice(0, 80)}” is not a TON address: ${parsed.error.issues[0]!.message}.`,
    });
  }
  return parsed.data;
}
