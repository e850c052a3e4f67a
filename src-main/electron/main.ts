/**
 * Electron main entry: app lifecycle, the one window, and the IPC transport.
 * Thin on purpose — the only file besides the preload that imports 'electron';
 * the services behind it are tested without Electron.
 */
/// <reference types="electron-vite/node" />
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, session, shell, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { IPC_PUSH_CHANNEL, IPC_REQUEST_CHANNEL } from '@shared/contract/client';
import type { MenuCommand, MenuCommandPush } from '@shared/contract/messages';
import { useSqliteAddon } from '../store/sqlite-addon';
import { menuLocaleFromSettings, menuTemplate } from './menu';
import { lanConsentDialog } from './lan-consent';
import { chooseSqliteBinding, isWrongSqliteBuild, sqliteProblemDialog } from './sqlite-binding';
import { MIN_WINDOW, windowStateStore } from './window-state';
import type { ClientConnection, HostServices } from '../services/host-api';
import { ELECTRON_CSP } from '../browser-host/csp';
import { loadHostServices } from '../browser-host/load-services';
import { lookupStaticFile } from '../browser-host/static-files';
import engineWorkerPath from '../worker/engine.worker.ts?modulePath';

/** The built renderer is served from `tenka://app/` (not file://), with our CSP on every response. */
const APP_SCHEME = 'tenka';
const APP_ORIGIN = `${APP_SCHEME}://app`;
const rendererDir = fileURLToPath(new URL('../renderer', import.meta.url));
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
/** The window's icon: resources/icon.png, rendered from resources/icon.svg (out/main/ → the repository's resources/). */
const iconPath = fileURLToPath(new URL('../../resources/icon.png', import.meta.url));
/** Set by `electron-vite dev`: the renderer's dev server. */
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
/** The project folder when running from a checkout (out/main/ → the repository); inside the archive when packaged. */
const appRoot = fileURLToPath(new URL('../..', import.meta.url));

// TENKA_DATA_DIR (tests, a second profile): everything Tenka keeps goes there, the renderer's
// storage and the single-instance lock included, so such a run never meets the player's own Tenka.
if (process.env.TENKA_DATA_DIR) app.setPath('userData', resolve(process.env.TENKA_DATA_DIR));

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
app.enableSandbox();

let services: HostServices | null = null;
const connections = new Map<number, ClientConnection>();

if (!app.requestSingleInstanceLock()) {
  // Another Tenka owns the database; bring its window forward instead.
  app.quit();
} else {
  app.on('second-instance', () => {
    const win = BrowserWindow.getAllWindows()[0];
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app.whenReady().then(start).catch((error: unknown) => fatal(error));
}

let windowState: ReturnType<typeof windowStateStore> | null = null;
/** The language the application menu is drawn in: the system's, then the player's setting. */
let menuLocale = '';

function setMenu(locale: string): void {
  menuLocale = locale;
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate({ platform: process.platform, locale, developer: !app.isPackaged, send: sendMenuCommand })));
}

async function start(): Promise<void> {
  const dataDir = process.env.TENKA_DATA_DIR ?? app.getPath('userData');
  windowState = windowStateStore(dataDir);
  services = (await chooseSqlite()) ? await openServices(dataDir) : null;
  if (!services) {
    app.quit();
    return;
  }
  setMenu(app.getLocale());

  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== 'app') return new Response('Not found', { status: 404 });
    const found = await lookupStaticFile(rendererDir, url.pathname);
    if (!found.ok) return new Response(null, { status: found.status });
    return new Response(await readFile(found.path), {
      headers: { 'Content-Type': found.contentType, 'Content-Security-Policy': ELECTRON_CSP, 'X-Content-Type-Options': 'nosniff' },
    });
  });

  // The CSP header for pages from the dev server (the app protocol sets its own).
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders };
    if (!devServerUrl && details.resourceType === 'mainFrame') headers['Content-Security-Policy'] = [ELECTRON_CSP];
    callback({ responseHeaders: headers });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);

  ipcMain.handle(IPC_REQUEST_CHANNEL, async (event: IpcMainInvokeEvent, text: unknown) => {
    if (!services || !isTrustedSender(event)) throw new Error('request refused');
    if (typeof text !== 'string') throw new TypeError('requests are JSON text');
    const reply = await services.handleMessage(connectionFor(event.sender), text);
    const locale = menuLocaleFromSettings(text, reply);
    if (locale && locale !== menuLocale) setMenu(locale);
    return reply;
  });

  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}

/** A database the store refused to open (see DatabaseDamagedError / DatabaseTooNewError in src-main/store). */
interface DatabaseProblem {
  kind: 'database-damaged' | 'database-too-new';
  message: string;
  file?: string;
  /** 'wal': only the write-ahead log is damaged; keeping a copy goes on with what the database holds. */
  damage?: 'file' | 'empty' | 'wal';
}

function databaseProblem(error: unknown): DatabaseProblem | null {
  const kind = (error as { kind?: unknown } | null)?.kind;
  if (kind !== 'database-damaged' && kind !== 'database-too-new') return null;
  return error as DatabaseProblem;
}

/** The few words the main process says itself, before any window (in the system's language). */
const TEXTS = {
  en: {
    damagedTitle: 'Tenka cannot open its saved games',
    damagedDetail: (m: string) =>
      `${capital(m)}.\n\nTenka can keep the damaged file as a copy in the same folder — nothing is deleted — and start with a new, empty database. Your old games stay in the copy, where they may still be recovered.\n\nOr quit now, for example to restore the file from a backup first.`,
    keep: 'Keep a copy and start fresh',
    quit: 'Quit',
    keptTitle: 'Tenka started a new database',
    keptDetail: (file: string) => `The damaged database was kept as:\n${file}\n\nTenka now starts without saved games.`,
    walDetail: (m: string) =>
      `${capital(m)}.\n\nTenka can keep a copy of the files as they are in the same folder — nothing is deleted — and go on with the games the database holds intact; only the changes after the damage are lost (they stay in the copy, where they may still be recovered).\n\nOr quit now, for example to restore the files from a backup first.`,
    keepWal: 'Keep a copy and go on',
    keptWalTitle: 'Tenka went on with the intact games',
    keptWalDetail: (file: string) => `A copy of the files as they were was kept as:\n${file}\n\nThe changes after the damage could not be read.`,
    ok: 'OK',
    tooNewTitle: 'This Tenka is too old for its saved games',
    tooNewDetail: (m: string) => `${capital(m)}.\n\nNothing was changed.`,
  },
  de: {
    damagedTitle: 'Tenka kann seine gespeicherten Partien nicht öffnen',
    damagedDetail: (m: string) =>
      `${capital(m)}.\n\nTenka kann die beschädigte Datei als Kopie im selben Ordner aufbewahren – nichts wird gelöscht – und mit einer neuen, leeren Datenbank beginnen. Die alten Partien bleiben in der Kopie und lassen sich vielleicht noch retten.\n\nOder beende Tenka jetzt, etwa um die Datei zuerst aus einer Sicherung wiederherzustellen.`,
    keep: 'Kopie aufbewahren und neu beginnen',
    quit: 'Beenden',
    keptTitle: 'Tenka hat eine neue Datenbank begonnen',
    keptDetail: (file: string) => `Die beschädigte Datenbank wurde aufbewahrt als:\n${file}\n\nTenka beginnt jetzt ohne gespeicherte Partien.`,
    walDetail: (m: string) =>
      `${capital(m)}.\n\nTenka kann eine Kopie der Dateien, wie sie sind, im selben Ordner aufbewahren – nichts wird gelöscht – und mit den unbeschädigten Partien der Datenbank weitermachen; nur die Änderungen nach der beschädigten Stelle gehen verloren (sie bleiben in der Kopie und lassen sich vielleicht noch retten).\n\nOder beende Tenka jetzt, etwa um die Dateien zuerst aus einer Sicherung wiederherzustellen.`,
    keepWal: 'Kopie aufbewahren und weitermachen',
    keptWalTitle: 'Tenka macht mit den unbeschädigten Partien weiter',
    keptWalDetail: (file: string) => `Eine Kopie der Dateien, wie sie waren, wurde aufbewahrt als:\n${file}\n\nDie Änderungen nach der beschädigten Stelle ließen sich nicht lesen.`,
    ok: 'OK',
    tooNewTitle: 'Dieses Tenka ist zu alt für seine gespeicherten Partien',
    tooNewDetail: (m: string) => `${capital(m)}.\n\nEs wurde nichts verändert.`,
  },
};

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The addon chosen, for the dialog when it turns out to be the wrong build. */
let sqliteAddonPath = '';

/** better-sqlite3 built for Electron (see sqlite-binding.ts); false, after saying so, when there is none. */
async function chooseSqlite(): Promise<boolean> {
  const binding = chooseSqliteBinding({
    isPackaged: app.isPackaged,
    override: process.env.TENKA_SQLITE_BINDING,
    appRoot,
    electronVersion: process.versions.electron ?? 'unknown',
    sqliteVersion: sqliteVersion(),
    platform: process.platform,
    arch: process.arch,
    exists: existsSync,
  });
  if (binding.kind === 'missing') {
    await dialog.showMessageBox(sqliteProblemDialog(binding, process.versions.electron ?? '', app.getLocale()));
    return false;
  }
  useSqliteAddon(binding.kind === 'file' ? binding.path : undefined);
  sqliteAddonPath = binding.kind === 'file' ? binding.path : 'node_modules/better-sqlite3 (in the app)';
  return true;
}

function sqliteVersion(): string {
  try {
    return String((JSON.parse(readFileSync(fileURLToPath(new URL('../../node_modules/better-sqlite3/package.json', import.meta.url)), 'utf8')) as { version?: unknown }).version);
  } catch {
    return 'unknown';
  }
}

/** Before a game is opened to friends (docs/lan.md), the player says yes to listening on the network. */
async function confirmListen(address: string): Promise<boolean> {
  const win = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  const options = lanConsentDialog(address, app.getLocale());
  const { response } = win ? await dialog.showMessageBox(win, options) : await dialog.showMessageBox(options);
  return response === 0;
}

/**
 * Start the host services. A damaged database is never deleted or replaced
 * silently: the player chooses to keep it as a copy and start fresh, or to
 * quit. Null when the player quits (or the database is from a newer Tenka).
 */
async function openServices(dataDir: string): Promise<HostServices | null> {
  const words = app.getLocale().toLowerCase().startsWith('de') ? TEXTS.de : TEXTS.en;
  let keptCopy = false;
  for (;;) {
    try {
      return await loadHostServices({ dataDir, workerEntry: engineWorkerPath, openFolder, lanStaticDir: rendererDir, confirmListen });
    } catch (error) {
      if (isWrongSqliteBuild(error)) {
        // A build for another Electron (or Node's own): the same dialog and fix as a missing one.
        console.error('better-sqlite3 could not be loaded:', error);
        await dialog.showMessageBox(sqliteProblemDialog({ path: sqliteAddonPath, packaged: app.isPackaged, wrong: firstLine(error) }, process.versions.electron ?? '', app.getLocale()));
        return null;
      }
      const problem = databaseProblem(error);
      // A fresh database that still fails is not the old file's fault: report it as it is.
      if (!problem || keptCopy) throw error;
      if (problem.kind === 'database-too-new') {
        await dialog.showMessageBox({ type: 'error', title: 'Tenka', message: words.tooNewTitle, detail: words.tooNewDetail(problem.message), buttons: [words.quit], noLink: true });
        return null;
      }
      const { response } = await dialog.showMessageBox({
        type: 'warning',
        title: 'Tenka',
        message: words.damagedTitle,
        detail: problem.damage === 'wal' ? words.walDetail(problem.message) : words.damagedDetail(problem.message),
        buttons: [problem.damage === 'wal' ? words.keepWal : words.keep, words.quit],
        defaultId: 0,
        cancelId: 1,
        noLink: true,
      });
      if (response !== 0) return null;
      // Loaded only here: renaming the damaged file is the store's job (never a delete).
      const { keepDamagedDatabaseAndStartFresh } = await import('../services/startup');
      const { keptAs, freshStart } = keepDamagedDatabaseAndStartFresh(dataDir);
      keptCopy = true;
      const [title, detail] = freshStart ? [words.keptTitle, words.keptDetail(keptAs)] : [words.keptWalTitle, words.keptWalDetail(keptAs)];
      await dialog.showMessageBox({ type: 'info', title: 'Tenka', message: title, detail, buttons: [words.ok], noLink: true });
    }
  }
}

/** Settings' "Open" button for the data folder: the system's file manager. */
async function openFolder(path: string): Promise<void> {
  const problem = await shell.openPath(path);
  if (problem) throw new Error(problem);
}

/** A menu item for the renderer: pushed to the focused window (or the only one) as a `menu` push. */
function sendMenuCommand(command: MenuCommand): void {
  const win = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  const push: MenuCommandPush = { push: 'menu', command };
  if (win && !win.webContents.isDestroyed()) win.webContents.send(IPC_PUSH_CHANNEL, JSON.stringify(push));
}

function createWindow(): void {
  const state = windowState?.load(screen.getAllDisplays().map((d) => d.workArea)) ?? { width: 1280, height: 820, maximized: false };
  const win = new BrowserWindow({
    width: state.width,
    height: state.height,
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    minWidth: MIN_WINDOW.width,
    minHeight: MIN_WINDOW.height,
    show: false,
    title: 'Tenka',
    icon: iconPath,
    backgroundColor: '#f3ecdc',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      spellcheck: false,
    },
  });
  windowState?.track(win);
  win.once('ready-to-show', () => {
    if (state.maximized) win.maximize();
    win.show();
  });
  void win.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
}

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    // Links to the web open in the user's browser, never inside Tenka.
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
});

/** One services connection per renderer; pushes go back to that renderer. */
function connectionFor(contents: WebContents): ClientConnection {
  const existing = connections.get(contents.id);
  if (existing) return existing;
  const conn = services!.connect((text) => {
    if (!contents.isDestroyed()) contents.send(IPC_PUSH_CHANNEL, text);
  });
  connections.set(contents.id, conn);
  contents.once('destroyed', () => {
    connections.delete(contents.id);
    services?.disconnect(conn);
  });
  return conn;
}

function isTrustedSender(event: IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  if (!frame || frame !== event.sender.mainFrame) return false;
  const origin = new URL(frame.url).origin;
  return devServerUrl ? origin === new URL(devServerUrl).origin : frame.url.startsWith(`${APP_ORIGIN}/`);
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

let closed = false;
app.on('will-quit', (event) => {
  if (closed || !services) return;
  event.preventDefault();
  const closing = services;
  services = null;
  void closing
    .close()
    .catch((error: unknown) => console.error('Closing the services failed:', error))
    .finally(() => {
      closed = true;
      app.quit();
    });
});

function fatal(error: unknown): void {
  console.error('Tenka could not start:', error);
  dialog.showErrorBox('Tenka could not start', error instanceof Error ? error.message : String(error));
  app.exit(1);
}
