/**
 * An address-book entry and metadata entries as text. Indexer strings are untrusted: they are rendered
 * as React text (never HTML), domains in full, scam/NSFW flags marked, images only on request.
 */
import type { ReactNode } from 'react';
import type { AddressBookEntry, MetadataEntry, TokenInfo } from '../../shared/api/account-states';
import { tokenTypeLabel } from '../../shared/format/token-summary';
import { CopyableValue } from '../ui/copy-button';
import { METADATA_STATE_TEXT, metadataState } from '../../shared/format/metadata-state';
import { MetadataStateBadges } from '../ui/metadata-state-badge';
import { ServerText } from '../ui/server-text';
import { RemoteImage } from './remote-image';

/** The address-book entry. */
export function AddressBookView(props: { entry: AddressBookEntry | null }) {
  const { entry } = props;
  if (!entry) return <p className="muted">The indexer's address book has no entry for this address.</p>;
  return (
    <dl className="fields" data-testid="address-book-entry">
      <dt>User-friendly</dt>
      <dd>
        <CopyableValue value={entry.user_friendly} label="Copy the address book's user-friendly address" />
      </dd>
      <dt>Domain</dt>
      <dd className="pre-wrap" data-field="domain">
        {entry.domain !== null && entry.domain !== undefined ? (
          <ServerText text={entry.domain} label="Domain" />
        ) : (
          <span className="muted">none</span>
        )}
      </dd>
      <dt>Interfaces</dt>
      <dd data-field="interfaces">
        {entry.interfaces && entry.interfaces.length > 0 ? (
          <ServerText text={entry.interfaces.join(', ')} label="Interfaces" />
        ) : (
          <span className="muted">none detected</span>
        )}
      </dd>
    </dl>
  );
}

/** One name and its value in a list of fields. */
function Pair(props: { name: string; field?: string; children: ReactNode }) {
  return (
    <>
      <dt>{props.name}</dt>
      <dd data-field={props.field}>{props.children}</dd>
    </>
  );
}

/** One token_info entry. */
function TokenInfoView(props: { info: TokenInfo }) {
  const { info } = props;
  const extra = info.extra ?? {};
  const images = Object.entries(extra).filter(
    ([key, value]) => key.startsWith('_image_') && typeof value === 'string',
  ) as [string, string][];
  const rest = Object.fromEntries(Object.entries(extra).filter(([key]) => !key.startsWith('_image_')));
  return (
    <div className="token-info" data-testid="token-info">
      {info.is_scam && (
        <p className="scam-flag" role="note" data-testid="scam-flag">
          ⚠ {METADATA_STATE_TEXT.scam.explanation}
        </p>
      )}
      {info.is_nsfw && (
        <p className="nsfw-flag" role="note" data-testid="nsfw-flag">
          {METADATA_STATE_TEXT.nsfw.explanation}
        </p>
      )}
      {info.valid === false && (
        <p className="invalid-flag" role="note" data-testid="invalid-flag">
          {METADATA_STATE_TEXT.invalid.explanation}
        </p>
      )}
      <dl className="fields">
        <dt>Type</dt>
        <dd>{info.type ? tokenTypeLabel(info.type) : <span className="muted">not given</span>}</dd>
        {info.valid !== undefined && (
          <Pair name="Metadata valid">{info.valid ? 'yes' : 'no (the indexer could not read it)'}</Pair>
        )}
        {info.name !== undefined && (
          <Pair name="Name" field="name">
            <ServerText text={info.name} label="Name" max={200} />
          </Pair>
        )}
        {info.symbol !== undefined && (
          <Pair name="Symbol" field="symbol">
            <ServerText text={info.symbol} label="Symbol" max={200} />
          </Pair>
        )}
        {info.description !== undefined && (
          <Pair name="Description" field="description">
            <ServerText text={info.description} label="Description" max={600} />
          </Pair>
        )}
        {info.nft_index !== undefined && (
          <Pair name="NFT index">
            <CopyableValue value={info.nft_index} label="Copy NFT index" />
          </Pair>
        )}
        {info.image !== undefined && (
          <Pair name="Image">
            <RemoteImage url={info.image} label={`Image of ${info.name ?? 'the token'}`} />
          </Pair>
        )}
        {images.map(([key, url]) => (
          <div key={key} className="field-pair">
            <dt>{key.replace('_image_', 'Image (proxy, ') + ')'}</dt>
            <dd>
              <RemoteImage url={url} label={`${key} of ${info.name ?? 'the token'}`} />
            </dd>
          </div>
        ))}
        {Object.keys(rest).length > 0 && (
          <Pair name="Other fields">
            <pre className="pre-wrap small">
              <ServerText text={JSON.stringify(rest, null, 2)} label="Other fields" max={4000} />
            </pre>
          </Pair>
        )}
      </dl>
    </div>
  );
}

/** A metadata entry (all its token_info), titled. */
export function MetadataView(props: { entry: MetadataEntry | undefined; title: ReactNode; raw: string }) {
  const { entry } = props;
  return (
    <section className="detail-section" data-testid="metadata-entry" data-raw={props.raw}>
      <h4>
        {props.title}{' '}
        {entry && <MetadataStateBadges state={metadataState(new Map([[props.raw, entry]]), props.raw)} />}
      </h4>
      {!entry ? (
        <p className="muted">No metadata for this address (plain wallets have none).</p>
      ) : (
        <>
          {!entry.is_indexed && (
            <p className="muted" data-testid="pending-flag">
              {METADATA_STATE_TEXT.pending.explanation}
            </p>
          )}
          {entry.token_info.length === 0 && <p className="muted">No token information.</p>}
          {entry.token_info.map((info, i) => (
            <TokenInfoView key={i} info={info} />
          ))}
        </>
      )}
    </section>
  );
}
