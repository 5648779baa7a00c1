/**
 * The long-text bench page: the detail's REAL address-book and metadata sections (renderer/detail/
 * metadata-view.tsx, with the app's stylesheet) in a modal dialog, opened with a domain and a
 * description of a given length, driven from Playwright through `window.longTextBench`
 * (long-text.bench.ts). Built with Vite in production mode, like the shipped renderer.
 */
import '../../../renderer/polyfills';
import '../../../renderer/styles.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { AddressBookEntry, MetadataEntry } from '../../../shared/api/account-states';
import { AddressBookView, MetadataView } from '../../../renderer/detail/metadata-view';
import type { OpenSample } from './bench-protocol';

const mount = document.getElementById('root');
if (!mount) throw new Error('The bench page has no #root element.');
const root = createRoot(mount);
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** The sections with a domain and a description `length` characters long. */
function Detail(props: { length: number }) {
  const pad = (text: string) => text + 'x'.repeat(Math.max(0, props.length - text.length));
  const book: AddressBookEntry = {
    user_friendly: 'EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c',
    domain: pad('long.ton'),
    interfaces: ['jetton_master'],
  };
  const meta: MetadataEntry = {
    is_indexed: true,
    token_info: [
      {
        valid: true,
        type: 'jetton_masters',
        name: 'Long token',
        symbol: 'LONG',
        description: pad('A description '),
        extra: { decimals: '9' },
      },
    ],
  };
  return (
    <dialog
      ref={(node) => {
        if (node && !node.open) node.showModal();
      }}
      className="detail-dialog"
    >
      <AddressBookView entry={book} />
      <MetadataView entry={meta} title="Metadata" raw="0:00" />
    </dialog>
  );
}

/** Opens the dialog with strings `length` characters long and measures until it is painted. */
async function open(length: number): Promise<OpenSample> {
  flushSync(() => root.render(null));
  await nextFrame();
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  flushSync(() => root.render(<Detail length={length} />));
  await nextFrame();
  await nextFrame();
  const openMs = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 0));
  tasks.push(...observer.takeRecords().map((e) => e.duration));
  observer.disconnect();
  return { openMs, longestTaskMs: Math.max(0, ...tasks) };
}

(window as unknown as { longTextBench: { open: typeof open } }).longTextBench = { open };
