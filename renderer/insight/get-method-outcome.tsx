/** How a get-method run ended: cancelled or failed, or its exit code, meaning, gas and typed stack. */
import { methodName } from '../../shared/contracts/method-names';
import type { useGetMethodCall } from '../model/use-get-method-call';
import { StackList } from './stack-view';

/** The run as useGetMethodCall tracks it. */
type GetMethodRun = ReturnType<typeof useGetMethodCall>['run'];

/** The run's outcome (nothing while it has none). */
export function GetMethodOutcome({ run }: { run: GetMethodRun }) {
  const result = run.state === 'done' ? run.result : undefined;
  return (
    <>
      {run.state === 'failed' && (
        <p className="banner banner-error" role="alert">
          {run.error.kind === 'aborted'
            ? 'The run was cancelled.'
            : `The method could not be run: ${run.error.message}`}
        </p>
      )}
      {result && (
        <div className="insight-result" data-testid="get-method-result" aria-live="polite">
          {result.ran ? (
            <>
              <p data-testid="get-method-exit">
                {methodName(result.method_id) ?? `method ${result.method_id}`}: exit code{' '}
                <strong>{result.exit_code}</strong> ({result.exit_meaning}), gas used {result.gas_used}
              </p>
              <StackList stack={result.stack} />
            </>
          ) : (
            <p className="banner banner-error" role="alert">
              The method could not be run: {result.message}
            </p>
          )}
        </div>
      )}
    </>
  );
}
