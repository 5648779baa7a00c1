/** "Test connection" for a profile: runs masterchainInfo with the saved key and shows the last block or the error. */
import { formatBlockTime } from '../../shared/format/time';
import { errorInfoOf } from '../bridge/bridge-context';
import { useBridgeMutation } from '../model/bridge-query';
import { ErrorView } from '../errors/error-view';
import { useNow } from '../ui/use-now';

/** The button and its outcome. */
export function TestConnection(props: { profileId: string; profileName: string }) {
  const now = useNow();
  const test = useBridgeMutation('testConnection');
  return (
    <div className="test-connection" data-testid={`test-connection-${props.profileId}`}>
      <button
        type="button"
        onClick={() => test.mutate({ profileId: props.profileId })}
        disabled={test.isPending}
        aria-label={`Test connection to ${props.profileName}`}
      >
        {test.isPending ? 'Testing…' : 'Test connection'}
      </button>
      {test.isSuccess && (
        <span role="status" className="ok-text" data-testid="test-result" data-seqno={test.data.last.seqno}>
          Connected: last indexed block {test.data.last.seqno},{' '}
          {formatBlockTime(test.data.last.gen_utime, now).age}.
        </span>
      )}
      {test.isError && <ErrorView error={errorInfoOf(test.error)} title="Connection test failed" />}
    </div>
  );
}
