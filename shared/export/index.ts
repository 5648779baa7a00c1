/**
 * Export of account lookups: one record per requested account (zod schema), written as CSV, JSON or
 * tab-separated text, formula-safe for spreadsheets, with a file name safe everywhere. Used by the app's
 * export bar and the CLI's `--csv`, so both write the same columns.
 */
export {
  EXPORT_COLUMNS,
  exportNetworkSchema,
  exportRecordSchema,
  exportRecords,
  type ExportAccount,
  type ExportNetwork,
  type ExportRecord,
  type ExportRecordsInput,
} from './export-record';
export {
  EXPORT_JSON_FORMAT,
  EXPORT_JSON_VERSION,
  cellText,
  exportDocumentSchema,
  exportLastBlockSchema,
  exportMetaSchema,
  toCsv,
  toJson,
  toTsv,
  type CsvOptions,
  type ExportDocument,
  type ExportMeta,
} from './export-formats';
export { readCsvRecords } from './read-back';
export {
  NEUTRALISING_PREFIX,
  isInertCell,
  needsNeutralising,
  neutraliseCell,
  restoreCell,
} from './spreadsheet-safety';
export { exportFileName, type ExportFileKind } from './export-file-name';
