/**
 * Who may call the bridge: only the main frame of the app's own window, showing our own page. Any
 * other webContents (a devtools extension, a future second window), any subframe, or our window after
 * it was somehow navigated elsewhere is refused, whatever it sends.
 */

/** The part of Electron's `WebFrameMain` the check reads. */
export interface FrameLike {
  readonly url: string;
  readonly parent: FrameLike | null;
  readonly frameTreeNodeId: number;
}

/** The part of Electron's `WebContents` the registry uses: who it is, and its push channel. */
export interface SenderLike {
  readonly id: number;
  readonly mainFrame?: FrameLike;
  /** Sends a message to this window only (`webContents.send`). */
  send?(channel: string, ...args: unknown[]): void;
  isDestroyed?(): boolean;
}

/** The part of Electron's `IpcMainInvokeEvent` the check reads. */
export interface IpcEventLike {
  readonly sender: SenderLike;
  readonly senderFrame: FrameLike | null;
}

/** The verdict on a sender; `reason` is for the log, not for the user. */
export type SenderVerdict = { ok: true } | { ok: false; reason: string };

/** What the check needs to know about the app. */
export interface SenderPolicy {
  /** The id of the app window's webContents, or undefined while there is no window. */
  appWebContentsId(): number | undefined;
  /** Origins our page is served from: `app://bundle`, plus the dev server's in development. */
  allowedOrigins: readonly string[];
}

/**
 * The origin of a URL as `scheme://host[:port]`. WHATWG `URL.origin` is "null" for non-special
 * schemes such as `app:`, so it is rebuilt from protocol and host.
 */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (!parsed.host) return undefined;
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return undefined;
  }
}

/** Builds the sender check used by every IPC handler. */
export function createSenderCheck(policy: SenderPolicy): (event: IpcEventLike) => SenderVerdict {
  const allowed = new Set(
    policy.allowedOrigins.map((o) => originOf(o)).filter((o): o is string => o !== undefined),
  );
  return (event) => {
    const appId = policy.appWebContentsId();
    if (appId === undefined || event.sender.id !== appId) {
      return {
        ok: false,
        reason: `webContents ${event.sender.id} is not the app window (${appId ?? 'none'})`,
      };
    }
    const frame = event.senderFrame;
    if (!frame) return { ok: false, reason: 'the sending frame is gone' };
    const mainFrame = event.sender.mainFrame;
    if (
      frame.parent !== null ||
      (mainFrame !== undefined && mainFrame.frameTreeNodeId !== frame.frameTreeNodeId)
    ) {
      return { ok: false, reason: `a subframe (${frame.url}) is not allowed to call the bridge` };
    }
    const origin = originOf(frame.url);
    if (origin === undefined || !allowed.has(origin)) {
      return { ok: false, reason: `the page ${frame.url} is not on the app's origin` };
    }
    return { ok: true };
  };
}
