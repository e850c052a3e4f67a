/**
 * 'electron' as the main entry sees it, mocked (the binary is never needed),
 * and the host services behind it; shared by electron-entry.test.ts and
 * electron-desktop.test.ts.
 */
import { vi } from 'vitest';

/** vi.waitFor's patience: loading the services' modules takes seconds on a busy 2-core machine. */
export const WAIT = { timeout: 15_000 };

export interface FakeWindowLike {
  options: Record<string, unknown>;
  loadURL: ReturnType<typeof vi.fn>;
  maximize: ReturnType<typeof vi.fn>;
  handlers: Map<string, () => void>;
  webContents: { send: ReturnType<typeof vi.fn>; isDestroyed(): boolean };
  /** What getNormalBounds / isMaximized answer. */
  bounds: { x: number; y: number; width: number; height: number };
  maximized: boolean;
}

export interface FakeElectron {
  windows: FakeWindowLike[];
  appHandlers: Map<string, (...args: unknown[]) => void>;
  ipcHandlers: Map<string, unknown>;
  app: { quit: ReturnType<typeof vi.fn>; exit: ReturnType<typeof vi.fn> };
  dialog: { showMessageBox: ReturnType<typeof vi.fn>; showErrorBox: ReturnType<typeof vi.fn> };
  menu: { setApplicationMenu: ReturnType<typeof vi.fn>; buildFromTemplate: ReturnType<typeof vi.fn> };
  shell: { openExternal: ReturnType<typeof vi.fn>; openPath: ReturnType<typeof vi.fn> };
  ready: () => void;
}

export interface FakeElectronOptions {
  /** app.isPackaged (default true: the packaged app's own better-sqlite3, nothing to choose). */
  isPackaged?: boolean;
  /** The screens' work areas (default one 1920×1080 screen). */
  displays?: { x: number; y: number; width: number; height: number }[];
  /** The data folder (app.getPath('userData')). */
  userData?: string;
}

/** Mock 'electron' (and the worker path) as the main entry sees them; `answers` are the buttons chosen in message boxes, in order. */
export function mockElectron(answers: number[] = [], locale = 'en-US', options: FakeElectronOptions = {}): FakeElectron {
  const windows: FakeElectron['windows'] = [];
  const displays = options.displays ?? [{ x: 0, y: 0, width: 1920, height: 1080 }];
  const appHandlers = new Map<string, (...args: unknown[]) => void>();
  let ready!: () => void;
  const whenReady = new Promise<void>((resolve) => (ready = resolve));
  class FakeWindow implements FakeWindowLike {
    static getAllWindows = (): unknown[] => windows;
    static getFocusedWindow = (): unknown => windows[0] ?? null;
    loadURL = vi.fn(async () => undefined);
    maximize = vi.fn();
    handlers = new Map<string, () => void>();
    webContents = { send: vi.fn(), isDestroyed: () => false };
    bounds: FakeWindowLike['bounds'];
    maximized = false;
    constructor(readonly options: Record<string, unknown>) {
      const o = options as { x?: number; y?: number; width: number; height: number };
      this.bounds = { x: o.x ?? 0, y: o.y ?? 0, width: o.width, height: o.height };
      windows.push(this);
    }
    once(event: string, handler: () => void): void {
      this.handlers.set(`once:${event}`, handler);
    }
    on(event: string, handler: () => void): void {
      this.handlers.set(event, handler);
    }
    show(): void {}
    getNormalBounds(): FakeWindowLike['bounds'] {
      return this.bounds;
    }
    isMaximized(): boolean {
      return this.maximized;
    }
    isFullScreen(): boolean {
      return false;
    }
  }
  const ipcHandlers = new Map<string, unknown>();
  const app = {
    enableSandbox: vi.fn(),
    requestSingleInstanceLock: () => true,
    whenReady: () => whenReady,
    on: (event: string, handler: (...args: unknown[]) => void) => appHandlers.set(event, handler),
    getPath: () => options.userData ?? '/tmp/tenka-user-data',
    isPackaged: options.isPackaged ?? true,
    setPath: vi.fn(),
    getLocale: () => locale,
    quit: vi.fn(),
    exit: vi.fn(),
  };
  const dialog = {
    showMessageBox: vi.fn(async () => ({ response: answers.shift() ?? 0, checkboxChecked: false })),
    showErrorBox: vi.fn(),
  };
  const menu = { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn((template: unknown) => ({ template })) };
  const shell = { openExternal: vi.fn(), openPath: vi.fn(async () => '') };
  vi.doMock('electron', () => ({
    app,
    dialog,
    BrowserWindow: FakeWindow,
    ipcMain: { handle: (channel: string, handler: unknown) => ipcHandlers.set(channel, handler) },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: vi.fn() },
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
      },
    },
    shell,
    Menu: menu,
    screen: { getAllDisplays: () => displays.map((workArea) => ({ workArea })) },
  }));
  vi.doMock('../../src-main/worker/engine.worker.ts?modulePath', () => ({ default: '/dev/null' }));
  return { windows, appHandlers, ipcHandlers, app, dialog, menu, shell, ready };
}

/** The services: the fake ones, after `failures` (errors thrown by the store when opening the database). */
export function mockServices(failures: unknown[] = []): { loads: ReturnType<typeof vi.fn>; keep: ReturnType<typeof vi.fn> } {
  const loads = vi.fn(async (options: { dataDir: string }) => {
    const failure = failures.shift();
    if (failure) throw failure;
    const { createFakeHostServices } = await import('../../src-main/browser-host/fake-services');
    void options;
    return createFakeHostServices({ botDelayMs: 0 });
  });
  vi.doMock('../../src-main/browser-host/load-services', () => ({ loadHostServices: loads }));
  const keep = vi.fn((dataDir: string) => ({ keptAs: `${dataDir}/tenka.db.damaged-2026-01-01T00-00-00-000Z` }));
  vi.doMock('../../src-main/services/startup', () => ({ keepDamagedDatabaseAndStartFresh: keep }));
  return { loads, keep };
}

/** What the store throws for a damaged file (DatabaseDamagedError's shape, without loading SQLite here). */
export function damaged(): Error {
  return Object.assign(new Error('the database at /tmp/tenka-user-data/tenka.db is damaged (file is not a database)'), {
    kind: 'database-damaged',
    file: '/tmp/tenka-user-data/tenka.db',
  });
}

