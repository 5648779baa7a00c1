/**
 * Public API of the local index server, for tests and scripts:
 * `import { startIndexServer, sampleAccounts } from '../local-index-server'`.
 */
export { startIndexServer, buildIndexData, askedAccounts, API_VERSION } from './server';
export type { IndexServerOptions, RunningIndexServer, RecordedRequest } from './server';
export { FAULT_MODES, FAULT_ENDPOINTS, faultOptionsSchema } from './faults';
export type { FaultOptions, FaultMode, ApiEndpoint } from './faults';
export type { RateLimitOptions, RateLimitBody } from './gateway';
export { RATE_LIMIT_BODIES, UNAUTHORIZED_BODY } from './gateway';
export {
  DEFAULT_SEED,
  SAMPLE_LABELS,
  SAMPLE_DOMAIN,
  SAMPLE_EXTRA_CURRENCIES,
  HUGE_BALANCE,
  sampleAccounts,
  sampleAccount,
  notIndexedAddresses,
} from './sample-data';
export type { SampleLabel } from './sample-data';
export { IndexData } from './index-data';
export type { AccountRecord, AccountStatus, SampleAccount, JettonWalletRow, TokenRow } from './index-data';
export { MAX_ROWS } from './account-states';
export { HOSTILE_CONTRACT_LABELS } from './hostile-contracts';
export type { HostileContract, HostileContractLabel } from './hostile-contracts';
export { BLOCK_INTERVAL_MS } from './masterchain';
