/**
 * The rows of a few accounts an account page needs beside its own (a followed account, a wallet's
 * jetton wallets, the same key's wallets), without their code and data: one bridge call, whose rows
 * the job owner makes as a lookup's (shared/jobs/lookup-row.ts). One place, so the page has one way to ask.
 */
import type { TonIndexBridge } from '../../shared/bridge/api/bridge-api';
import type { AnswerStep } from '../../shared/jobs/lookup-answer';
import { unwrap } from '../bridge/bridge-context';

/** The rows of `raws` (a handful), in their order, on the active profile's indexer. */
export function quickRows(bridge: TonIndexBridge, raws: readonly string[]): Promise<AnswerStep> {
  return unwrap(bridge.accountRows({ addresses: [...raws] }));
}
