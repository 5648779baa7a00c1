/**
 * The application menu: the standard roles (app on macOS, edit, view, window, help). Developer tools
 * are only in the menu of an unpackaged (development) build, so a user cannot open a console into the
 * app's page by accident (or be talked into it).
 */
import type { MenuItemConstructorOptions } from 'electron';

/** What the menu depends on. */
export interface MenuOptions {
  appName: string;
  platform: NodeJS.Platform;
  /** `app.isPackaged`: a packaged build has no Toggle Developer Tools entry. */
  isPackaged: boolean;
  /** Opens the project's help page in the system browser. */
  openHelp: () => void;
}

/** Builds the template for `Menu.buildFromTemplate`. */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const isMac = options.platform === 'darwin';
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload' },
    { role: 'forceReload' },
    ...(options.isPackaged ? [] : ([{ role: 'toggleDevTools' }] as MenuItemConstructorOptions[])),
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  return [
    ...(isMac ? ([{ label: options.appName, role: 'appMenu' }] as MenuItemConstructorOptions[]) : []),
    ...(isMac ? [] : ([{ label: 'File', submenu: [{ role: 'quit' }] }] as MenuItemConstructorOptions[])),
    { label: 'Edit', role: 'editMenu' },
    { label: 'View', submenu: view },
    { label: 'Window', role: 'windowMenu' },
    {
      label: 'Help',
      role: 'help',
      submenu: [{ label: 'TON Index API documentation', click: () => options.openHelp() }],
    },
  ];
}
