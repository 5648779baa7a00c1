/**
 * What a user does in the app window, done with the renderer's own model code over the bridge (no DOM,
 * no React): a lookup through the REAL lookup store (renderer/model/lookup-store.ts) from the paste's
 * parse to the finished table and its log entry; an account page as it asks when it opens; one
 * get-method run as the page's form makes it. Where the app does something in a React hook, the hook's
 * one bridge call is made here as the hook makes it, and says which hook it stands for.
 */
import { parseAddressList } from '../../shared/address/address-list';
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import type { AnswerStep } from '../../shared/jobs/lookup-answer';
import { keyTrust, sameKeyWallets } from '../../shared/contracts/same-key-wallets';
import { pastedInputOf } from '../../shared/lookup-log/pasted-input';
import { accountPageMasters } from '../../renderer/account/account-masters';
import { insightStoreFor, type InsightStore } from '../../renderer/model/insight-store';
import type { LookupOutcome, LookupRequest } from '../../renderer/model/lookup-outcome';
import { LookupStore, type LookupStoreState } from '../../renderer/model/lookup-store';
import { mayOwnTokens } from '../../renderer/model/may-own-tokens';
import { requestedAccounts } from '../../renderer/model/requested-accounts';
import { startTokensRun, type TokensRunState } from '../../renderer/model/tokens-run';

/** A lookup of the addresses in `text`, as the paste box sends it. */
export interface LookupAction {
  text: string;
  includeBoc: boolean;
  /** Also wait for the job's log entry (the end of the lookup's walk). */
  waitForLog: boolean;
}

/** What a lookup did, in the window's clock. */
export interface LookupSummary {
  accounts: number;
  /** Look up → every row in the table, the progress gone (what app-100k-vs-cli times in the web app). */
  clickToTableMs: number;
  /** Look up → the outcome linked to its log entry; null when not waited for. */
  clickToLoggedMs: number | null;
  statusCounts: Record<string, number>;
}

/** What an account page asked and got. */
export interface DetailSummary {
  kind: string | null;
  tokens: number;
  jettonWallets: number;
  sameKeyWallets: number;
}

/** A get-method's outcome. */
export interface GetMethodSummary {
  ok: boolean;
  exitCode: number | null;
  stackItems: number;
  error: string | null;
}

/** Resolves with the store's state once `done` holds for it. */
function until(store: LookupStore, done: (state: LookupStoreState) => boolean): Promise<LookupStoreState> {
  return new Promise((resolve) => {
    if (done(store.getState())) return resolve(store.getState());
    const stop = store.subscribe(() => {
      if (!done(store.getState())) return;
      stop();
      resolve(store.getState());
    });
  });
}

/** Resolves once every one of `raws` has an answer (or an error) in the insight store. */
function insightOf(store: InsightStore, raws: readonly string[]): Promise<void> {
  const settled = () => raws.every((raw) => store.get(raw)?.state !== 'loading');
  return new Promise((resolve) => {
    if (settled()) return resolve();
    const stop = store.subscribe(() => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
}

/** `now()` for get-methods, as the account page takes it: the lookup's last block's time. */
function lastBlockTime(outcome: LookupOutcome): number | undefined {
  const time = Number(outcome.bound.lastBlock?.gen_utime ?? Number.NaN);
  return Number.isInteger(time) && time >= 0 ? time : undefined;
}

/** The actions of one window over its bridge; the last lookup's outcome is kept for the pages opened next. */
export class RendererActions {
  private outcome: LookupOutcome | null = null;
  private profileId: string | null = null;
  private lookups = 0;

  constructor(private readonly bridge: TonIndexBridge) {}

  /**
   * What the app asks as it starts: the settings (the active profile) and the chain status, whose last
   * block the lookups are bound to (and their pages' get-methods run at).
   */
  async open(): Promise<void> {
    const settings = await this.bridge.getSettings();
    if (!settings.ok) throw new Error(`getSettings: ${settings.error.message}`);
    this.profileId = settings.value.activeProfileId;
    const chain = await this.bridge.getMasterchainInfo();
    if (!chain.ok) throw new Error(`getMasterchainInfo: ${chain.error.message}`);
  }

  /** Parses `text` as the paste box does, looks it up through the lookup store and waits for the table. */
  async lookup(action: LookupAction): Promise<LookupSummary> {
    const list = parseAddressList(action.text);
    const request: LookupRequest = {
      key: `lookup-${(this.lookups += 1)}`,
      accounts: requestedAccounts(list),
      includeBoc: action.includeBoc,
      profileId: this.profileId!,
      pasted: pastedInputOf(action.text, list),
    };
    const store = new LookupStore();
    store.connect({ bridge: this.bridge, onLogged: () => undefined });
    const clickAt = performance.now();
    store.start(request);
    const ended = await until(store, (s) => s.error !== null || (s.running === null && s.last !== null));
    const tableAt = performance.now();
    if (ended.error) throw new Error(`the lookup failed: ${ended.error.message}`);
    const logged = action.waitForLog
      ? await until(store, (s) => s.last?.loggedAs !== undefined || s.logError !== null)
      : null;
    if (logged?.logError) throw new Error(`the lookup was not logged: ${logged.logError.message}`);
    this.outcome = (logged ?? ended).last;
    store.dispose();
    return {
      accounts: request.accounts.length,
      clickToTableMs: tableAt - clickAt,
      clickToLoggedMs: logged ? performance.now() - clickAt : null,
      statusCounts: Object.fromEntries(this.outcome!.statusCounts),
    };
  }

  /**
   * Opens the page of `raw` (a row of the last lookup) and waits for what it asks at once: the account's
   * inspect (use-insight.ts) and then its same-key wallets' rows (same-key-list.tsx), and — for a wallet —
   * its tokens run (account-tokens.tsx) and then its jetton wallets' rows and inspect
   * (use-jetton-wallet-insight.ts).
   */
  async detail(raw: string): Promise<DetailSummary> {
    const outcome = this.outcome;
    const row = outcome?.rows.find((r) => r.raw === raw);
    if (!outcome || !row?.account) throw new Error(`${raw} is not an answered row of the last lookup`);
    const unixTime = lastBlockTime(outcome);
    const insight = insightStoreFor(this.bridge);
    const [own, tokens] = await Promise.all([
      this.inspectWithSameKey(insight, raw, row.account.account_state_hash, unixTime),
      mayOwnTokens(row) ? this.tokensWithWallets(insight, raw, outcome, unixTime) : { tokens: 0, wallets: 0 },
    ]);
    return {
      kind: own.kind,
      tokens: tokens.tokens,
      jettonWallets: tokens.wallets,
      sameKeyWallets: own.sameKey,
    };
  }

  /** The account's own inspect, then the rows of the standard wallets of the key its code gave. */
  private async inspectWithSameKey(
    insight: InsightStore,
    raw: string,
    stateHash: string,
    unixTime: number | undefined,
  ): Promise<{ kind: string | null; sameKey: number }> {
    insight.want([{ raw, stateHash }], unixTime);
    await insightOf(insight, [raw]);
    const entry = insight.get(raw);
    if (entry?.state !== 'done') return { kind: null, sameKey: 0 };
    const { details, kind, kind_source } = entry.inspected;
    const key = 'public_key' in details ? details.public_key : undefined;
    if (typeof key !== 'string' || !keyTrust(kind_source).verified) return { kind, sameKey: 0 };
    const wallets = sameKeyWallets(key, { workchain: raw.startsWith('-1:') ? -1 : 0, network: 'mainnet' });
    await accountRowsOf(
      this.bridge,
      wallets.map((w) => w.raw),
    );
    return { kind, sameKey: wallets.length };
  }

  /** The wallet's tokens run, then its jetton wallets' rows and the inspect of those deployed. */
  private async tokensWithWallets(
    insight: InsightStore,
    raw: string,
    outcome: LookupOutcome,
    unixTime: number | undefined,
  ): Promise<{ tokens: number; wallets: number }> {
    const masters = accountPageMasters({ testnet: false, keptText: null, lookupRows: outcome.rows });
    const run = await new Promise<TokensRunState>((resolve) => {
      startTokensRun(this.bridge, { owners: [raw], masters, unixTime }, (state) => {
        if (state.state !== 'running') resolve(state);
      });
    });
    if (run.state === 'failed') throw new Error(`the tokens run failed: ${run.error?.message}`);
    const wallets = run.rows.flatMap((r) =>
      r.status === 'active' && r.jetton_wallet ? [r.jetton_wallet] : [],
    );
    if (wallets.length === 0) return { tokens: run.rows.length, wallets: 0 };
    const rows = await accountRowsOf(this.bridge, wallets);
    const deployed = rows.rows.flatMap((r) =>
      r.account?.status === 'active' ? [{ raw: r.raw, stateHash: r.account.account_state_hash }] : [],
    );
    insight.want(deployed, unixTime);
    await insightOf(
      insight,
      deployed.map((d) => d.raw),
    );
    return { tokens: run.rows.length, wallets: wallets.length };
  }

  /** Runs `method` on `raw` as the page's form does (use-get-method-call.ts: one call, with its signal). */
  async getMethod(raw: string, method: string): Promise<GetMethodSummary> {
    const unixTime = this.outcome ? lastBlockTime(this.outcome) : undefined;
    const controller = new AbortController();
    const reply = await this.bridge.runGetMethod(
      { address: raw, method, args: [], ...(unixTime !== undefined ? { unixTime } : {}) },
      { signal: controller.signal },
    );
    if (!reply.ok) return { ok: false, exitCode: null, stackItems: 0, error: reply.error.message };
    const result = reply.value;
    if (!result.ran) return { ok: false, exitCode: null, stackItems: 0, error: result.message };
    return { ok: true, exitCode: result.exit_code, stackItems: result.stack.length, error: null };
  }
}

/** The rows of a few accounts, as use-jetton-wallet-insight.ts asks for them (one `accountRows` call). */
async function accountRowsOf(bridge: TonIndexBridge, raws: readonly string[]): Promise<AnswerStep> {
  const reply = await bridge.accountRows({ addresses: [...raws] });
  if (!reply.ok) throw new Error(`accountRows failed: ${reply.error.message}`);
  return reply.value;
}
