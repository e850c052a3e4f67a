/**
 * The desktop shell's decisions, each without Electron (mocked where the main
 * entry is loaded, as electron-entry.test.ts does):
 * - which better-sqlite3 binary the Electron main process loads (nativeBinding),
 *   and the dialog with the fix when there is none;
 * - fetching or building that binary into its own cache folder (electron:sqlite);
 * - the application menu (roles + Tenka's items, shortcuts, routed to the renderer);
 * - the window's size, place and maximised state, remembered.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureElectronSqlite } from '../../scripts/electron-sqlite.mjs';
import { menuLocaleFromSettings, menuTemplate } from '../../src-main/electron/menu';
import { electronSqliteFile } from '../../src-main/electron/sqlite-cache.mjs';
import { chooseSqliteBinding, isWrongSqliteBuild, sqliteProblemDialog } from '../../src-main/electron/sqlite-binding';
import { restoreWindowState, windowStateStore, type Rect } from '../../src-main/electron/window-state';
import { TenkaClient } from '../../src-shared/contract/client';
import { mockElectron, mockServices, WAIT } from './fake-electron';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenka-desktop-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.resetModules();
  vi.doUnmock('electron');
  vi.doUnmock('../../src-main/browser-host/load-services');
  vi.doUnmock('../../src-main/services/startup');
  vi.doUnmock('../../src-main/worker/engine.worker.ts?modulePath');
  delete process.env.TENKA_DATA_DIR;
  delete process.env.TENKA_SQLITE_BINDING;
  const { useSqliteAddon } = await import('../../src-main/store/sqlite-addon');
  useSqliteAddon(undefined);
});

const target = { electronVersion: '45.4.1', sqliteVersion: '12.11.1', platform: 'linux', arch: 'x64' };

describe('better-sqlite3 for Electron: which binary', () => {
  const base = { ...target, appRoot: '/repo', isPackaged: false };

  it('from a checkout: the build cached for this Electron version, better-sqlite3 version, platform and architecture', () => {
    const expected = '/repo/.electron-sqlite/electron-45.4.1-better-sqlite3-12.11.1-linux-x64/better_sqlite3.node';
    expect(electronSqliteFile('/repo', target)).toBe(expected);
    expect(chooseSqliteBinding({ ...base, exists: (p) => p === expected })).toEqual({ kind: 'file', path: expected });
    // Another Electron version is another folder: never a stale build.
    expect(chooseSqliteBinding({ ...base, electronVersion: '46.0.0', exists: (p) => p === expected })).toMatchObject({ kind: 'missing', packaged: false });
  });

  it('never Node’s own build in node_modules: missing means missing', () => {
    const choice = chooseSqliteBinding({ ...base, exists: (p) => p.includes('node_modules') });
    expect(choice).toEqual({ kind: 'missing', path: '/repo/.electron-sqlite/electron-45.4.1-better-sqlite3-12.11.1-linux-x64/better_sqlite3.node', packaged: false });
  });

  it('the packaged app: its own rebuilt, unpacked copy (the default lookup)', () => {
    expect(chooseSqliteBinding({ ...base, isPackaged: true, exists: () => false })).toEqual({ kind: 'bundled' });
  });

  it('TENKA_SQLITE_BINDING overrides, and is reported missing when it names nothing', () => {
    expect(chooseSqliteBinding({ ...base, override: '/x/b.node', exists: () => true })).toEqual({ kind: 'file', path: '/x/b.node' });
    expect(chooseSqliteBinding({ ...base, override: '/x/b.node', exists: () => false })).toMatchObject({ kind: 'missing', path: '/x/b.node' });
  });

  it('the store really opens databases with the chosen addon (nativeBinding)', async () => {
    const { useSqliteAddon } = await import('../../src-main/store/sqlite-addon');
    const { Store } = await import('../../src-main/store/store');
    // Node's build named explicitly works...
    const nodeBuild = createRequire(import.meta.url).resolve('better-sqlite3/build/Release/better_sqlite3.node');
    useSqliteAddon(nodeBuild);
    Store.open(tempDir()).close();
    // ...and a name that is not there fails as a wrong build would: so the option reaches better-sqlite3.
    useSqliteAddon(join(tempDir(), 'nothing', 'better_sqlite3.node'));
    let thrown: unknown;
    try {
      Store.open(tempDir());
    } catch (error) {
      thrown = error;
    }
    expect(isWrongSqliteBuild(thrown)).toBe(true);
  });

  it('recognises a build for the wrong runtime', () => {
    const wrong = new Error(
      "The module '/repo/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 115. This version of Node.js requires\nNODE_MODULE_VERSION 140.",
    );
    expect(isWrongSqliteBuild(wrong)).toBe(true);
    expect(isWrongSqliteBuild(new Error('the database at /x is damaged (file is not a database)'))).toBe(false);
  });

  it('the dialog names the fix, in the system language, without a stack trace', () => {
    const en = sqliteProblemDialog({ path: '/repo/.electron-sqlite/k/better_sqlite3.node', packaged: false }, '45.4.1', 'en-GB');
    expect(en.message).toBe('Tenka cannot open its saved games: its database module for Electron is missing');
    expect(en.detail).toContain('/repo/.electron-sqlite/k/better_sqlite3.node');
    expect(en.detail).toContain('npm run electron:sqlite');
    expect(en.detail).toContain('Electron 45.4.1');
    expect(en.detail).not.toMatch(/\bat .*:\d+:\d+/);
    const de = sqliteProblemDialog({ path: '/p', packaged: false, wrong: 'NODE_MODULE_VERSION 115' }, '45.4.1', 'de-DE');
    expect(de.detail).toContain('passt nicht zu diesem Electron (NODE_MODULE_VERSION 115)');
    expect(de.detail).toContain('npm run electron:sqlite');
    expect(de.buttons).toEqual(['Beenden']);
    expect(sqliteProblemDialog({ path: '', packaged: true }, '45.4.1', 'en').detail).toContain('Reinstall Tenka');
  });
});

describe('better-sqlite3 for Electron: getting it (npm run electron:sqlite)', () => {
  it('already cached: nothing is fetched', async () => {
    const root = tempDir();
    const file = electronSqliteFile(root, target);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, 'addon');
    const prebuilt = vi.fn();
    expect(await ensureElectronSqlite({ root, target, prebuilt, fromSource: vi.fn(), log: () => undefined })).toEqual({ ok: true, file, cached: true });
    expect(prebuilt).not.toHaveBeenCalled();
  });

  it('the prebuilt binary first, copied into the cache folder', async () => {
    const root = tempDir();
    const prebuilt = vi.fn(async ({ scratch }: { scratch: string }) => {
      writeFileSync(join(scratch, 'fetched.node'), 'electron addon');
      return { ok: true as const, file: join(scratch, 'fetched.node') };
    });
    const fromSource = vi.fn();
    const result = await ensureElectronSqlite({ root, target, prebuilt, fromSource, log: () => undefined });
    expect(result).toEqual({ ok: true, file: electronSqliteFile(root, target), cached: false });
    expect(readFileSync(electronSqliteFile(root, target), 'utf8')).toBe('electron addon');
    expect(fromSource).not.toHaveBeenCalled();
  });

  it('no prebuilt: built from source; neither: both reasons, and nothing half-written in the cache', async () => {
    const root = tempDir();
    const prebuilt = vi.fn(async () => ({ ok: false as const, reason: 'getaddrinfo ENOTFOUND github.com' }));
    const built = vi.fn(async ({ scratch }: { scratch: string }) => {
      writeFileSync(join(scratch, 'built.node'), 'compiled');
      return { ok: true as const, file: join(scratch, 'built.node') };
    });
    expect(await ensureElectronSqlite({ root, target, prebuilt, fromSource: built, log: () => undefined })).toMatchObject({ ok: true, cached: false });

    const other = tempDir();
    const failed = await ensureElectronSqlite({
      root: other,
      target,
      prebuilt,
      fromSource: async () => ({ ok: false, reason: '@electron/rebuild: unable to download headers' }),
      log: () => undefined,
    });
    expect(failed).toEqual({ ok: false, file: electronSqliteFile(other, target), reason: 'getaddrinfo ENOTFOUND github.com; @electron/rebuild: unable to download headers' });
    expect(existsSync(join(other, '.electron-sqlite'))).toBe(false);
  });

  it('a build Node itself can load is Node’s, not Electron’s: refused, never cached', async () => {
    const root = tempDir();
    const nodeBuild = createRequire(import.meta.url).resolve('better-sqlite3/build/Release/better_sqlite3.node');
    const here = { ...target, platform: process.platform, arch: process.arch };
    const result = await ensureElectronSqlite({
      root,
      target: here,
      prebuilt: async () => ({ ok: true, file: nodeBuild }),
      log: () => undefined,
    });
    expect(result).toMatchObject({ ok: false, reason: `the build made is for Node ${process.version}, not for Electron 45.4.1` });
    expect(existsSync(electronSqliteFile(root, here))).toBe(false);
  });
});

type Item = MenuItemConstructorOptions;
function submenu(item: Item | undefined): Item[] {
  return (item?.submenu ?? []) as Item[];
}
function find(items: Item[], label: string): Item | undefined {
  for (const item of items) {
    if (item.label === label) return item;
    const inner = find(submenu(item), label);
    if (inner) return inner;
  }
  return undefined;
}

describe('application menu', () => {
  it('Windows/Linux: Game (Tenka’s items), Edit, View, Window, Help, with the usual shortcuts', () => {
    const send = vi.fn();
    const menu = menuTemplate({ platform: 'linux', locale: 'en-US', developer: false, send });
    expect(menu.map((m) => m.label ?? m.role)).toEqual(['Game', 'Edit', 'View', 'Window', 'Help']);
    expect(menu[1]!.role).toBe('editMenu');
    expect(menu[3]!.role).toBe('windowMenu');
    const game = submenu(menu[0]);
    expect(game.filter((i) => i.label).map((i) => [i.label, i.accelerator])).toEqual([
      ['New Game…', 'CmdOrCtrl+N'],
      ['Continue', 'CmdOrCtrl+O'],
      ['Replays', 'CmdOrCtrl+Shift+R'],
      ['Settings…', 'CmdOrCtrl+,'],
      ['Language', undefined],
    ]);
    expect(game.at(-1)!.role).toBe('quit');
    expect(submenu(menu[2]).map((i) => i.role).filter(Boolean)).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    expect(find(menu, 'Rules')!.accelerator).toBe('F1');

    // Each of Tenka's items sends its command to the renderer.
    for (const [label, command] of [
      ['New Game…', 'newGame'],
      ['Continue', 'continue'],
      ['Replays', 'replays'],
      ['Rules', 'rules'],
      ['Settings…', 'settings'],
      ['English', 'language:en'],
      ['Deutsch', 'language:de'],
    ] as const) {
      (find(menu, label)!.click as () => void)();
      expect(send).toHaveBeenLastCalledWith(command);
    }
  });

  it('macOS: the app menu (about, Settings, hide, quit) comes first; German labels from the system locale', () => {
    const menu = menuTemplate({ platform: 'darwin', locale: 'de-DE', developer: false, send: vi.fn() });
    expect(menu[0]!.role).toBe('appMenu');
    expect(submenu(menu[0]).map((i) => i.role ?? i.label)).toContain('Einstellungen…');
    expect(submenu(menu[0]).map((i) => i.role)).toEqual(expect.arrayContaining(['about', 'hide', 'quit']));
    expect(menu.slice(1).map((m) => m.label)).toEqual(['Spiel', 'Bearbeiten', 'Ansicht', 'Fenster', 'Hilfe']);
    expect(find(menu.slice(1), 'Einstellungen…'), 'Settings only in the app menu on macOS').toBeUndefined();
    expect(find(menu, 'Neues Spiel…')!.accelerator).toBe('CmdOrCtrl+N');
  });

  it('reload and developer tools only when running unpackaged', () => {
    const roles = (developer: boolean): unknown[] => submenu(menuTemplate({ platform: 'linux', locale: 'en', developer, send: vi.fn() })[2]).map((i) => i.role);
    expect(roles(true)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
    expect(roles(false)).not.toContain('reload');
  });
});

describe('the menu’s language', () => {
  const request = (r: unknown): string => JSON.stringify({ id: 1, request: r });
  it('is read from the settings the renderer loads or saves, and from nothing else', () => {
    expect(menuLocaleFromSettings(request({ type: 'saveSettings', settings: { locale: 'de' } }), '{"id":1,"ok":true,"result":{"saved":true}}')).toBe('de');
    expect(menuLocaleFromSettings(request({ type: 'getSettings' }), JSON.stringify({ id: 1, ok: true, result: { settings: { locale: 'en' } } }))).toBe('en');
    expect(menuLocaleFromSettings(request({ type: 'getSettings' }), JSON.stringify({ id: 1, ok: true, result: { settings: null } })), 'no settings kept yet').toBeNull();
    expect(menuLocaleFromSettings(request({ type: 'saveSettings', settings: { locale: 'fr' } }), '{}'), 'only languages Tenka speaks').toBeNull();
    expect(menuLocaleFromSettings(request({ type: 'listGames' }), JSON.stringify({ id: 1, ok: true, result: { settings: { locale: 'de' } } }))).toBeNull();
    expect(menuLocaleFromSettings('not json', 'not json')).toBeNull();
    expect(menuLocaleFromSettings(request({ type: 'getSettings' }), JSON.stringify({ id: 1, ok: false, error: { code: 'x', message: 'y' } }))).toBeNull();
  });
});

describe('menu commands reach the renderer', () => {
  it('the client hands on known menu pushes only', () => {
    let push: (text: string) => void = () => undefined;
    const client = new TenkaClient({ request: async () => '', onPush: (cb) => ((push = cb), () => undefined) });
    const got: string[] = [];
    client.onMenuCommand((command) => got.push(command));
    push(JSON.stringify({ push: 'menu', command: 'continue' }));
    push(JSON.stringify({ push: 'menu', command: 'language:de' }));
    push(JSON.stringify({ push: 'menu', command: 'deleteEverything' }));
    push(JSON.stringify({ push: 'gameUpdate', update: {} }));
    expect(got).toEqual(['continue', 'language:de']);
  });
});

describe('window state', () => {
  const screen: Rect = { x: 0, y: 0, width: 1920, height: 1040 };

  it('first launch: the default size, placed by the system', () => {
    expect(restoreWindowState(null, [screen])).toEqual({ width: 1280, height: 820, maximized: false });
    expect(restoreWindowState('{not json', [screen])).toEqual({ width: 1280, height: 820, maximized: false });
  });

  it('restores size, place and maximised', () => {
    expect(restoreWindowState(JSON.stringify({ x: 100, y: 50, width: 1400, height: 900, maximized: true }), [screen])).toEqual({ x: 100, y: 50, width: 1400, height: 900, maximized: true });
  });

  it('a place on a screen that is gone is dropped; a size too big for the screens shrinks; too small grows to the minimum', () => {
    const saved = JSON.stringify({ x: 2500, y: 100, width: 1400, height: 900, maximized: false });
    expect(restoreWindowState(saved, [screen])).toEqual({ width: 1400, height: 900, maximized: false });
    // On the second screen it was saved on, it stays.
    expect(restoreWindowState(saved, [screen, { x: 1920, y: 0, width: 1920, height: 1080 }])).toMatchObject({ x: 2500, y: 100 });
    // Title bar above the top of every screen: cannot be grabbed, so dropped.
    expect(restoreWindowState(JSON.stringify({ x: 10, y: -500, width: 1000, height: 700 }), [screen])).not.toHaveProperty('y');
    expect(restoreWindowState(JSON.stringify({ width: 5000, height: 3000 }), [screen])).toMatchObject({ width: 1920, height: 1040 });
    expect(restoreWindowState(JSON.stringify({ width: 300, height: 200 }), [screen])).toMatchObject({ width: 900, height: 600 });
  });

  it('saves after moving or resizing (debounced) and on close; the normal bounds under a maximised window', async () => {
    const dir = tempDir();
    const store = windowStateStore(dir, { debounceMs: 10 });
    const handlers = new Map<string, () => void>();
    let maximized = false;
    const win = {
      getNormalBounds: () => ({ x: 40, y: 30, width: 1300, height: 850 }),
      isMaximized: () => maximized,
      isFullScreen: () => false,
      on: (event: string, listener: () => void) => handlers.set(event, listener),
    };
    store.track(win);
    handlers.get('move')!();
    await vi.waitFor(() => expect(existsSync(store.file)).toBe(true));
    expect(store.load([screen])).toEqual({ x: 40, y: 30, width: 1300, height: 850, maximized: false });
    maximized = true;
    handlers.get('close')!();
    expect(store.load([screen])).toEqual({ x: 40, y: 30, width: 1300, height: 850, maximized: true });
  });
});

describe('main process: the desktop shell', () => {
  it('from a checkout without Electron’s better-sqlite3: a dialog with the fix, no window, quits', async () => {
    const { windows, ready, dialog, app } = mockElectron([], 'en-US', { isPackaged: false });
    const { loads } = mockServices();
    await import('../../src-main/electron/main');
    ready();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled(), WAIT);
    const [shown] = dialog.showMessageBox.mock.calls[0] as unknown as [{ message: string; detail: string }];
    expect(shown.message).toContain('database module for Electron is missing');
    expect(shown.detail).toContain('.electron-sqlite');
    expect(loads, 'the store is never opened with the wrong build').not.toHaveBeenCalled();
    expect(windows).toHaveLength(0);
  });

  it('with it: the store uses it; menu, remembered window, and the data folder opens in the file manager', async () => {
    const dataDir = tempDir();
    process.env.TENKA_DATA_DIR = dataDir;
    const addon = join(dataDir, 'better_sqlite3.node');
    writeFileSync(addon, '');
    process.env.TENKA_SQLITE_BINDING = addon;
    writeFileSync(join(dataDir, 'window-state.json'), JSON.stringify({ x: 200, y: 100, width: 1500, height: 950, maximized: true }));
    const { windows, ready, menu, shell, app } = mockElectron([], 'en-US', { isPackaged: false });
    const { loads } = mockServices();
    await import('../../src-main/electron/main');
    ready();
    await vi.waitFor(() => expect(windows).toHaveLength(1), WAIT);
    // TENKA_DATA_DIR holds Electron's user data too (storage, single-instance lock): a test never meets the player's Tenka.
    expect((app as unknown as { setPath: ReturnType<typeof vi.fn> }).setPath).toHaveBeenCalledWith('userData', dataDir);

    const { sqliteOptions } = await import('../../src-main/store/sqlite-addon');
    expect(sqliteOptions({ fileMustExist: true })).toEqual({ fileMustExist: true, nativeBinding: addon });

    // The window opens where it was left, and maximises once it is ready.
    const win = windows[0]!;
    expect(win.options).toMatchObject({ x: 200, y: 100, width: 1500, height: 950, minWidth: 900, minHeight: 600 });
    win.handlers.get('once:ready-to-show')!();
    expect(win.maximize).toHaveBeenCalled();

    // The menu is set, and its items reach the renderer as `menu` pushes on the existing push channel.
    expect(menu.setApplicationMenu).toHaveBeenCalledTimes(1);
    const template = (menu.buildFromTemplate.mock.calls[0] as unknown as [Item[]])[0];
    (find(template, 'Continue')!.click as () => void)();
    expect(win.webContents.send).toHaveBeenCalledWith('tenka:push', JSON.stringify({ push: 'menu', command: 'continue' }));

    // Settings' "Open" button: the services were given Electron's shell.openPath.
    const given = (loads.mock.calls[0] as unknown as [{ dataDir: string; openFolder: (p: string) => Promise<void> }])[0];
    expect(given.dataDir).toBe(dataDir);
    await given.openFolder(dataDir);
    expect(shell.openPath).toHaveBeenCalledWith(dataDir);
    shell.openPath.mockResolvedValueOnce('No application is registered to open folders');
    await expect(given.openFolder(dataDir)).rejects.toThrow('No application is registered');

    // Moving the window is remembered in the data folder.
    win.bounds = { x: 300, y: 120, width: 1200, height: 800 };
    win.handlers.get('close')!();
    expect(JSON.parse(readFileSync(join(dataDir, 'window-state.json'), 'utf8'))).toEqual({ x: 300, y: 120, width: 1200, height: 800, maximized: false });
  });
});

describe('what a menu command does in the renderer', () => {
  it('goes where the same click would, Rules of the game on the table, Continue as Home’s button, language', async () => {
    const { menuAction } = await import('../../src-renderer/desktop-menu');
    const home = { name: 'home' } as const;
    expect(menuAction('newGame', home, undefined)).toEqual({ go: { name: 'new' } });
    expect(menuAction('replays', home, undefined)).toEqual({ go: { name: 'replays' } });
    expect(menuAction('settings', home, undefined)).toEqual({ go: { name: 'settings' } });
    expect(menuAction('rules', home, undefined)).toEqual({ go: { name: 'rules' } });
    expect(menuAction('rules', { name: 'game', gameId: 'g1' }, 'kunitori')).toEqual({ go: { name: 'rules', game: 'kunitori' } });
    expect(menuAction('rules', { name: 'new', game: 'gekokujo' }, undefined)).toEqual({ go: { name: 'rules', game: 'gekokujo' } });
    expect(menuAction('rules', { name: 'replays' }, 'kunitori'), 'a game left behind is not "on the table"').toEqual({ go: { name: 'rules' } });
    expect(menuAction('continue', home, undefined)).toEqual({ continueLatest: true });
    expect(menuAction('language:de', home, undefined)).toEqual({ locale: 'de' });
    expect(menuAction('language:en', home, undefined)).toEqual({ locale: 'en' });
  });
});
