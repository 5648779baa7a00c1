/**
 * An API key sent over plain `http://` can be read (and reused) by anyone on the path to the indexer:
 * a shared Wi-Fi, a proxy, the ISP. To loopback (127.0.0.0/8, ::1, localhost) the request never leaves
 * the machine, so a local indexer or tunnel over http is fine. One check for the settings screen, the
 * app's bridge and the CLI.
 */

/** True for a loopback host: `localhost` (and `*.localhost`), 127.0.0.0/8, `::1`. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  // The WHATWG URL parser has already turned 127.1, 0x7f.0.0.1 and the like into dotted decimal.
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * The warning for a key sent to `baseUrl`, or null when it is safe enough: https, a loopback host, or
 * not a URL at all (that is refused elsewhere). `state`: whether the key is already set or about to be.
 */
export function plainHttpKeyWarning(
  baseUrl: string,
  state: 'set' | 'about to be set' = 'set',
): string | null {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || isLoopbackHost(url.hostname)) return null;
  const verb = state === 'set' ? 'is sent' : 'would be sent';
  return (
    `The API key ${verb} over plain http to ${url.host}: anyone on the network path can read and reuse it. ` +
    'Use an https address for this indexer, or no key.'
  );
}
