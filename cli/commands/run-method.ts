/**
 * `run-method ADDRESS METHOD [ARG…] [--json]`: runs one get-method (by name, or by id) on the account's
 * indexed state in the CLI's emulator thread, within its limits (`--gas-limit`, `--time-limit`,
 * `--memory-limit`), with arguments written `int:N`, `addr:ADDRESS`, `cell:BASE64`, `slice:BASE64` or
 * `null`. Prints the exit code (with its meaning), the gas used and the result stack; with --json
 * `{"exit_code", "gas_used", "stack": [...]}`. Exit 0 when the method succeeded; 2 for an invalid
 * address, method, argument or limit; 1 for a network/HTTP/schema failure; 4 when the account is not in
 * the index or has no code, the method could not be run (a missing library, a limit, the emulator) or
 * it exited with an error code — each with one line on stderr (the result is still printed in the last
 * case); 130 on Ctrl-C (143 on SIGTERM), which stops the emulation at once.
 */
import { parseAddress } from '../../shared/address/address-codec';
import { createIndexClient } from '../../shared/client/index-client';
import { tvmAccountOf } from '../../shared/contracts/inspect';
import { methodName } from '../../shared/contracts/method-names';
import { isSuccessExitCode } from '../../shared/tvm/exit-codes';
import { resolveMethodId } from '../../shared/tvm/method-id';
import type { GetMethodLimits } from '../../shared/tvm/limits-schema';
import type { StackArgument, StackValue } from '../../shared/tvm/stack-schema';
import { parseStackArgument } from '../../shared/tvm/stack-args';
import { UsageError, type Connection } from '../config';
import { interruptedExit, printJson, say, type CliIo } from '../io';
import { EXIT_UNDECODED, interrupted, withEmulator } from '../emulator';

/** Runs the command; returns the exit code. */
export async function runMethodCommand(
  positionals: readonly string[],
  options: { json: boolean; limits: GetMethodLimits | undefined },
  connection: Connection,
  io: CliIo,
  libraries: readonly string[] = [],
): Promise<number> {
  const { json } = options;
  const [addressText, method, ...argTexts] = positionals;
  if (!addressText || !method)
    throw new UsageError('run-method takes an address and a method: run-method ADDRESS METHOD [ARG…].');
  const address = parseAddress(addressText);
  if (!address.ok) throw new UsageError(`The address "${addressText}" is not valid: ${address.message}`);
  const methodId = resolveMethodId(method);
  if (methodId === null) throw new UsageError(`"${method}" is neither a method name nor a method id.`);
  const args: StackArgument[] = [];
  for (const [i, text] of argTexts.entries()) {
    const parsed = parseStackArgument(text);
    if (!parsed.ok) throw new UsageError(`Argument ${i + 1}: ${parsed.message}`);
    args.push(parsed.value);
  }

  return withEmulator(async (runner) => {
    // The thread loads the emulator while the state is looked up.
    void runner.prepare().catch(() => undefined);
    const client = createIndexClient(connection);
    const [info, lookup] = await Promise.all([
      client.masterchainInfo(),
      client.accountStatesRequest([address.address.raw], { includeBoc: true }),
    ]);
    const state = lookup.accounts[0];
    if (!state) {
      say(
        io.stderr,
        `error: ${address.address.raw} is not in the index; there is no state to run ${method} on.`,
      );
      return EXIT_UNDECODED;
    }
    const account = state.status === 'active' ? tvmAccountOf(state) : null;
    if (!account) {
      say(
        io.stderr,
        `error: ${address.address.raw} is ${state.status ?? 'of unknown status'} and has no code to run.`,
      );
      return EXIT_UNDECODED;
    }
    let result;
    try {
      result = await runner.runGetMethod(
        {
          account,
          method: methodName(methodId) ?? method,
          args,
          unix_time: Number(info.last.gen_utime),
          ...(options.limits ? { limits: options.limits } : {}),
          ...(libraries.length > 0 ? { libraries: [...libraries] } : {}),
        },
        io.signal ? { signal: io.signal } : {},
      );
    } catch (error) {
      if (!interrupted(error, io)) throw error;
      say(io.stderr, `interrupted: ${method} was stopped.`);
      return interruptedExit(io);
    }
    if (!result.ran) {
      say(io.stderr, `error: ${method} could not be run: ${result.message}`);
      return EXIT_UNDECODED;
    }
    if (json) {
      printJson(io.stdout, { exit_code: result.exit_code, gas_used: result.gas_used, stack: result.stack });
    } else {
      const name = methodName(methodId);
      say(io.stdout, `${name ?? method} (id ${methodId}) on ${address.address.raw}`);
      say(io.stdout, `exit code ${result.exit_code} (${result.exit_meaning}), gas used ${result.gas_used}`);
      if (result.stack.length === 0) say(io.stdout, 'stack: empty');
      result.stack.forEach((value, i) => say(io.stdout, `${i}: ${describeValue(value)}`));
    }
    if (!isSuccessExitCode(result.exit_code)) {
      say(io.stderr, `error: ${method} exited with code ${result.exit_code} (${result.exit_meaning}).`);
      return EXIT_UNDECODED;
    }
    return 0;
  });
}

/** One stack value on one line. */
function describeValue(value: StackValue): string {
  switch (value.type) {
    case 'int':
      return `int ${value.value}`;
    case 'slice':
      return value.address ? `address ${value.address}` : `slice ${value.boc}`;
    case 'cell':
    case 'builder':
      return `${value.type} ${value.boc}`;
    case 'tuple':
      return `tuple [${value.items.map(describeValue).join(', ')}]`;
    case 'unread':
      return `not read: ${value.what}`;
    default:
      return value.type;
  }
}
