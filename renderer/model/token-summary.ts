/**
 * Token metadata as a row shows it. The reading lives in shared/format/token-summary.ts, so the
 * results table, the detail view and the exports (shared/export) read metadata the same way.
 */
export {
  tokenLabel,
  tokenSummary,
  tokenTypeLabel,
  type TokenSummary,
} from '../../shared/format/token-summary';
