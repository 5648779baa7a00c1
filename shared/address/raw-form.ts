/**
 * The normalised raw form `parseAddress` hands out (`"0:UPPERHEX"`, `"-1:UPPERHEX"`), recognised without
 * parsing: code that receives addresses someone already parsed (the bulk scheduler, the client's
 * one-request call) checks the form and moves on instead of parsing each one again.
 */

const RAW_FORM = /^(?:0|-1):[0-9A-F]{64}$/;

/** Whether `text` is exactly an address in the normalised raw form (`wc:UPPERHEX`, workchain 0 or -1). */
export function isNormalisedRaw(text: string): boolean {
  return RAW_FORM.test(text);
}
