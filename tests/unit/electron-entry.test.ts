/**
 * The Electron entry files, loaded with 'electron' mocked (the binary is never
 * needed): the preload exposes only the contract's bridge, and the main
 * process creates a locked-down window and refuses navigation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('electron');
});

describe('preload', () => {
  it('exposes exactly window.tenka = { request, onPush } over the tenka:* channels', async () => {
    const exposed: Record<string, unknown> = {};
    const listeners = new Map<string, (...args: unknown[]) => void>();
    const ipcRenderer = {
      invoke: vi.fn(async (_channel: string, text: string) => `reply to ${text}`),
      on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => listeners.set(channel, listener)),
      removeListener: vi.fn((channel: string) => listeners.delete(channel)),
    };
    vi.doMock('electron', () => ({
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
      ipcRenderer,
    }));
    await import('../../src-main/electron/preload');

    expect(Object.keys(exposed)).toEqual(['tenka']);
    const tenka = exposed.tenka as { request(text: string): Promise<string>; onPush(cb: (t: string) => void): () => void };
    expect(Object.keys(tenka).sort()).toEqual(['onPush', 'request']);

    expect(await tenka.request('{"id":1}')).toBe('reply to {"id":1}');
    expect(ipcRenderer.invoke).toHaveBeenCalledWith('tenka:request', '{"id":1}');
    await expect(tenka.request(42 as unknown as string)).rejects.toThrow(TypeError);

    const pushed: string[] = [];
    const stop = tenka.onPush((text) => pushed.push(text));
    listeners.get('tenka:push')?.({}, 'hello');
    listeners.get('tenka:push')?.({}, { not: 'text' });
    expect(pushed).toEqual(['hello']);
    stop();
    expect(ipcRenderer.removeListener).toHaveBeenCalledWith('tenka:push', expect.any(Function));
  });
});

describe('main', () => {
  it('opens one sandboxed, isolated window and refuses navigation and new windows', async () => {
    const windows: { options: Record<string, unknown>; loadURL: ReturnType<typeof vi.fn> }[] = [];
    const appHandlers = new Map<string, (...args: unknown[]) => void>();
    let ready!: () => void;
    const whenReady = new Promise<void>((resolve) => (ready = resolve));
    class FakeWindow {
      static getAllWindows = (): unknown[] => windows;
      loadURL = vi.fn(async () => undefined);
      constructor(readonly options: Record<string, unknown>) {
        windows.push(this);
      }
      once(): void {}
    }
    const ipcHandlers = new Map<string, unknown>();
    vi.doMock('electron', () => ({
      app: {
        enableSandbox: vi.fn(),
        requestSingleInstanceLock: () => true,
        whenReady: () => whenReady,
        on: (event: string, handler: (...args: unknown[]) => void) => appHandlers.set(event, handler),
        getPath: () => '/tmp/tenka-user-data',
        quit: vi.fn(),
        exit: vi.fn(),
      },
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
      shell: { openExternal: vi.fn() },
    }));
    vi.doMock('../../src-main/worker/engine.worker.ts?modulePath', () => ({ default: '/dev/null' }));
    vi.doMock('../../src-main/browser-host/load-services', async () => {
      const { createFakeHostServices } = await import('../../src-main/browser-host/fake-services');
      return { loadHostServices: async () => createFakeHostServices({ botDelayMs: 0 }) };
    });

    await import('../../src-main/electron/main');
    ready();
    await vi.waitFor(() => expect(windows).toHaveLength(1));

    const prefs = windows[0]!.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, nodeIntegration: false, sandbox: true });
    expect(String(prefs.preload)).toMatch(/preload[/\\]index\.cjs$/);
    expect(windows[0]!.loadURL).toHaveBeenCalledWith('tenka://app/index.html');
    expect([...ipcHandlers.keys()]).toEqual(['tenka:request']);

    // Every web contents refuses navigation and new windows.
    const contentsHandlers = new Map<string, (event: { preventDefault(): void }) => void>();
    let openHandler: ((details: { url: string }) => { action: string }) | undefined;
    appHandlers.get('web-contents-created')?.({}, {
      on: (event: string, handler: (event: { preventDefault(): void }) => void) => contentsHandlers.set(event, handler),
      setWindowOpenHandler: (handler: typeof openHandler) => (openHandler = handler),
    });
    const navigation = { preventDefault: vi.fn() };
    contentsHandlers.get('will-navigate')?.(navigation);
    expect(navigation.preventDefault).toHaveBeenCalled();
    expect(openHandler?.({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    expect(openHandler?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });

    // Requests from anything but the app's own main frame are refused.
    const handler = ipcHandlers.get('tenka:request') as (event: unknown, text: unknown) => Promise<string>;
    const sender = { id: 1, mainFrame: { url: 'tenka://app/index.html' }, isDestroyed: () => false, send: vi.fn(), once: vi.fn() };
    const reply = await handler({ sender, senderFrame: sender.mainFrame }, JSON.stringify({ id: 3, request: { type: 'ping' } }));
    expect(JSON.parse(reply)).toMatchObject({ id: 3, ok: true });
    const evil = { ...sender, mainFrame: { url: 'https://evil.example/' } };
    await expect(handler({ sender: evil, senderFrame: evil.mainFrame }, '{}')).rejects.toThrow('request refused');
  });
});
