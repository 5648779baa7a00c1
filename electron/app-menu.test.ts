import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate } from './app-menu';

/** Every role in the template, submenus included. */
function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
  ]);
}

const base = { appName: 'TON Index Explorer', openHelp: () => undefined };

describe('application menu', () => {
  it('has the standard edit, view, window and help menus', () => {
    const template = buildMenuTemplate({ ...base, platform: 'linux', isPackaged: true });
    expect(template.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(template)).toEqual(
      expect.arrayContaining(['quit', 'editMenu', 'reload', 'windowMenu', 'help']),
    );
  });

  it('starts with the app menu on macOS', () => {
    const template = buildMenuTemplate({ ...base, platform: 'darwin', isPackaged: true });
    expect(template[0]).toMatchObject({ role: 'appMenu', label: 'TON Index Explorer' });
  });

  it('offers developer tools only in an unpackaged build', () => {
    expect(roles(buildMenuTemplate({ ...base, platform: 'linux', isPackaged: true }))).not.toContain(
      'toggleDevTools',
    );
    expect(roles(buildMenuTemplate({ ...base, platform: 'linux', isPackaged: false }))).toContain(
      'toggleDevTools',
    );
  });

  it('opens the help page through the injected opener', () => {
    let opened = 0;
    const help = buildMenuTemplate({
      ...base,
      platform: 'linux',
      isPackaged: true,
      openHelp: () => void opened++,
    }).at(-1);
    const item = (help?.submenu as MenuItemConstructorOptions[])[0];
    (item?.click as () => void)();
    expect(opened).toBe(1);
  });
});
