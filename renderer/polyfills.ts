/**
 * Must be the renderer entry's first import: @ton/core calls the global `Buffer` (e.g. in
 * `Cell.fromBase64`), which neither a browser nor a sandboxed Electron renderer has (docs/toolchain.md §4).
 */
import { Buffer } from 'buffer';

const scope = globalThis as { Buffer?: unknown };
if (!scope.Buffer) scope.Buffer = Buffer;
