/**
 * The in-page bridge for web mode (`npm run web`): the same `TonIndexBridge` contract the Electron preload
 * offers, implemented over the shared index client with the page's own `fetch`. Settings live in
 * localStorage (web-settings-store.ts). Installed only when no `window.tonIndex` exists.
 */
import { isAllowedExternalUrl, type BridgeArg, type BridgeResult, type BridgeValue, type TonIndexBridge } from '../../shared/bridge/contract';
import { createIndexClient } from '../../shared/client/index-client';
import { toErrorInfo, AppError } from '../../shared/errors';
import { preferencesSchema, type PublicSettings } from '../../shared/settings/settings-schema';
import type { LookupLog } from '../../shared/lookup-log/lookup-log';
import type { WebSettingsStore } from './web-settings-store';

/** What the web bridge uses besides settings and fetch; injectable for tests. */
export interface WebBridgeExtras {
  /** Opens the lookup log; by default the IndexedDB one, opened at first use. */
  openLookupLog?: () => LookupLog | Promise<LookupLog>;
  /** Saves an export; by default a download. */
  saveFile?: (arg: BridgeArg<'saveFile'>) => BridgeValue<'saveFile'> | Promise<BridgeValue<'saveFile'>>;
}

/** Runs `work`, turning anything thrown into the error envelope. */
async function answer<T>(work: () => Promise<T> | T): Promise<BridgeResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: toErrorInfo(error) };
  }
}

const invalid = (message: string) => new AppError({ kind: 'invalid-input', message });

/** A profile id from its name: `My node` → `my-node-x7k2`; unique enough for a handful of profiles. */
function newProfileId(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 28) || 'custom';
  return `${slug}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Creates the web bridge over a settings store and a fetch (the page's by default). */
export function createWebBridge(
  store: WebSettingsStore,
  fetchImpl: typeof fetch = (input, init) => window.fetch(input, init),
  extras: WebBridgeExtras = {},
): TonIndexBridge {
  const running = new Map<string, AbortController>();
  // The IndexedDB log (browser-level) and the download helper load on first use, outside the first
  // screen's bundle: most sessions start with chain status and a lookup, not the log.
  const webLookupLog = () => import('./web-lookup-log');
  let lookupLog: Promise<LookupLog> | undefined;
  const log = () =>
    (lookupLog ??= Promise.resolve(extras.openLookupLog ? extras.openLookupLog() : webLookupLog().then((m) => m.openWebLookupLog())).catch(
      (error: unknown) => {
        lookupLog = undefined;
        throw error;
      },
    ));

  /** A client for a profile with its saved key and the current timeout. */
  function clientFor(profileId: string) {
    const { settings } = store.read();
    const profile = settings.profiles.find((p) => p.id === profileId);
    if (!profile) throw invalid('That network profile no longer exists; choose another one in Settings.');
    const apiKey = store.apiKeyOf(profile.id);
    return createIndexClient({
      baseUrl: profile.baseUrl,
      timeoutMs: settings.preferences.requestTimeoutMs,
      fetch: (url, init) => fetchImpl(url, init),
      ...(apiKey ? { apiKey } : {}),
    });
  }

  /** Runs `work` with an AbortSignal registered under `requestId` so `cancelRequest` can stop it. */
  async function cancellable<T>(requestId: string | undefined, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    if (requestId) {
      running.get(requestId)?.abort();
      running.set(requestId, controller);
    }
    try {
      return await work(controller.signal);
    } finally {
      if (requestId && running.get(requestId) === controller) running.delete(requestId);
    }
  }

  const saveAndView = (mutate: (draft: ReturnType<WebSettingsStore['read']>) => void): PublicSettings => {
    const draft = structuredClone(store.read());
    mutate(draft);
    store.write(draft);
    return store.publicView();
  };

  return {
    getMasterchainInfo: (arg?: BridgeArg<'getMasterchainInfo'>) =>
      answer(() =>
        cancellable(arg?.requestId, (signal) => clientFor(store.read().settings.activeProfileId).masterchainInfo({ signal })),
      ),

    lookupAccounts: (arg: BridgeArg<'lookupAccounts'>) =>
      answer(() =>
        cancellable(arg.requestId, (signal) =>
          clientFor(store.read().settings.activeProfileId).accountStatesRequest(arg.addresses, { includeBoc: arg.includeBoc, signal }),
        ),
      ),

    cancelRequest: (arg: BridgeArg<'cancelRequest'>) =>
      answer(() => {
        const controller = running.get(arg.requestId);
        controller?.abort();
        running.delete(arg.requestId);
        return { cancelled: Boolean(controller) };
      }),

    getSettings: () => answer(() => store.publicView()),

    saveProfile: (arg: BridgeArg<'saveProfile'>) =>
      answer(() =>
        saveAndView((draft) => {
          const profiles = draft.settings.profiles;
          const existing = arg.id ? profiles.find((p) => p.id === arg.id) : undefined;
          if (arg.id && !existing) throw invalid('That profile no longer exists.');
          if (existing?.builtIn) throw invalid(`"${existing.name}" is built in: its name and URL cannot be changed.`);
          if (existing) {
            existing.name = arg.name.trim();
            existing.baseUrl = arg.baseUrl.trim();
          } else {
            profiles.push({ id: newProfileId(arg.name), name: arg.name.trim(), baseUrl: arg.baseUrl.trim(), builtIn: false });
          }
        }),
      ),

    deleteProfile: (arg: BridgeArg<'deleteProfile'>) =>
      answer(() =>
        saveAndView((draft) => {
          const profile = draft.settings.profiles.find((p) => p.id === arg.id);
          if (!profile) throw invalid('That profile no longer exists.');
          if (profile.builtIn) throw invalid(`"${profile.name}" is built in and cannot be deleted.`);
          draft.settings.profiles = draft.settings.profiles.filter((p) => p.id !== arg.id);
          delete draft.apiKeys[arg.id];
          if (draft.settings.activeProfileId === arg.id) draft.settings.activeProfileId = draft.settings.profiles[0]!.id;
        }),
      ),

    setActiveProfile: (arg: BridgeArg<'setActiveProfile'>) =>
      answer(() =>
        saveAndView((draft) => {
          if (!draft.settings.profiles.some((p) => p.id === arg.id)) throw invalid('That profile no longer exists.');
          draft.settings.activeProfileId = arg.id;
        }),
      ),

    setApiKey: (arg: BridgeArg<'setApiKey'>) =>
      answer(() =>
        saveAndView((draft) => {
          if (!draft.settings.profiles.some((p) => p.id === arg.profileId)) throw invalid('That profile no longer exists.');
          if (arg.apiKey === null) delete draft.apiKeys[arg.profileId];
          else draft.apiKeys[arg.profileId] = arg.apiKey.trim();
        }),
      ),

    setProfileLimits: (arg: BridgeArg<'setProfileLimits'>) =>
      answer(() =>
        saveAndView((draft) => {
          const profile = draft.settings.profiles.find((p) => p.id === arg.profileId);
          if (!profile) throw invalid('That profile no longer exists.');
          if (arg.limits) profile.requestLimits = arg.limits;
          else delete profile.requestLimits;
        }),
      ),

    setAllowWeakKeyStorage: (arg: BridgeArg<'setAllowWeakKeyStorage'>) =>
      answer(() =>
        saveAndView((draft) => {
          draft.allowWeakKeyStorage = arg.allow;
        }),
      ),

    savePreferences: (arg: BridgeArg<'savePreferences'>) =>
      answer(() =>
        saveAndView((draft) => {
          const merged = preferencesSchema.safeParse({ ...draft.settings.preferences, ...arg });
          if (!merged.success) throw invalid('These preferences are out of range; nothing was saved.');
          draft.settings.preferences = merged.data;
        }),
      ),

    testConnection: (arg: BridgeArg<'testConnection'>) => answer(() => clientFor(arg.profileId).masterchainInfo()),

    openExternal: (arg: BridgeArg<'openExternal'>) =>
      answer(() => {
        // Same answer as the Electron side: a refused link is `opened: false`, not an error.
        if (!isAllowedExternalUrl(arg.url)) return { opened: false };
        // noopener: the explorer page gets no handle on this one (and window.open then returns null,
        // so there is nothing to check; a popup blocker is the browser's own business).
        window.open(arg.url, '_blank', 'noopener,noreferrer');
        return { opened: true };
      }),

    listLookupLog: () => answer(async () => (await log()).list()),
    getLookupLogEntry: (arg: BridgeArg<'getLookupLogEntry'>) => answer(async () => (await log()).get(arg.id)),
    saveLookupLogEntry: (arg: BridgeArg<'saveLookupLogEntry'>) => answer(async () => (await log()).add(arg)),
    deleteLookupLogEntry: (arg: BridgeArg<'deleteLookupLogEntry'>) =>
      answer(async () => ({ deleted: await (await log()).remove(arg.id) })),
    saveFile: (arg: BridgeArg<'saveFile'>) => answer(async () => (extras.saveFile ?? (await webLookupLog()).downloadFile)(arg)),
  };
}
