/**
 * The in-flight pattern of a run of requests, from each request's Resource Timing (app-100k-inflight.ts):
 * how many were in flight on average, how long fewer than the slots were, and how long a slot stood
 * empty between an answer and the next request.
 */

/** One request as the worker's Resource Timing saw it (ms, the worker's clock). */
export interface RequestTiming {
  /** `fetch` called. */
  start: number;
  /** The answer's headers arrived. */
  headers: number;
  /** The answer's body had arrived. */
  end: number;
  /** It opened a connection of its own (none was free to reuse). */
  connected: boolean;
}

/** What {@link inFlightStats} reads from a run. */
export interface InFlightStats {
  requests: number;
  /** Requests that opened a new connection. */
  connections: number;
  /** First request's start → last body's end. */
  spanMs: number;
  /** Mean requests in flight (start → body) over the span. */
  meanInFlight: number;
  /** Time, from the first start to the last, with fewer than `slots` in flight. */
  belowFullMs: number;
  /** Median, 90th percentile and sum of: the k-th start minus the (k-slots)-th body's end, k ≥ slots. */
  gapMedianMs: number;
  gapP90Ms: number;
  gapSumMs: number;
  /** Median time to the answer's headers (the server and the network), and to its body after them. */
  headersMedianMs: number;
  bodyMedianMs: number;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Time in [from, to] with fewer than `slots` of `timings` in flight. */
function belowFull(timings: readonly RequestTiming[], slots: number, from: number, to: number): number {
  const events = timings.flatMap((t) => [
    { at: t.start, step: 1 },
    { at: t.end, step: -1 },
  ]);
  // Ends before starts at the same time: a slot freed and taken at once was never empty.
  events.sort((a, b) => a.at - b.at || a.step - b.step);
  let inFlight = 0;
  let last = from;
  let below = 0;
  for (const { at, step } of events) {
    const clipped = Math.min(Math.max(at, from), to);
    if (inFlight < slots) below += clipped - last;
    last = clipped;
    inFlight += step;
  }
  return below;
}

/** The in-flight pattern of `timings` with `slots` slots. */
export function inFlightStats(timings: readonly RequestTiming[], slots: number): InFlightStats {
  const starts = timings.map((t) => t.start).sort((a, b) => a - b);
  const ends = timings.map((t) => t.end).sort((a, b) => a - b);
  const first = starts[0] ?? 0;
  const span = (ends.at(-1) ?? 0) - first;
  const busy = timings.reduce((sum, t) => sum + (t.end - t.start), 0);
  const gaps = starts.slice(slots).map((start, i) => start - ends[i]!);
  const sortedGaps = [...gaps].sort((a, b) => a - b);
  const sortedOf = (f: (t: RequestTiming) => number) => timings.map(f).sort((a, b) => a - b);
  return {
    requests: timings.length,
    connections: timings.filter((t) => t.connected).length,
    spanMs: span,
    meanInFlight: span > 0 ? busy / span : 0,
    belowFullMs: belowFull(timings, slots, first, starts.at(-1) ?? first),
    gapMedianMs: quantile(sortedGaps, 0.5),
    gapP90Ms: quantile(sortedGaps, 0.9),
    gapSumMs: gaps.reduce((a, b) => a + b, 0),
    headersMedianMs: quantile(
      sortedOf((t) => t.headers - t.start),
      0.5,
    ),
    bodyMedianMs: quantile(
      sortedOf((t) => t.end - t.headers),
      0.5,
    ),
  };
}

/** One line of `stats`. */
export function statsText(s: InFlightStats): string {
  return (
    `${s.requests} req (${s.connections} new connections), span ${Math.round(s.spanMs)} ms, mean in flight ${s.meanInFlight.toFixed(2)}, ` +
    `< full ${Math.round(s.belowFullMs)} ms, answer → next send median ${s.gapMedianMs.toFixed(2)} ms ` +
    `p90 ${s.gapP90Ms.toFixed(2)} sum ${Math.round(s.gapSumMs)} ms, headers ${s.headersMedianMs.toFixed(1)} ms, ` +
    `body ${s.bodyMedianMs.toFixed(1)} ms`
  );
}

/** A request as the code that sent it saw it (the worker's clock): sent, headers and body in hand. */
export interface JsTiming {
  sent: number;
  headers: number;
  read: number;
}

/** What {@link jsStats} reads: the same requests from the sending code's side. */
export interface JsStats {
  /** Mean requests between `fetch` called and the body in the code's hand. */
  jsMeanInFlight: number;
  /** Median: the body arrived (Resource Timing) → in the code's hand (the thread's queue, the reader). */
  arrivedToReadMs: number;
  /** Medians: the headers arrived → in the code's hand; the headers in hand → the body in hand. */
  headersToJsMs: number;
  headersToReadMs: number;
  /** Median and sum: the k-th send minus the (k-slots)-th body in hand (what the code did with a slot). */
  readToSendMedianMs: number;
  readToSendSumMs: number;
}

/** The sending code's view of `marks`, matched in sending order with the Resource Timing `timings`. */
export function jsStats(
  marks: readonly JsTiming[],
  timings: readonly RequestTiming[],
  slots: number,
): JsStats {
  const bySent = [...marks].sort((a, b) => a.sent - b.sent);
  const byStart = [...timings].sort((a, b) => a.start - b.start);
  const sends = bySent.map((m) => m.sent);
  const reads = bySent.map((m) => m.read).sort((a, b) => a - b);
  const span = (reads.at(-1) ?? 0) - (sends[0] ?? 0);
  const held = bySent.reduce((sum, m) => sum + (m.read - m.sent), 0);
  const arrived = bySent.map((m, i) => m.read - (byStart[i]?.end ?? m.read)).sort((a, b) => a - b);
  const gaps = sends.slice(slots).map((sent, i) => sent - reads[i]!);
  const medianOf = (values: number[]) =>
    quantile(
      values.sort((a, b) => a - b),
      0.5,
    );
  return {
    headersToJsMs: medianOf(bySent.map((m, i) => m.headers - (byStart[i]?.headers ?? m.headers))),
    headersToReadMs: medianOf(bySent.map((m) => m.read - m.headers)),
    jsMeanInFlight: span > 0 ? held / span : 0,
    arrivedToReadMs: quantile(arrived, 0.5),
    readToSendMedianMs: quantile(
      [...gaps].sort((a, b) => a - b),
      0.5,
    ),
    readToSendSumMs: gaps.reduce((a, b) => a + b, 0),
  };
}

/** One line of `stats`. */
export function jsStatsText(s: JsStats): string {
  return (
    `JS: in flight ${s.jsMeanInFlight.toFixed(2)}, body arrived → in hand median ${s.arrivedToReadMs.toFixed(2)} ms, ` +
    `headers arrived → in hand ${s.headersToJsMs.toFixed(2)} ms, headers → body in hand ${s.headersToReadMs.toFixed(2)} ms, ` +
    `in hand → next send median ${s.readToSendMedianMs.toFixed(2)} ms sum ${Math.round(s.readToSendSumMs)} ms`
  );
}
