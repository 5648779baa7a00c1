/** How a Tokens run is going: its progress, why it failed, and the jetton masters it cannot use. */
import { formatCount } from '../../shared/format/locale-format';
import type { TokensRunState } from '../model/tokens-run';

/** The run's progress line and its problems (nothing before a run starts). */
export function TokensRunStatus({ run }: { run: TokensRunState | null }) {
  if (!run) return null;
  return (
    <>
      <div data-testid="tokens-progress" data-state={run.state} role="status">
        <progress max={run.owners} value={run.done} aria-label="Owners done" /> {formatCount(run.done)} of{' '}
        {formatCount(run.owners)} owners
        {run.state === 'cancelled' && ' — cancelled; the rows done are kept'}
        {run.state === 'complete' && ' — done'}
      </div>
      {run.error && (
        <p className="banner banner-error" role="alert">
          The balances could not be read: {run.error.message}
        </p>
      )}
      {run.jettons.some((j) => j.problem) && (
        <ul className="banner banner-warning" role="alert">
          {run.jettons
            .filter((j) => j.problem)
            .map((j) => (
              <li key={j.master}>
                Jetton master <span className="mono">{j.master}</span> cannot be used: {j.problem}.
              </li>
            ))}
        </ul>
      )}
    </>
  );
}
