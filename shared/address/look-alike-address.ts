/**
 * Look-alike addresses (address poisoning): a scammer makes an address whose user-friendly form begins
 * and ends like one the victim uses, and sends it dust so it shows in the victim's history; the victim
 * later copies it from there. Wallet apps show an address as its first and last four characters
 * ("UQAs…N5vp"), so that is what the copy matches — about 32 bits a scammer can grind out, while two
 * addresses met by chance in one customer's message almost never share them.
 */
import { friendlyFormOfRaw } from './address-codec';

/** The characters a wallet app shows at each end of an address, and that a look-alike copies. */
export const LOOK_ALIKE_ENDS = 4;

/** Whether `text`'s first and last {@link LOOK_ALIKE_ENDS} characters are `other`'s. */
const sameEnds = (text: string, other: string) =>
  text.slice(0, LOOK_ALIKE_ENDS) === other.slice(0, LOOK_ALIKE_ENDS) &&
  text.slice(-LOOK_ALIKE_ENDS) === other.slice(-LOOK_ALIKE_ENDS);

/**
 * Whether two different accounts (normalised raw forms) read alike where a wallet app shows them: the
 * same first and last four characters of their user-friendly forms, bounceable or not, on `testnet` or
 * mainnet as the page writes them.
 */
export function looksAlike(rawA: string, rawB: string, testnet: boolean): boolean {
  if (rawA === rawB) return false;
  return [true, false].some((bounceable) =>
    sameEnds(friendlyFormOfRaw(rawA, bounceable, testnet), friendlyFormOfRaw(rawB, bounceable, testnet)),
  );
}
