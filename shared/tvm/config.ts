/**
 * The blockchain configuration get-methods run with. The indexer's API does not serve the config, so
 * one is bundled: @ton/sandbox 0.41.0's `slimConfig` (published to npm on 2026-03-15), the mainnet
 * configuration at masterchain block 52,956,904 (global version 12) without the parameters a
 * get-method practically never reads and that make the config 75 times larger: the validator sets
 * (32, 34, 36), 44 (suspended addresses), 45 (precompiled contracts), 71, 72, 79 (bridges) and the
 * negative ones. The emulator parses the config on every call: measured here, about 10–24 ms a call
 * with the full config against 2–4 ms with this one.
 * A contract that reads one of the missing parameters sees it as absent (null).
 */
import { slimConfig, slimConfigSeqno } from '@ton/sandbox/dist/config/slimConfig.js';
import { groupedInteger } from '../grouped-integer';

/** A configuration the emulator can use. */
export interface TvmConfig {
  /** The config dictionary (ConfigParams), standard Base64 BoC. */
  readonly boc: string;
  /** One line saying which config it is, for notes and `--help`. */
  readonly description: string;
}

/** The bundled configuration (see the file comment). */
export const BUNDLED_TVM_CONFIG: TvmConfig = {
  boc: slimConfig,
  description: `mainnet config at masterchain block ${groupedInteger(slimConfigSeqno)} (@ton/sandbox 0.41.0 slimConfig: no validator sets, params 44, 45, 71, 72, 79)`,
};
