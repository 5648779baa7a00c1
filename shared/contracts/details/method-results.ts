/**
 * The get-method results one account's details are decoded from, by method name: only answers with a
 * success exit code count; anything else is kept as the reason a field is missing.
 */
import { isSuccessExitCode } from '../../tvm/exit-codes';
import type { GetMethodResult } from '../../tvm/runner';
import type { StackValue } from '../../tvm/stack-schema';
import { StackReader } from '../stack-reader';

/** Results of the methods run on one account. */
export class MethodResults {
  constructor(private readonly results: ReadonlyMap<string, GetMethodResult>) {}

  /** The reader of a method that answered (exit 0 or 1), else null; with `count`, it must give that many values. */
  reader(method: string, count?: number): StackReader | null {
    const result = this.results.get(method);
    if (!result?.ran || !isSuccessExitCode(result.exit_code)) return null;
    const reader = new StackReader(method, result.stack);
    if (count !== undefined) reader.expectCount(count);
    return reader;
  }

  /** The raw stack of a method that answered, else null. */
  stack(method: string): StackValue[] | null {
    const result = this.results.get(method);
    return result?.ran && isSuccessExitCode(result.exit_code) ? result.stack : null;
  }

  /** Why a method gave no answer, for a person (null when it answered or was not run). */
  problem(method: string): string | null {
    const result = this.results.get(method);
    if (!result) return null;
    if (!result.ran) return `${method}: ${result.message}`;
    if (isSuccessExitCode(result.exit_code)) return null;
    return `${method} exited with code ${result.exit_code} (${result.exit_meaning})`;
  }
}
