/**
 * Electron main entry: app lifecycle, the one window, and the IPC transport.
 * Thin on purpose — the only file besides the preload that imports 'electron';
 * the services behind it are tested without Electron.
 */
/// <reference types="electron-vite/node" />
import { app, BrowserWindow, ipcMain, protocol, session, shell, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { IPC_PUSH_CHANNEL, IPC_REQUEST_CHANNEL } from '@shared/contract/client';
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
/** Set by `electron-vite dev`: the renderer's dev server. */
const devServerUrl = process.env.ELECTRON_RENDERER_URL;

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
  app.whenReady().then(start, (error: unknown) => fatal(error));
}

async function start(): Promise<void> {
  const dataDir = process.env.TENKA_DATA_DIR ?? app.getPath('userData');
  services = await loadHostServices({ dataDir, workerEntry: engineWorkerPath });

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
    return services.handleMessage(connectionFor(event.sender), text);
  });

  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}

function createWindow(): void {
  const win = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Tenka',
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
  win.once('ready-to-show', () => win.show());
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
  app.exit(1);
}
