/**
 * The shapes the address codec and the pasted-list parser hand out. These are not API shapes (the
 * indexer only ever sees the `raw` string), so they are plain read-only interfaces, not zod schemas.
 */

/** Why an input is not a usable TON address. Each value comes with a plain-language message. */
export type AddressErrorReason =
  'empty' | 'bad-checksum' | 'wrong-length' | 'unknown-workchain' | 'bad-characters' | 'not-an-address';

/** The two workchains TEP-2 defines: 0 (basechain) and -1 (masterchain). */
export type Workchain = 0 | -1;

/** One account written every way a person may need it. Friendly forms use the URL-safe alphabet. */
export interface AddressForms {
  /** `"wc:UPPERHEX"`, the indexer's own form and the key to match results by. */
  readonly raw: string;
  /** `EQ…` (`Ef…` on the masterchain). */
  readonly bounceable: string;
  /** `UQ…` (`Uf…` on the masterchain). */
  readonly nonBounceable: string;
  /** `kQ…` (`kf…`). */
  readonly testnetBounceable: string;
  /** `0Q…` (`0f…`). */
  readonly testnetNonBounceable: string;
}

/** The flags a user-friendly input carried. They describe how it was written, not which account it is. */
export interface FriendlyFlags {
  readonly bounceable: boolean;
  readonly testOnly: boolean;
  /** False when the input used the standard Base64 alphabet (`+`, `/`) anywhere. */
  readonly urlSafe: boolean;
}

/** A valid address. Two inputs name the same account exactly when their `raw` strings are equal. */
export interface ParsedAddress {
  /** `"wc:UPPERHEX"` — the indexer's normalised form (docs/indexer-api.md §4.2). */
  readonly raw: string;
  readonly workchain: Workchain;
  /** Whether the input was `wc:hex` or a 48-character user-friendly string. */
  readonly inputForm: 'raw' | 'friendly';
  /** Present only for friendly inputs. */
  readonly inputFlags?: FriendlyFlags;
  /**
   * All forms of the account. Computed when read, because most parsed addresses are only ever keyed
   * by `raw` (the codec's records keep it once read; a list's entries, being many, compute it on each
   * read). A getter: `toJSON` writes it, spreading and structured clone do not.
   */
  readonly forms: AddressForms;
}

/** The outcome of parsing one string: the address, or why it is not one. */
export type AddressParseResult =
  | { readonly ok: true; readonly address: ParsedAddress }
  | { readonly ok: false; readonly reason: AddressErrorReason; readonly message: string };
