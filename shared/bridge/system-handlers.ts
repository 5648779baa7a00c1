/**
 * The system's bridge handlers: links out (allow-listed explorers only, checked here whatever the
 * renderer says) and saving a file through the transport's own dialog or download.
 */
import type { HandlersOf, MethodsOf } from './api/bridge-api';
import { isAllowedExternalUrl, type systemApi } from './api/system-api';
import type { SystemDeps } from './bridge-deps';

/** Builds the system handlers. */
export function createSystemHandlers(deps: SystemDeps): HandlersOf<MethodsOf<typeof systemApi>> {
  return {
    openExternal: async ({ url }) => {
      if (!isAllowedExternalUrl(url)) {
        deps.logger?.warn('Refused to open a link outside the allow-list', { url });
        return { opened: false };
      }
      await deps.openLink(url);
      return { opened: true };
    },
    saveFile: (arg) => deps.saveFile(arg),
  };
}
