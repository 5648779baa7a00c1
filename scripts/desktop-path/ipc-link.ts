/**
 * Electron's IPC between the app window and main, without Electron: every message is a value's bytes as
 * V8 serializes it (`v8.serialize`, the structured clone Electron's IPC pays in both directions) and is
 * read back on the other side with `v8.deserialize`. A value that cannot be cloned (a function, a
 * symbol) fails where Electron's would: `ipcRenderer.invoke` rejects, `webContents.send` throws.
 *
 * The two ends are joined either in one thread (the next task delivers, as IPC does) or across two
 * threads by a MessagePort (the bytes transferred, not copied again), so the renderer's model can run on
 * a thread of its own as it runs in a process of its own in Electron.
 */
import { deserialize, serialize } from 'node:v8';
import type { MessagePort } from 'node:worker_threads';

/** What crosses the boundary: renderer → main (`invoke`, `send`) and main → renderer (the rest). */
export type IpcPacket =
  /** `ipcRenderer.invoke(channel, arg, callId)`: the body is `[arg, callId]`. */
  | { t: 'invoke'; id: number; channel: string; body: Uint8Array }
  /** `ipcRenderer.send(channel, payload)`: the body is `[payload]`. */
  | { t: 'send'; channel: string; body: Uint8Array }
  /** The handler's answer to an invoke. */
  | { t: 'reply'; id: number; body: Uint8Array }
  /** An invoke Electron would reject (no handler, an answer that cannot be cloned), in its words. */
  | { t: 'rejected'; id: number; message: string }
  /** `webContents.send(channel, payload)`: the body is `[payload]`. */
  | { t: 'event'; channel: string; body: Uint8Array };

/** One end of the link. */
export interface IpcEnd {
  post(packet: IpcPacket): void;
  /** Sets the one listener of what the other end posts. */
  listen(listener: (packet: IpcPacket) => void): void;
}

/** A value as it crosses: its bytes (throws, as Electron does, when it cannot be cloned). */
export function toWire(value: unknown): Uint8Array {
  return serialize(value);
}

/** The value the other side gets from `body`. */
export function fromWire(body: Uint8Array): unknown {
  return deserialize(body);
}

/** Two ends in one thread: a packet posted on one is delivered to the other in a later task, in order. */
export function inProcessLink(): { main: IpcEnd; renderer: IpcEnd } {
  let toMain: (packet: IpcPacket) => void = () => undefined;
  let toRenderer: (packet: IpcPacket) => void = () => undefined;
  return {
    main: {
      post: (packet) => void setImmediate(() => toRenderer(packet)),
      listen: (listener) => void (toMain = listener),
    },
    renderer: {
      post: (packet) => void setImmediate(() => toMain(packet)),
      listen: (listener) => void (toRenderer = listener),
    },
  };
}

/** The bytes of a body as an ArrayBuffer it alone owns, so it can be transferred. */
function ownBuffer(body: Uint8Array): ArrayBuffer {
  const owned =
    body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body : new Uint8Array(body);
  return owned.buffer as ArrayBuffer;
}

/** One end over a MessagePort (the other thread holds the port's twin); the body's bytes are transferred. */
export function portEnd(port: MessagePort): IpcEnd {
  return {
    post(packet) {
      if (!('body' in packet)) return port.postMessage(packet);
      const buffer = ownBuffer(packet.body);
      port.postMessage({ ...packet, body: new Uint8Array(buffer) }, [buffer]);
    },
    listen(listener) {
      port.on('message', listener);
    },
  };
}
