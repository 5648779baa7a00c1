/** Renderer entry: polyfill first, then pick the bridge and render. */
import './polyfills';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app';
import { installBridge } from './bridge/install-bridge';

// The CSP forbids eval; zod would otherwise probe `new Function` to compile its parsers (and a probe made
// before the policy applied, e.g. from an init script, would later throw). Interpreted parsing is enough.
z.config({ jitless: true });

const { bridge, kind } = installBridge();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App bridge={bridge} kind={kind} />
  </StrictMode>,
);
