/**
 * The network boundary as the walks count it: requests and the bytes of their answers from the local
 * index server's own request log (`responseBytes`), and the shape of each answer (crossings.ts) from a
 * fetch handed to main's index client — the seam main.ts fills with Node's own — which reads a copy of
 * each JSON answer's top-level keys and passes the answer on untouched.
 */
import type { RecordedRequest } from '../../local-index-server';
import { shapeOf, type Crossing } from './crossings';

/** The endpoint a request path names (`/api/v3/accountStates` → `accountStates`). */
const endpointOf = (path: string) => path.replace(/^.*\//, '');

/** A fetch that notes the shape of each JSON answer in `shapes`. */
export function shapeNotingFetch(shapes: string[], inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (/json/.test(response.headers.get('content-type') ?? '')) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => 'not JSON');
      shapes.push(shapeOf(endpointOf(url.pathname), body));
    }
    return response;
  };
}

/**
 * The crossings of the server's logged requests: each request up (its URL's length), its answer down
 * (its body's bytes); the answers' shapes, read on the client's side, are `shapes` (their order is the
 * client's, which need not be the server's with several requests in flight, so each answer is not paired
 * with its own: the walks count distinct shapes).
 */
export function networkCrossings(
  requests: readonly RecordedRequest[],
  shapes: readonly string[],
): Crossing[] {
  const crossings: Crossing[] = [];
  requests.forEach((request, i) => {
    const name = endpointOf(request.path);
    const target = request.rawQuery ? `${request.path}?${request.rawQuery}` : request.path;
    const bytes = request.responseBytes ?? 0;
    crossings.push({
      boundary: 'network',
      direction: 'up',
      name,
      bytes: target.length,
      shape: `${name} query`,
    });
    crossings.push({ boundary: 'network', direction: 'down', name, bytes, shape: shapes[i] ?? `${name} ?` });
  });
  return crossings;
}
