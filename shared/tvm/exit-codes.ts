/**
 * What a TVM exit code means. Codes 0–13 are the virtual machine's own (TVM whitepaper §4.5.7,
 * "Standard exceptions"); the emulator reports an exception that ends the machine itself as its bitwise
 * complement: −14 (~13) out of gas, −13 (~12) a fatal error such as code or data nested deeper than the
 * 1,024 levels TVM loads. Anything else was thrown by the contract itself, whose meaning only its
 * source knows. For get-methods, 11 is what FunC's method dispatcher throws for an id it does not have.
 */
import { gasText } from './limits';

const TVM_EXIT_CODES: Readonly<Record<number, string>> = {
  0: 'success',
  1: 'success (alternative exit)',
  2: 'stack underflow',
  3: 'stack overflow',
  4: 'integer overflow',
  5: 'integer out of range',
  6: 'invalid opcode',
  7: 'type check error',
  8: 'cell overflow',
  9: 'cell underflow (or a library cell that could not be loaded)',
  10: 'dictionary error',
  11: 'unknown error — for a get-method usually "no such method"',
  12: 'fatal error',
  13: 'out of gas',
  [-13]:
    'the virtual machine could not run the code (a fatal error: e.g. cells nested deeper than the 1,024 levels TVM loads)',
  [-14]: 'out of gas',
};

/** Whether an exit code means the run ended for lack of gas. */
export function isOutOfGas(code: number): boolean {
  return code === -14 || code === 13;
}

/** Whether an exit code means the method returned normally. */
export function isSuccessExitCode(code: number): boolean {
  return code === 0 || code === 1;
}

/**
 * A short meaning of an exit code, e.g. `11` → `unknown error — for a get-method usually "no such
 * method"`. With the run's gas limit, running out of gas names it.
 */
export function exitCodeMeaning(code: number, gasLimit?: number): string {
  if (isOutOfGas(code) && gasLimit !== undefined)
    return `out of gas: it used up the limit of ${gasText(gasLimit)} a get-method is given`;
  return (
    TVM_EXIT_CODES[code] ?? `thrown by the contract (code ${code}); its meaning is in the contract's source`
  );
}
