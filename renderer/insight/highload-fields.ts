/**
 * A highload wallet v3's own fields (ton-blockchain/highload-wallet-contract-v3, highload-wallet-v3.func),
 * in the words the page and "Copy the answer" share. An exchange's hot wallet "stopped sending": the
 * code answers when it last accepted a request and what a request must carry to be accepted.
 *
 * The code keeps `last_clean_time` and sets it to `now()` at the first request it accepts once
 * `timeout` has passed since the time it holds; every accepted request after that time would have moved
 * it. So no request was accepted after `last_clean_time + timeout`; a time still 0 means none ever was.
 */
import { said, type Details, type NamedField } from './named-fields';
import { durationText, timeText, type ShownText } from './shown-values';

/** When the wallet last accepted a request, as far as its data tells at the indexed time `now`. */
function lastAccepted(cleaned: number, timeout: number, now: number | undefined): ShownText {
  if (cleaned === 0) return { text: 'none since it was deployed (its data has never noted one)' };
  const until = cleaned + timeout;
  if (now !== undefined && now > until) {
    const after = timeText(until, now);
    return {
      text: `none after ${after.text}`,
      ...(after.aside ? { aside: after.aside } : {}),
      flag: `— it has accepted no request since then (the last one it noted came at ${timeText(cleaned, undefined).text})`,
    };
  }
  const at = timeText(cleaned, now);
  return { text: `one at ${at.text} or later, within its timeout`, ...(at.aside ? { aside: at.aside } : {}) };
}

/** What a request must carry (recv_external's checks, in their order). */
function acceptedWhen(d: Details, timeout: number): ShownText {
  const span = durationText(timeout).text;
  return {
    text: `signed by its key, for wallet id ${String(d.wallet_id ?? '—')} and a timeout of ${span}, created within the ${span} before it arrives and not after the chain's time, with a query id it has not seen in the last ${span} to ${durationText(timeout * 2).text}`,
    aside:
      "(a request that fails any of these is refused and costs the wallet nothing: check the sender's clock, wallet id, timeout and query ids)",
  };
}

/** The fields of a highload wallet v3 (its details hold `timeout` and `last_clean_time`); none for others. */
export function highloadFields(d: Details, now: number | undefined): NamedField[] {
  const { timeout, last_clean_time: cleaned } = d;
  if (typeof timeout !== 'number' || typeof cleaned !== 'number') return [];
  return [
    said('Requests accepted', 'highload-accepted', lastAccepted(cleaned, timeout, now)),
    said('A request is accepted when', 'highload-rules', acceptedWhen(d, timeout)),
  ];
}
