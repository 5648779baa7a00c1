/**
 * Main's side of the IPC link, in the shape of Electron's `ipcMain` and the app window's `webContents`:
 * what main's registry (electron/ipc-registry.ts) registers on `ipcMain` answers the window's invokes
 * and sends, and its `webContents.send` pushes events to the window. Every message is read and written
 * through the V8 serializer (ipc-link.ts) and, with a {@link CrossingLog}, recorded as it crosses.
 */
import { APP_INDEX_URL } from '../../electron/app-protocol';
import type { IpcMainLike } from '../../electron/ipc-registry';
import type { FrameLike, IpcEventLike, SenderLike } from '../../electron/sender-check';
import { fromWire, toWire, type IpcEnd, type IpcPacket } from './ipc-link';
import { shapeOf, type CrossingLog } from './crossings';

type Handler = Parameters<IpcMainLike['handle']>[1];
type Listener = Parameters<IpcMainLike['on']>[1];

/** The served link: the `ipcMain` to register on, and the window it serves. */
export interface IpcMainSide {
  readonly ipcMain: IpcMainLike;
  readonly appWindow: SenderLike;
  /** The window goes away: nothing more is sent to it. */
  close(): void;
}

/** What a channel names: `ton-index:startLookup` → `startLookup`, an event's channel → its type. */
const nameOf = (channel: string) => channel.replace(/^ton-index:(event:)?/, '');

/** Records one message on `channel` (what goes up is kept whole, for the walks' criteria). */
function note(
  log: CrossingLog | undefined,
  direction: 'up' | 'down',
  channel: string,
  bytes: number,
  payload: unknown,
) {
  const name = nameOf(channel);
  log?.add({
    boundary: 'ipc',
    direction,
    name,
    bytes,
    shape: shapeOf(name, payload),
    ...(direction === 'up' ? { payload } : {}),
  });
}

/** Answers one invoke with the handler of its channel, as `ipcMain.handle` does. */
async function answer(
  packet: Extract<IpcPacket, { t: 'invoke' }>,
  handler: Handler | undefined,
  event: IpcEventLike,
  log: CrossingLog | undefined,
): Promise<IpcPacket> {
  const [arg, callId] = fromWire(packet.body) as [unknown, unknown];
  note(log, 'up', packet.channel, packet.body.length, arg);
  if (!handler)
    return { t: 'rejected', id: packet.id, message: `No handler registered for '${packet.channel}'` };
  try {
    const reply = await handler(event, arg, callId);
    // An answer that cannot be cloned rejects the invoke, as in Electron.
    const body = toWire(reply);
    note(log, 'down', packet.channel, body.length, reply);
    return { t: 'reply', id: packet.id, body };
  } catch (error) {
    return {
      t: 'rejected',
      id: packet.id,
      message: `Error invoking remote method '${packet.channel}': ${String(error)}`,
    };
  }
}

/** Serves `end` as main does: handlers and listeners by channel, pushes to the one app window. */
export function serveIpcMain(end: IpcEnd, log?: CrossingLog): IpcMainSide {
  const handlers = new Map<string, Handler>();
  const listeners = new Map<string, Listener>();
  let closed = false;
  const mainFrame: FrameLike = { url: APP_INDEX_URL, parent: null, frameTreeNodeId: 1 };
  const appWindow: SenderLike = {
    id: 1,
    mainFrame,
    send(channel, ...args) {
      // webContents.send throws at once on a payload it cannot clone.
      const body = toWire(args);
      note(log, 'down', channel, body.length, args[0]);
      end.post({ t: 'event', channel, body });
    },
    isDestroyed: () => closed,
  };
  const event: IpcEventLike = { sender: appWindow, senderFrame: mainFrame };
  end.listen((packet) => {
    if (closed) return;
    if (packet.t === 'invoke') {
      void answer(packet, handlers.get(packet.channel), event, log).then((reply) => {
        if (!closed) end.post(reply);
      });
    } else if (packet.t === 'send') {
      const [payload] = fromWire(packet.body) as [unknown];
      note(log, 'up', packet.channel, packet.body.length, payload);
      listeners.get(packet.channel)?.(event, payload);
    }
  });
  return {
    ipcMain: {
      handle: (channel, handler) => void handlers.set(channel, handler),
      on: (channel, listener) => void listeners.set(channel, listener),
    },
    appWindow,
    close: () => void (closed = true),
  };
}
