/**
 * A profile's request limits: how many requests per second bulk lookups send, and how big each one
 * may be. Shows the pace in force and why (toncenter without a key: 1/s), lets the user set their
 * plan's rate, and goes back to the defaults. Values are checked with the shared schema before saving.
 * Where no rate is set and the indexer's 429s taught its request budget a pace (kept between sessions),
 * it says so, to be set for good or forgotten.
 */
import { useId, useState } from 'react';
import { effectiveRequestPolicy } from '../../shared/bulk/request-policy';
import {
  requestLimitsSchema,
  SETTINGS_LIMITS,
  type PublicProfile,
} from '../../shared/settings/settings-schema';
import { errorInfoOf } from '../bridge/bridge-context';
import { ErrorView } from '../errors/error-view';
import { useBridgeMutation, useBridgeQuery } from '../model/bridge-query';
import { useSettingsMutation } from '../model/use-settings';
import { formatDateTime } from '../../shared/format/locale-format';
import { paceFigure } from '../../shared/format/progress-text';

/**
 * The pace the profile's indexer taught with 429s, while no rate is set for it (asked when shown): this
 * session's or the one kept from an earlier one, which the next lookup starts at — and a way to forget it.
 */
function LearnedPaceHint(props: { profileId: string }) {
  const learned = useBridgeQuery('learnedPace', { profileId: props.profileId });
  const forget = useBridgeMutation('forgetLearnedPace', { invalidates: ['learnedPace'] });
  if (!learned.data) return null;
  const { requestsPerSecond, learnedAt } = learned.data;
  const when = learnedAt ? ` (learned ${formatDateTime(learnedAt)})` : '';
  return (
    <p className="muted small" data-testid="learned-pace" data-rate={requestsPerSecond}>
      This indexer answered 429 above ~{paceFigure(requestsPerSecond)} req/s{when}; lookups start at that pace
      — set it here to keep it for good.{' '}
      <button
        type="button"
        className="link"
        disabled={forget.isPending}
        onClick={() => forget.mutate({ profileId: props.profileId })}
        data-testid="forget-learned-pace"
      >
        Forget
      </button>
    </p>
  );
}

/** The limits editor of one profile, folded away until opened. */
export function RequestLimitsField(props: { profile: PublicProfile }) {
  const { profile } = props;
  const policy = effectiveRequestPolicy(profile);
  const [open, setOpen] = useState(false);
  const [rate, setRate] = useState(policy.requestsPerSecond === null ? '' : String(policy.requestsPerSecond));
  const [count, setCount] = useState(String(policy.maxAddressesPerRequest));
  const [urlLength, setUrlLength] = useState(String(policy.maxUrlLength));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSettingsMutation('setProfileLimits');
  const id = useId();

  const submit = () => {
    const limits = requestLimitsSchema.safeParse({
      requestsPerSecond: rate.trim() === '' ? null : Number(rate),
      maxAddressesPerRequest: Number(count),
      maxUrlLength: Number(urlLength),
    });
    if (!limits.success) {
      const issue = limits.error.issues[0];
      const field = {
        requestsPerSecond: 'Requests per second',
        maxAddressesPerRequest: 'Addresses per request',
        maxUrlLength: 'Longest URL',
      }[String(issue?.path[0]) as 'requestsPerSecond'];
      setProblem(`${field ?? 'A limit'}: ${issue?.message ?? 'not a valid number'}. Nothing was saved.`);
      return;
    }
    setProblem(null);
    save.mutate({ profileId: profile.id, limits: limits.data });
  };

  return (
    <div className="request-limits" data-testid={`request-limits-${profile.id}`}>
      <p className="muted small" data-testid="request-policy">
        Bulk lookups: {policy.explanation}.{' '}
        <button type="button" className="link" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide limits' : `Change limits for ${profile.name}`}
        </button>
      </p>
      {policy.requestsPerSecond === null && <LearnedPaceHint profileId={profile.id} />}
      {open && (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label htmlFor={`${id}-rate`}>Requests per second (empty: no limit)</label>
          <input
            id={`${id}-rate`}
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            data-testid="limit-rate"
          />
          <label htmlFor={`${id}-count`}>
            Addresses per request (at most {SETTINGS_LIMITS.addressesPerRequest.max})
          </label>
          <input
            id={`${id}-count`}
            inputMode="numeric"
            value={count}
            onChange={(e) => setCount(e.target.value)}
            data-testid="limit-count"
          />
          <label htmlFor={`${id}-url`}>Longest URL, characters</label>
          <input
            id={`${id}-url`}
            inputMode="numeric"
            value={urlLength}
            onChange={(e) => setUrlLength(e.target.value)}
            data-testid="limit-url"
          />
          <button type="submit" disabled={save.isPending}>
            Save limits
          </button>
          {profile.requestLimits && (
            <button
              type="button"
              disabled={save.isPending}
              onClick={() => save.mutate({ profileId: profile.id, limits: null })}
            >
              Use defaults
            </button>
          )}
        </form>
      )}
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      {save.isError && <ErrorView error={errorInfoOf(save.error)} />}
    </div>
  );
}
