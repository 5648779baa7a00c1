/**
 * The owners' rows of a tokens run (shared/contracts/tokens.ts): one scheduler batch of owners looks
 * their derived jetton wallets up in one request; the wallets found are read with their own
 * `get_wallet_data`, after the batch has given its request slot back and once every owner's wallet is
 * derived, and each owner × jetton gets its row — a balance only when the wallet's own answer confirms
 * it is this owner's wallet of this jetton.
 */
import type { AccountLookup, AccountState } from '../api/account-states';
import { decodeJettonWalletData, type LockStatus } from './details/jetton-details';
import { lockStatusFromRun, statusMethodOf } from './jetton-wallet-lock';
import { MethodResults } from './details/method-results';
import { runPlanned, tvmAccountOf, type PlannedCall } from './planned-calls';
import type { Derived } from './token-deriver';
import { requestExtras, rowKey, tokenRow, type TokensRun } from './tokens-context';
import type { JettonInfo, TokenRow, TokenRowStatus } from './tokens';

/** A jetton wallet's own data. */
type WalletData = NonNullable<ReturnType<typeof decodeJettonWalletData>>;

/** What a balance read gave: the wallet's data (and its lock, when it has one), a missing library, or why it failed. */
type BalanceRead = { data: WalletData; lock?: LockStatus } | { missingLibrary: string } | { error: string };

/** The derived wallets of owners, by owner and master. */
type Wallets = Map<string, Map<string, Derived>>;

/**
 * One scheduler batch: derive, look the wallets up in one request; their balances are read after the
 * batch has given its request slot back, so emulation never holds up the next request.
 */
export async function ownersBatch(
  run: TokensRun,
  owners: string[],
  signal: AbortSignal,
): Promise<AccountLookup> {
  const wallets = await run.deriver.walletsOf(owners);
  const asked = new Set<string>();
  for (const perMaster of wallets.values())
    for (const d of perMaster.values()) if ('wallet' in d) asked.add(d.wallet);
  const answer =
    asked.size > 0
      ? await run.options.transport([...asked], signal)
      : { accounts: [], address_book: {}, metadata: {}, not_found: [] };
  run.reading.push(
    fillRows(run, owners, wallets, answer).catch((error: unknown) => {
      // Cancelled: these rows stay "pending".
      if (run.options.signal?.aborted) return;
      // The emulator itself failed (it could not start): these rows say so.
      const message = error instanceof Error ? error.message : String(error);
      for (const owner of owners) {
        for (const jetton of run.usable) {
          const derived = wallets.get(owner)?.get(jetton.master);
          const wallet = derived && 'wallet' in derived ? derived.wallet : null;
          run.rows.set(
            rowKey(owner, jetton.master),
            tokenRow(owner, jetton, wallet, 'emulation_failed', null, message),
          );
        }
      }
    }),
  );
  // The scheduler counts these owners as answered; the rows hold what was found.
  return { accounts: [], address_book: {}, metadata: {}, not_found: owners };
}

/** Reads the found wallets' balances and writes the rows of `owners`. */
async function fillRows(
  run: TokensRun,
  owners: readonly string[],
  wallets: Wallets,
  answer: AccountLookup,
): Promise<void> {
  const states = new Map(answer.accounts.map((a) => [a.address, a]));
  const readable = answer.accounts.filter((a) => a.status === 'active');
  // The derivations go first: a thread given to a balance is one the next requests' derivations wait
  // for while the emulator is cold, and the derivations end long before the requests at an indexer's
  // pace (the tokens bench: after 3-4 s of 7.3), so the balances still run in the waits.
  await run.deriver.settled();
  const read = await walletData(run, readable);
  for (const owner of owners) {
    for (const jetton of run.usable) {
      const derived = wallets.get(owner)?.get(jetton.master);
      run.rows.set(rowKey(owner, jetton.master), ownerRow(owner, jetton, derived, states, read));
    }
  }
}

/** The row of one owner × jetton, from its derived wallet, the wallet's state and its balance read. */
function ownerRow(
  owner: string,
  jetton: JettonInfo,
  derived: Derived | undefined,
  states: Map<string, AccountState>,
  read: Map<string, BalanceRead>,
): TokenRow {
  if (!derived || 'error' in derived)
    return tokenRow(owner, jetton, null, 'emulation_failed', null, derived ? derived.error : 'not derived');
  const state = states.get(derived.wallet);
  if (!state || state.status === 'nonexist' || state.status === 'uninit')
    return tokenRow(owner, jetton, derived.wallet, 'no_wallet', '0');
  if (state.status === 'frozen')
    return tokenRow(owner, jetton, derived.wallet, 'frozen', null, 'the jetton wallet is frozen');
  const read1 = read.get(derived.wallet);
  const data = read1 && 'data' in read1 ? read1.data : null;
  const mismatch = data ? notTheAskedWallet(data, owner, jetton.master) : null;
  const [status, balance, error]: [TokenRowStatus, string | null, string?] = mismatch
    ? ['wrong_wallet', null, mismatch]
    : data
      ? ['active', data.balance.toString()]
      : read1 && 'missingLibrary' in read1
        ? ['library_missing', null, libraryMissingText(read1.missingLibrary)]
        : [
            'emulation_failed',
            null,
            (read1 && 'error' in read1 ? read1.error : undefined) ??
              `the jetton wallet is ${state.status ?? 'of unknown status'}`,
          ];
  // The lock of the owner's own wallet only (a wrong wallet's is not theirs).
  const lock = status === 'active' && read1 && 'lock' in read1 ? read1.lock : undefined;
  return tokenRow(owner, jetton, derived.wallet, status, balance, error, lock);
}

/**
 * Reads the found jetton wallets' `get_wallet_data` — and `get_status`, the lock, where their code has
 * it (jetton-wallet-lock.ts) — with their own code (grouped by code).
 */
async function walletData(run: TokensRun, states: AccountState[]): Promise<Map<string, BalanceRead>> {
  const { options } = run;
  const out = new Map<string, BalanceRead>();
  const locks = new Map<string, LockStatus>();
  const calls: PlannedCall[] = [];
  for (const state of states) {
    const account = tvmAccountOf(state);
    if (!account) continue;
    const statusMethod = statusMethodOf(account.code_boc, options.libraries);
    if (statusMethod !== 'absent')
      calls.push({
        account,
        method: 'get_status',
        args: [],
        done: (result) => {
          const lock = lockStatusFromRun(result, statusMethod);
          if (lock) locks.set(state.address, lock);
        },
      });
    calls.push({
      account,
      method: 'get_wallet_data',
      args: [],
      done: (result) => {
        if (!result.ran && result.reason === 'missing_library' && result.missing_library) {
          out.set(state.address, { missingLibrary: result.missing_library });
          return;
        }
        const results = new MethodResults(new Map([['get_wallet_data', result]]));
        try {
          const data = decodeJettonWalletData(results);
          out.set(
            state.address,
            data
              ? { data }
              : { error: results.problem('get_wallet_data') ?? 'get_wallet_data did not answer' },
          );
        } catch (error) {
          out.set(state.address, { error: error instanceof Error ? error.message : String(error) });
        }
      },
    });
  }
  await runPlanned(
    {
      runner: options.runner,
      unixTime: options.unixTime,
      ...requestExtras(options),
      ...(options.signal ? { signal: options.signal } : {}),
      // Nobody waits for a balance until the end: the next request's derivations go first.
      background: true,
    },
    calls,
  );
  for (const [address, lock] of locks) {
    const read = out.get(address);
    if (read && 'data' in read) out.set(address, { ...read, lock });
  }
  return out;
}

/** Words for a jetton wallet whose library nobody has. */
function libraryMissingText(hash: string): string {
  return `the jetton wallet's code is library ${hash}, which the app does not carry and you have not added: add it in Settings → Libraries (at the CLI: --library FILE) to read this balance`;
}

/**
 * Why a wallet's own answer does not confirm it as `owner`'s wallet of `master`, or null when it does:
 * the master pointed somewhere else (a hostile or broken master, or a wallet code that names others).
 */
function notTheAskedWallet(data: WalletData, owner: string, master: string): string | null {
  if (data.owner !== owner)
    return `the master points to a wallet of another owner: its own get_wallet_data names ${data.owner ?? 'no owner'}`;
  if (data.jetton !== master)
    return `the master points to a wallet of another jetton: its own get_wallet_data names the master ${data.jetton ?? 'none'}`;
  return null;
}
