/**
 * The details an account's own get-methods gave, per kind (shared/contracts/inspected-account.ts):
 * wallet (seqno, key, wallet id, plugins, extensions), jetton wallet (owner, master, balance scaled by
 * the master's decimals, lock status), jetton master (supply, admin, mintable, content), NFT item and
 * collection. Every address can be looked up with one click; a balance whose decimals are unknown is
 * shown in base units and says so, never scaled by a guess. Contract text (content fields, URLs) is
 * rendered as inert text.
 */
import type { ReactNode } from 'react';
import type { TokenContent } from '../../shared/contracts/token-content';
import type { InspectedAccount } from '../../shared/contracts/inspected-account';
import { CopyableValue } from '../ui/copy-button';
import { AddressList, CheckedLink, Duration, Field, NamedFieldList, OptionalAddress } from './detail-fields';
import { valueText } from './shown-values';
import { linkCheck, part } from './named-fields';
import { nftFamily, nftFields } from './ownership-fields';
import { kindFields } from './kind-fields';
import { jettonMasterControlFields, jettonMasterIdentityFields } from './jetton-master-fields';
import { MultisigOrderLookup } from './order-lookup';
import { SameKeyList } from './same-key-list';
import type { KindSource } from '../../shared/contracts/kinds';
import { keyTrust } from '../../shared/contracts/same-key-wallets';
import type { LockStatus } from '../../shared/contracts/details/jetton-details';
import { LockStatusWords } from '../ui/lock-status-words';

/** The details as a loose record (the union's fields, each optional). */
type Details = Record<string, unknown>;

const DECIMALS_SOURCE: Record<string, string> = {
  master_content: "the master's on-chain content",
  tep64_default: 'TEP-64 default (9): the content names none',
  indexer_metadata: "the indexer's metadata for the master",
  unknown: 'unknown',
};

/** A token amount: scaled with its symbol when the decimals are known, else base units and a warning. */
function Amount(props: {
  base: unknown;
  scaled: unknown;
  decimals: unknown;
  source: unknown;
  symbol: unknown;
}) {
  const symbol = typeof props.symbol === 'string' && props.symbol ? ` ${props.symbol}` : '';
  if (typeof props.scaled === 'string')
    return (
      <>
        <CopyableValue value={`${props.scaled}${symbol}`} label="Copy the amount" />{' '}
        <span className="muted">
          ({valueText(props.base)} base units; {valueText(props.decimals)} decimals from{' '}
          {DECIMALS_SOURCE[String(props.source)] ?? valueText(props.source)})
        </span>
      </>
    );
  return (
    <>
      <CopyableValue value={valueText(props.base)} label="Copy the amount in base units" />{' '}
      <strong className="insight-flag" data-testid="insight-decimals-unknown">
        base units — the jetton&apos;s decimals are unknown, so the amount is not scaled
      </strong>
    </>
  );
}

/** Token content: on-chain fields, or the off-chain URL (as text, never a link). */
function Content(props: { content: TokenContent }) {
  const { content } = props;
  if (content.layout === 'unknown')
    return <span className="muted">not a standard layout ({content.reason})</span>;
  const fields =
    content.layout === 'offchain'
      ? {}
      : Object.fromEntries(Object.entries(content.fields).filter(([k]) => k !== 'image_data'));
  return (
    <dl className="fields insight-content">
      {'url' in content && (
        <>
          <dt>off-chain URL</dt>
          <dd className="mono pre-wrap">{content.url}</dd>
        </>
      )}
      {Object.entries(fields).map(([key, value]) => (
        <div key={key} className="field-pair">
          <dt className="mono">{key}</dt>
          <dd className="pre-wrap">{value.length > 500 ? `${value.slice(0, 500)}…` : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The wallets of the same key — only for a key known wallet code gave (shared/contracts/same-key-wallets.ts
 * keyTrust): a key unidentified code returns may be anyone's, and its wallets would pass for its owner's.
 */
function SameKeyField(props: { publicKey: string; kindSource: KindSource; raw: string }) {
  const trust = keyTrust(props.kindSource);
  return (
    <Field name="Same key" testId="same-key-field">
      {trust.verified ? (
        <SameKeyList publicKey={props.publicKey} raw={props.raw} />
      ) : (
        <strong className="insight-flag" data-testid="same-key-unverified">
          Key claimed by unidentified code — not verified: {trust.why}. Its wallets are not listed: such code
          can return anyone&apos;s key, so they would prove nothing about who owns this account.
        </strong>
      )}
    </Field>
  );
}

/** Wallet fields. */
function WalletFields(props: { d: Details; raw: string; kindSource: KindSource; highload: boolean }) {
  const { d } = props;
  return (
    <>
      {/* A highload wallet counts no seqno (query ids instead): a dash there reads as a fault. */}
      {!props.highload && (
        <Field name="Seqno" testId="seqno">
          {valueText(d.seqno)}
        </Field>
      )}
      <Field name="Public key" testId="public-key">
        {typeof d.public_key === 'string' ? (
          <CopyableValue value={d.public_key} label="Copy the public key" />
        ) : (
          '—'
        )}
      </Field>
      {typeof d.public_key === 'string' && (
        <SameKeyField publicKey={d.public_key} kindSource={props.kindSource} raw={props.raw} />
      )}
      <Field name="Wallet id" testId="wallet-id">
        {valueText(d.wallet_id)}
      </Field>
      {d.plugins !== undefined && (
        <Field name="Plugins (v4)" testId="plugins">
          <AddressList raws={d.plugins} label="plugin" />
        </Field>
      )}
      {d.extensions !== undefined && (
        <Field name="Extensions (v5)" testId="extensions">
          <AddressList raws={d.extensions} label="extension" />
        </Field>
      )}
      {d.signature_allowed !== undefined && (
        <Field name="Signatures allowed" testId="signature-allowed">
          {d.signature_allowed ? 'yes' : 'no — only extensions can act for this wallet'}
        </Field>
      )}
      {d.timeout !== undefined && (
        // Its last clean time is said once, in words, by "Requests accepted" (highload-fields.ts).
        <Field name="Query timeout (highload v3)" testId="highload-timeout">
          <Duration seconds={d.timeout} />
        </Field>
      )}
      {Array.isArray(d.from_data) && d.from_data.length > 0 && (
        <Field name="Read from the data cell" testId="from-data">
          {(d.from_data as string[]).join(', ')} (the code has no get-method for these)
        </Field>
      )}
    </>
  );
}

/** Jetton wallet fields. */
function JettonWalletFields(props: { d: Details }) {
  const { d } = props;
  const lock = d.lock_status as LockStatus | undefined;
  return (
    <>
      <Field name="Owner" testId="owner">
        <OptionalAddress raw={d.owner} label="owner" wallet />
      </Field>
      <Field name="Jetton master" testId="jetton">
        <OptionalAddress raw={d.jetton} label="jetton master" />
        <CheckedLink check={linkCheck(d.master_confirms, 'the master derives this wallet for its owner')} />
      </Field>
      <Field name="Balance" testId="balance">
        <Amount
          base={d.balance}
          scaled={d.balance_scaled}
          decimals={d.decimals}
          source={d.decimals_source}
          symbol={d.symbol}
        />
      </Field>
      {lock && (
        <Field name="Lock status" testId="lock-status">
          <LockStatusWords lock={lock} />
        </Field>
      )}
    </>
  );
}

/**
 * Jetton master fields: the name it gives itself and whether it is a well-known jetton's master, its
 * supply, who controls it (jetton-master-fields.ts, which the answer writes alike), its content.
 */
function JettonMasterFields(props: { d: Details }) {
  const { d } = props;
  return (
    <>
      <NamedFieldList fields={jettonMasterIdentityFields(d)} />
      <Field name="Total supply" testId="total-supply">
        <Amount
          base={d.total_supply}
          scaled={d.total_supply_scaled}
          decimals={d.decimals}
          source={d.decimals_source}
          symbol={contentSymbol(d.content)}
        />
      </Field>
      <NamedFieldList fields={jettonMasterControlFields(d)} />
      {d.content !== undefined && (
        <Field name="Content" testId="content">
          <Content content={d.content as TokenContent} />
        </Field>
      )}
      {typeof d.wallet_code_hash === 'string' && (
        <Field name="Jetton wallet code hash" testId="wallet-code-hash">
          <span className="mono">{d.wallet_code_hash}</span>
        </Field>
      )}
    </>
  );
}

/** NFT item and collection fields (ownership-fields.ts), then the content. */
function NftFields(props: { d: Details; family: 'item' | 'collection'; unixTime: number | undefined }) {
  const { d } = props;
  return (
    <>
      <NamedFieldList fields={nftFields(d, props.family, props.unixTime)} />
      {d.content !== undefined && (
        <Field name="Content" testId="content">
          <Content content={d.content as TokenContent} />
        </Field>
      )}
    </>
  );
}

/** The symbol in on-chain content, if any. */
function contentSymbol(content: unknown): string | null {
  const c = content as TokenContent | undefined;
  return c && (c.layout === 'onchain' || c.layout === 'semichain') ? (c.fields.symbol ?? null) : null;
}

/** The family's fields of an inspected account, and its kind's own (kind-fields.ts). */
export function DetailsView(props: { inspected: InspectedAccount; unixTime?: number | undefined }) {
  const d = props.inspected.details as Details;
  const nft = nftFamily(d, props.inspected.kind);
  let fields: ReactNode = null;
  if ('seqno' in d || 'public_key' in d)
    fields = (
      <WalletFields
        d={d}
        raw={props.inspected.address}
        kindSource={props.inspected.kind_source}
        highload={props.inspected.kind.startsWith('wallet_highload_')}
      />
    );
  else if ('total_supply' in d) fields = <JettonMasterFields d={d} />;
  else if ('balance' in d) fields = <JettonWalletFields d={d} />;
  else if (nft) fields = <NftFields d={d} family={nft} unixTime={props.unixTime} />;
  const own = kindFields(d, props.unixTime);
  const multisig = part(d, 'multisig');
  const extras =
    own.length > 0 ? (
      <>
        <NamedFieldList fields={own} />
        {multisig && <MultisigOrderLookup multisigRaw={props.inspected.address} multisig={multisig} />}
      </>
    ) : null;
  // Nothing ran (the library's banner or the problems say why): no get-method below would run either.
  if (!fields && !extras && props.inspected.details.not_run) return null;
  if (!fields && !extras)
    return (
      <p className="muted" data-testid="insight-no-details">
        The app does not decode this kind of contract further; run any get-method below.
      </p>
    );
  return (
    <dl className="fields" data-testid="insight-details">
      {extras}
      {fields}
    </dl>
  );
}
