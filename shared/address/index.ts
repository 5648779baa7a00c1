/**
 * TON addresses: the codec (one string to one account and back to every form) and the parser for
 * pasted lists of addresses and explorer links.
 */
export type {
  AddressErrorReason,
  AddressForms,
  AddressParseResult,
  FriendlyFlags,
  ParsedAddress,
  Workchain,
} from './address-types';
export { ADDRESS_ERROR_REASONS } from './address-types';
export {
  InvalidAddressError,
  addressForms,
  isSameAccount,
  normalizeAddress,
  parseAddress,
} from './address-codec';
export type {
  AddressList,
  AddressListEntry,
  AddressListOptions,
  AddressListSummary,
  AddressNetwork,
  SkippedWord,
} from './address-list';
export { describeEntryError, describeNetworkMismatch, parseAddressList } from './address-list';
export { extractCsvAddresses, type CsvAddresses } from './address-csv';
export { typoCorrections, type TypoCorrection } from './typo-corrections';
