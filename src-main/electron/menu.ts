/**
 * The desktop app's application menu: Electron's standard roles (the macOS app
 * menu, Edit with copy and paste, View with zoom and full screen, Window) plus
 * Tenka's own items, which are sent to the renderer as `menu` pushes over the
 * existing IPC push channel (the renderer acts as if the player had clicked
 * there: src-renderer/desktop-menu.ts).
 *
 * Pure: builds the template only (types from 'electron', no import at run time),
 * so tests/unit/electron-desktop.test.ts checks it without Electron.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '@shared/contract/messages';

type Words = Record<'game' | 'newGame' | 'continue' | 'replays' | 'rules' | 'settings' | 'language' | 'edit' | 'view' | 'window' | 'help', string>;

const WORDS: Record<'en' | 'de', Words> = {
  en: { game: 'Game', newGame: 'New Game…', continue: 'Continue', replays: 'Replays', rules: 'Rules', settings: 'Settings…', language: 'Language', edit: 'Edit', view: 'View', window: 'Window', help: 'Help' },
  de: { game: 'Spiel', newGame: 'Neues Spiel…', continue: 'Fortsetzen', replays: 'Wiederholungen', rules: 'Regeln', settings: 'Einstellungen…', language: 'Sprache', edit: 'Bearbeiten', view: 'Ansicht', window: 'Fenster', help: 'Hilfe' },
};

/**
 * Shortcuts: the usual ones where a convention exists (New: Ctrl/Cmd+N,
 * Settings: Ctrl/Cmd+, as on macOS and in most desktop apps, Rules: F1 as help);
 * Continue: Ctrl/Cmd+O ("open" the last game), Replays: Ctrl/Cmd+Shift+R
 * (there is no reload item to clash with: reloading is for developers only).
 */
export const MENU_ACCELERATORS: Partial<Record<MenuCommand, string>> = {
  newGame: 'CmdOrCtrl+N',
  continue: 'CmdOrCtrl+O',
  replays: 'CmdOrCtrl+Shift+R',
  rules: 'F1',
  settings: 'CmdOrCtrl+,',
};

export interface MenuOptions {
  platform: NodeJS.Platform;
  /**
   * The menu's language: the system's locale until the player's own setting is
   * known (see `menuLocaleFromSettings`), then that setting ('en' or 'de').
   */
  locale: string;
  /** Developers' items (reload, developer tools) only when running unpackaged. */
  developer: boolean;
  send(command: MenuCommand): void;
}

export function menuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const words = options.locale.toLowerCase().startsWith('de') ? WORDS.de : WORDS.en;
  const mac = options.platform === 'darwin';
  const item = (command: MenuCommand, label: string): MenuItemConstructorOptions => ({
    label,
    ...(MENU_ACCELERATORS[command] ? { accelerator: MENU_ACCELERATORS[command] } : {}),
    click: () => options.send(command),
  });
  const settings = item('settings', words.settings);
  const language: MenuItemConstructorOptions = {
    label: words.language,
    submenu: [item('language:en', 'English'), item('language:de', 'Deutsch')],
  };

  const template: MenuItemConstructorOptions[] = [];
  if (mac) {
    template.push({
      role: 'appMenu',
      submenu: [{ role: 'about' }, { type: 'separator' }, settings, { type: 'separator' }, { role: 'services' }, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }],
    });
  }
  template.push({
    label: words.game,
    submenu: [
      item('newGame', words.newGame),
      item('continue', words.continue),
      item('replays', words.replays),
      { type: 'separator' },
      ...(mac ? [language] : [settings, language, { type: 'separator' } as MenuItemConstructorOptions, { role: 'quit' } as MenuItemConstructorOptions]),
    ],
  });
  template.push({ role: 'editMenu', label: words.edit });
  template.push({
    label: words.view,
    submenu: [
      ...(options.developer ? ([{ role: 'reload' }, { role: 'toggleDevTools' }, { type: 'separator' }] as MenuItemConstructorOptions[]) : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  });
  template.push({ role: 'windowMenu', label: words.window });
  template.push({ role: 'help', label: words.help, submenu: [item('rules', words.rules)] });
  return template;
}

/**
 * The player's language as it passes through the main process's IPC handler:
 * the reply to `getSettings` (the renderer asks for its settings as it starts)
 * or a `saveSettings` request (the player chose a language). Null for any other
 * traffic, or when the settings name no language. The main process redraws the
 * menu in that language, so the menu follows Tenka's setting rather than the
 * system's once the window has started. Reads untrusted text: never throws.
 */
export function menuLocaleFromSettings(requestText: string, replyText: string): 'en' | 'de' | null {
  const request = parseObject(requestText)?.request;
  if (!isObject(request)) return null;
  let settings: unknown = null;
  if (request.type === 'saveSettings') settings = request.settings;
  else if (request.type === 'getSettings') {
    const reply = parseObject(replyText);
    settings = reply?.ok === true && isObject(reply.result) ? reply.result.settings : null;
  }
  const locale = isObject(settings) ? settings.locale : null;
  return locale === 'en' || locale === 'de' ? locale : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}
