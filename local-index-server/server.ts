/**
 * The local index server: a faithful stand-in for ton-index-go's API v3 (`masterchainInfo`,
 * `accountStates`) behind a toncenter-like gateway (API key, rate limit, HTML 502s), on plain
 * `node:http`, with fault injection and a request log for tests. Every test of the project talks real
 * HTTP to it. See docs/indexer-api.md for the behaviour reproduced; section numbers are cited where used.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { accountStatesBody, decodeAccountStatesParams } from './account-states';
import { parseAccountAddress } from './address-codec';
import { DB_ERRORS, FaultState, faultOptionsSchema, malformedJsonBody, wrongFieldTypeBody } from './faults';
import type { ApiEndpoint, FaultOptions } from './faults';
import {
  BAD_GATEWAY_HTML,
  HEADERS_TOO_LARGE_HTML,
  RATE_LIMIT_BODIES,
  RateLimiter,
  UNAUTHORIZED_BODY,
  URI_TOO_LARGE_HTML,
  hasApiKey,
  headerBlockBytes,
} from './gateway';
import type { RateLimitBody, RateLimitOptions } from './gateway';
import { addGeneratedAccounts } from './generated-data';
import { IndexData } from './index-data';
import { F1_TEXT, LiveMasterchain } from './masterchain';
import { parseQueryPairs, toMultiMap } from './query-string';
import type { QueryPair } from './query-string';
import type { HostileContract } from './hostile-contracts';
import { DEFAULT_SEED, addSampleAccounts } from './sample-data';
import { goJson } from './go-json';
import { hostileAccountStatesBody } from './hostile-answers';
import { sendGzipBomb, sendHugeBody } from './oversized-bodies';

/** The DB schema version the server reports in `X-API-Version` (latest tag v1.2.8, [S15]). */
export const API_VERSION = '1.2.8';

/** Options of `startIndexServer`. */
export interface IndexServerOptions {
  /** TCP port; 0 (default) picks a free one. */
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Seed of every invented value (keys, hashes, balances, block hashes, shuffles); default `DEFAULT_SEED`. */
  seed?: number;
  /** `'sample'` (default): the labelled sample accounts; `{ generated: N }`: those plus N filler accounts. */
  dataset?: 'sample' | { generated: number };
  /** When set, require it (`X-API-Key` header or `api_key` query); otherwise answer the gateway's 401. */
  apiKey?: string;
  /** Gateway rate limit over API requests. */
  rateLimit?: RateLimitOptions;
  /** Delay before every API answer, in ms. */
  latencyMs?: number;
  /**
   * The gateway's longest request-target (path and query, as on the request line), in characters;
   * longer ones get openresty's HTML `414 Request-URI Too Large`. Unset: no limit (up to 1 MiB).
   */
  maxUrlLength?: number;
  /** The gateway's largest header block (every `Name: value` line with its CRLF), in bytes; larger → 431. */
  maxHeaderBytes?: number;
  /** Faults in force from the start. */
  faults?: FaultOptions;
  /** `'live'` (default): `last` advances with the clock; `'testnet-fixture'`: the recorded F1 verbatim. */
  masterchain?: 'testnet-fixture' | 'live';
  /** Address-book flags and live `global_id`: `'mainnet'` (default) or `'testnet'`. */
  network?: 'mainnet' | 'testnet';
  /** Serve the hostile contracts of hostile-contracts.ts too (their FunC is compiled as the server starts). */
  hostileContracts?: boolean;
}

/** One API request as the server received it (control endpoints are never logged). */
export interface RecordedRequest {
  method: string;
  /** Path without the query string, as sent (not decoded). */
  path: string;
  /** The query string as sent, without `?` (so tests can check percent-encoding). */
  rawQuery: string;
  /** Decoded query (`+` → space, §2.8) as a multi-map: key → every value in order. */
  query: Record<string, string[]>;
  /** Request headers, lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  /** Arrival time, ms since the epoch. */
  time: number;
  /** HTTP status sent, once answered (absent while pending or for `hang`). */
  status?: number;
  /** Bytes of the body sent (0 for HEAD and OPTIONS), once answered. */
  responseBytes?: number;
}

/**
 * The accounts a recorded request asked for: each `address` value in the server's normalised raw form
 * (`wc:UPPERHEX`), whichever form was sent — what the server looked up; a value it cannot read stays
 * as sent.
 */
export function askedAccounts(request: RecordedRequest): string[] {
  return (request.query.address ?? []).map((value) => parseAccountAddress(value) ?? value);
}

/** A gate for answers: open unless held; `whenReleased` waits while it is held. */
function heldAnswers(): { hold(): void; release(): void; whenReleased(): Promise<void> } {
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  return {
    hold() {
      if (gate) return;
      let open!: () => void;
      const promise = new Promise<void>((resolve) => (open = resolve));
      gate = { promise, open };
    },
    release() {
      gate?.open();
      gate = null;
    },
    whenReleased: () => gate?.promise ?? Promise.resolve(),
  };
}

/** A started server. */
export interface RunningIndexServer {
  /** Base URL, `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  port: number;
  /** Stops listening and drops every open connection (including hung ones). */
  close(): Promise<void>;
  /** The request log (live array, oldest first). */
  requests: RecordedRequest[];
  /** Empties the request log. */
  clearRequests(): void;
  /** Replaces the fault settings. */
  setFaults(faults: FaultOptions): void;
  /** The fault settings in force (`times` counts down). */
  getFaults(): FaultOptions;
  /** The served index; tests may read or modify it between requests. */
  data: IndexData;
  /** The seed in use. */
  seed: number;
  /** The network the address book is formatted for. */
  network: 'mainnet' | 'testnet';
  /**
   * Holds the answers of `accountStates` (requests are accepted and wait) until `release`: a test
   * sees the app while its accounts are still pending, then lets them land — a state, not a delay.
   */
  accountAnswers: { hold(): void; release(): void };
  /** The live chain behind `masterchainInfo`: hold it, move it on, release it. */
  chain: Pick<LiveMasterchain, 'hold' | 'advance' | 'release'>;
  /** The hostile contracts served (empty unless `hostileContracts`). */
  hostile: HostileContract[];
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-API-Version, Retry-After, Server-Timing',
  // Lets a page or worker of another origin read each request's full Resource Timing (when the headers
  // arrived): the in-flight bench (scripts/bench/app-100k-inflight.ts) reads it.
  'Timing-Allow-Origin': '*',
} as const;

const ALLOWED_HEADERS =
  'X-API-Key, Content-Type, X-No-Address-Book, X-No-Metadata, X-Timeout, X-Debug-Request';

/** Preflight answer: the headers above plus whatever else the browser asks for (this is a test server). */
function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers'];
  return {
    ...CORS_HEADERS,
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
    'Access-Control-Allow-Headers': requested ? `${ALLOWED_HEADERS}, ${requested}` : ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  };
}

/** Routes of the Go app, matched case-insensitively and ignoring a trailing slash (fiber defaults, §1). */
const ROUTES: ReadonlyMap<string, ApiEndpoint | 'healthcheck'> = new Map([
  ['/api/v3/masterchaininfo', 'masterchainInfo'],
  ['/api/v3/accountstates', 'accountStates'],
  ['/healthcheck', 'healthcheck'],
] as const);

interface Reply {
  status: number;
  body: string;
  headers: Record<string, string>;
}

function jsonReply(status: number, body: string, extra: Record<string, string> = {}): Reply {
  return { status, body, headers: { 'Content-Type': 'application/json', ...extra } };
}

/** Go `strconv.ParseBool` (no `on`): the request-settings knobs (§1) ignore anything else. */
function parseGoBool(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(value)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(value)) return false;
  return undefined;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' })[ch]!,
  );
}

function headerMap(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, reply: Reply, method: string): void {
  if (res.destroyed || res.headersSent) return;
  const body = Buffer.from(reply.body, 'utf8');
  res.writeHead(reply.status, { ...CORS_HEADERS, ...reply.headers, 'Content-Length': String(body.length) });
  res.end(method === 'HEAD' ? undefined : body);
}

/** Counts the body bytes written to `res` from now on (a request log entry's `responseBytes`). */
function countBodyBytes(res: ServerResponse): () => number {
  let bytes = 0;
  const add = (chunk: unknown) => {
    if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk);
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    add(args[0]);
    return write(...args);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    add(args[0]);
    return end(...args);
  }) as typeof res.end;
  return () => bytes;
}

/** Builds the index a server with these options serves. */
export function buildIndexData(options: Pick<IndexServerOptions, 'seed' | 'dataset'> = {}): IndexData {
  const seed = options.seed ?? DEFAULT_SEED;
  const data = new IndexData();
  addSampleAccounts(data, seed);
  const dataset = options.dataset ?? 'sample';
  if (dataset !== 'sample') addGeneratedAccounts(data, dataset.generated, seed);
  return data;
}

/** Starts a server; resolves once it listens. */
export async function startIndexServer(options: IndexServerOptions = {}): Promise<RunningIndexServer> {
  const seed = options.seed ?? DEFAULT_SEED;
  const network = options.network ?? 'mainnet';
  const data = buildIndexData(options);
  const hostile = options.hostileContracts
    ? // Loaded only when asked: the FunC compiler is large.
      await (
        await import('./hostile-contracts')
      ).addHostileContracts(data, {
        foreignWallet: data.sample('jetton-wallet-1').raw,
        owner: data.sample('wallet-v4r2').raw,
        collection: data.sample('nft-collection').raw,
      })
    : [];
  const chain = new LiveMasterchain(seed, network);
  const faults = new FaultState();
  if (options.faults) faults.set(options.faults);
  const limiter = options.rateLimit ? new RateLimiter(options.rateLimit.perSecond) : undefined;
  const requests: RecordedRequest[] = [];
  const answers = heldAnswers();
  let requestCounter = 0;

  /** ton-index-go itself (§3, §4, §5.1): routing, handlers and its error handler. */
  function app(
    method: string,
    path: string,
    pairs: QueryPair[],
    headers: Record<string, string>,
    fault: FaultOptions,
  ): Reply {
    const started = process.hrtime.bigint();
    const route = ROUTES.get(path.toLowerCase().replace(/(.)\/+$/, '$1'));
    let reply: Reply;
    if (route === undefined) {
      // fiber's 404 reaches ton-index-go's error handler as a plain error → 500 (§5.1, observed [S24]).
      reply = jsonReply(
        500,
        goJson({ error: `internal server error: Cannot ${method} ${escapeHtml(path)}` }),
      );
    } else if (method !== 'GET' && method !== 'HEAD') {
      reply = jsonReply(500, goJson({ error: 'internal server error: Method Not Allowed' }));
    } else if (route === 'healthcheck') {
      return { status: 200, body: 'OK', headers: { 'Content-Type': 'text/plain; charset=utf-8' } };
    } else if (route === 'masterchainInfo') {
      reply = jsonReply(200, options.masterchain === 'testnet-fixture' ? F1_TEXT : goJson(chain.info()));
    } else {
      // `legacy-limit`: a server before v1.2.2, with its hidden limit/offset (§4.1).
      const legacy = fault.mode === 'legacy-limit' ? { defaultLimit: fault.defaultLimit ?? 100 } : undefined;
      const params = decodeAccountStatesParams(pairs, legacy);
      if ('status' in params) {
        reply = jsonReply(params.status, goJson({ error: params.message }));
      } else {
        const query = toMultiMap(pairs);
        const setting = (header: string, param: string): boolean =>
          parseGoBool(headers[header]) ?? parseGoBool(query[param]?.at(-1)) ?? false;
        reply = jsonReply(
          200,
          accountStatesBody(data, params, {
            testnet: network === 'testnet',
            noAddressBook: setting('x-no-address-book', 'x_no_address_book'),
            noMetadata: setting('x-no-metadata', 'x_no_metadata'),
            shuffleSeed: `${seed}:${requestCounter++}`,
          }),
        );
      }
    }
    // Set on every app response by the middleware (§1).
    const micros = Number(process.hrtime.bigint() - started) / 1000;
    reply.headers['X-API-Version'] = API_VERSION;
    reply.headers['Server-Timing'] = `app;dur=${(micros / 1000).toFixed(6)}ms`;
    return reply;
  }

  function rateLimitReply(retryAfter: boolean, body: RateLimitBody, seconds = 1): Reply {
    return jsonReply(429, RATE_LIMIT_BODIES[body], retryAfter ? { 'Retry-After': String(seconds) } : {});
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, preflightHeaders(req)).end();
      return;
    }
    const json = (status: number, value: unknown): void =>
      send(
        res,
        { status, body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } },
        method,
      );
    if (path === '/__control/requests' && method === 'GET') return json(200, requests);
    if (path === '/__control/faults' && method === 'GET') return json(200, faults.get());
    if (path === '/__control/samples' && method === 'GET')
      return json(200, { samples: data.samples, notIndexed: data.notIndexed });
    if (path === '/__control/reset' && method === 'POST') {
      faults.set({ mode: 'none' });
      requests.length = 0;
      limiter?.reset();
      return json(200, { ok: true });
    }
    if (path === '/__control/faults' && method === 'POST') {
      let parsed: FaultOptions;
      try {
        parsed = faultOptionsSchema.parse(JSON.parse(await readBody(req)));
      } catch (error) {
        const message =
          error instanceof z.ZodError
            ? z.prettifyError(error)
            : error instanceof Error
              ? error.message
              : String(error);
        return json(400, { error: `invalid fault settings: ${message}` });
      }
      faults.set(parsed);
      return json(200, faults.get());
    }
    return json(404, { error: `unknown control endpoint: ${method} ${path}` });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const rawUrl = req.url ?? '/';
    const q = rawUrl.indexOf('?');
    const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
    const rawQuery = q < 0 ? '' : rawUrl.slice(q + 1);
    if (path.startsWith('/__control/')) return control(req, res, path);

    const pairs = parseQueryPairs(rawQuery);
    const headers = headerMap(req);
    const record: RecordedRequest = {
      method,
      path,
      rawQuery,
      query: toMultiMap(pairs),
      headers,
      time: Date.now(),
    };
    requests.push(record);
    const bodyBytes = countBodyBytes(res);
    res.on('finish', () => {
      record.status = res.statusCode;
      record.responseBytes = bodyBytes();
    });

    if (method === 'OPTIONS') {
      // CORS preflight for the browser build (the real gateway's CORS is undocumented, §1).
      res.writeHead(204, preflightHeaders(req)).end();
      return;
    }
    if (options.latencyMs && options.latencyMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      if (res.destroyed) return;
    }
    // The gateway refuses an oversized request line or header block before anything else sees it.
    const gatewayHtml = { 'Content-Type': 'text/html', Server: 'openresty' };
    if (options.maxUrlLength !== undefined && rawUrl.length > options.maxUrlLength) {
      return send(res, { status: 414, body: URI_TOO_LARGE_HTML, headers: gatewayHtml }, method);
    }
    if (options.maxHeaderBytes !== undefined && headerBlockBytes(req.rawHeaders) > options.maxHeaderBytes) {
      return send(res, { status: 431, body: HEADERS_TOO_LARGE_HTML, headers: gatewayHtml }, method);
    }

    const route = ROUTES.get(path.toLowerCase().replace(/(.)\/+$/, '$1'));
    const endpoint = route === 'masterchainInfo' || route === 'accountStates' ? route : null;
    if (endpoint === 'accountStates') {
      await answers.whenReleased();
      if (res.destroyed) return;
    }
    const fault = faults.take(endpoint, record.query.address ?? []);
    switch (fault.mode) {
      case 'hang':
        return; // Accept and never answer; the connection ends when the client aborts or the server closes.
      case 'unauthorized':
        return send(res, jsonReply(401, UNAUTHORIZED_BODY), method);
      case 'rate-limit':
      case 'rate-limit-no-retry-after':
        return send(
          res,
          rateLimitReply(fault.mode === 'rate-limit', fault.rateLimitBody ?? 'result', fault.retryAfter),
          method,
        );
      case 'http502-html':
        return send(
          res,
          {
            status: 502,
            body: BAD_GATEWAY_HTML,
            headers: { 'Content-Type': 'text/html', Server: 'openresty' },
          },
          method,
        );
      case 'http500':
        return send(
          res,
          jsonReply(
            500,
            goJson({
              error:
                fault.message ??
                'internal server error: failed to connect to the index database (fault injected by the local index server)',
            }),
            {
              'X-API-Version': API_VERSION,
            },
          ),
          method,
        );
      case 'db-error-422':
        // accountStates wraps every query-layer error as 422 (§4.5); masterchainInfo answers 500.
        return send(
          res,
          jsonReply(
            endpoint === 'accountStates' ? 422 : 500,
            goJson({ error: fault.message ?? DB_ERRORS[fault.dbError ?? 'deadline'] }),
            { 'X-API-Version': API_VERSION },
          ),
          method,
        );
      case 'redirect':
        // A proxy (or a compromised host) sending the client elsewhere, path and query kept.
        return send(
          res,
          {
            status: 302,
            body: '',
            headers: { Location: `${fault.redirectTo!.replace(/\/+$/, '')}${rawUrl}` },
          },
          method,
        );
      case 'huge-body':
        return sendHugeBody(res, { ...CORS_HEADERS, 'X-API-Version': API_VERSION }, fault.sizeMb ?? 200);
      case 'gzip-bomb':
        return sendGzipBomb(res, { ...CORS_HEADERS, 'X-API-Version': API_VERSION }, fault.sizeMb ?? 600);
      default:
        break;
    }

    if (
      options.apiKey !== undefined &&
      !hasApiKey(options.apiKey, req.headers['x-api-key'], record.query.api_key)
    ) {
      return send(res, jsonReply(401, UNAUTHORIZED_BODY), method);
    }
    if (limiter && !limiter.allow()) {
      return send(
        res,
        rateLimitReply(options.rateLimit?.retryAfter ?? true, options.rateLimit?.body ?? 'result'),
        method,
      );
    }

    const reply = app(method, path, pairs, headers, fault);
    if (endpoint === 'accountStates' && reply.status === 200)
      reply.body = hostileAccountStatesBody(reply.body, fault);
    if (endpoint && reply.status === 200) {
      if (fault.mode === 'malformed-json') reply.body = malformedJsonBody(reply.body);
      if (fault.mode === 'wrong-field-type') reply.body = wrongFieldTypeBody(endpoint, reply.body);
      if (fault.mode === 'truncated-body') {
        // Promise the full length, send half, then drop the connection.
        const full = Buffer.from(reply.body, 'utf8');
        res.writeHead(200, { ...CORS_HEADERS, ...reply.headers, 'Content-Length': String(full.length) });
        res.write(full.subarray(0, Math.floor(full.length / 2)), () => res.destroy());
        return;
      }
    }
    send(res, reply, method);
  }

  // The Go server reads up to 1 MiB of request line + headers (§4.3); Node's default (16 KiB) would
  // refuse long address lists with 431 where the real server answers.
  const server = createServer({ maxHeaderSize: 1024 * 1024 }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      // ton-index-go's recover middleware + error handler: any unexpected failure is a 500 (§5.1).
      const message = error instanceof Error ? error.message : String(error);
      send(res, jsonReply(500, goJson({ error: `internal server error: ${message}` })), req.method ?? 'GET');
    });
  });

  // The server never closes an idle connection; the client does (Node's fetch after ~4 s, Chromium
  // later). With Node's default of 5 s, the server could close a connection just as the client reused
  // it — an ECONNRESET that failed a test when a long synchronous step held the event loop past both
  // timers. 0 also sends no `Keep-Alive: timeout` hint, which a client would follow to within a second
  // of the server's own timer. close() ends the connections still open.
  server.keepAliveTimeout = 0;

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    requests,
    data,
    seed,
    network,
    hostile,
    clearRequests: () => {
      requests.length = 0;
    },
    setFaults: (f) => faults.set(f),
    getFaults: () => faults.get(),
    accountAnswers: { hold: answers.hold, release: answers.release },
    chain: {
      hold: () => chain.hold(),
      advance: (blocks) => chain.advance(blocks),
      release: () => chain.release(),
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        answers.release();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
