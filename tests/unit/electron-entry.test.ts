/**
 * The Electron entry files, loaded with 'electron' mocked (the binary is never
 * needed): the preload exposes only the contract's bridge, and the main
 * process creates a locked-down window and refuses navigation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { damaged, mockElectron, mockServices, WAIT } from './fake-electron';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('electron');
  vi.doUnmock('../../src-main/browser-host/load-services');
  vi.doUnmock('../../src-main/services/startup');
  vi.doUnmock('../../src-main/worker/engine.worker.ts?modulePath');
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
    const { windows, appHandlers, ipcHandlers, ready, dialog } = mockElectron();
    mockServices();

    await import('../../src-main/electron/main');
    ready();
    await vi.waitFor(() => expect(windows).toHaveLength(1), WAIT);
    expect(dialog.showMessageBox, 'a healthy database asks nothing').not.toHaveBeenCalled();

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

  it('the application menu follows the language the player chose, not only the system’s', async () => {
    const { windows, ipcHandlers, ready, menu } = mockElectron();
    mockServices();
    await import('../../src-main/electron/main');
    ready();
    await vi.waitFor(() => expect(windows).toHaveLength(1), WAIT);
    const labels = (): unknown[] => (menu.buildFromTemplate.mock.calls.at(-1)![0] as { label?: string }[]).map((m) => m.label);
    expect(labels(), 'first drawn in the system’s language (the fake says en-US)').toContain('Game');
    const handler = ipcHandlers.get('tenka:request') as (event: unknown, text: unknown) => Promise<string>;
    const sender = { id: 1, mainFrame: { url: 'tenka://app/index.html' }, isDestroyed: () => false, send: vi.fn(), once: vi.fn() };
    const send = (id: number, request: unknown): Promise<string> => handler({ sender, senderFrame: sender.mainFrame }, JSON.stringify({ id, request }));

    await send(1, { type: 'saveSettings', settings: { locale: 'de', speed: 1 } });
    expect(labels(), 'the player switched to German').toContain('Spiel');
    const drawn = menu.setApplicationMenu.mock.calls.length;
    await send(2, { type: 'getSettings' });
    expect(menu.setApplicationMenu.mock.calls.length, 'the same language is not drawn again').toBe(drawn);
    await send(3, { type: 'ping' });
    expect(labels()).toContain('Spiel');
    await send(4, { type: 'saveSettings', settings: { locale: 'en' } });
    expect(labels()).toContain('Game');
  });

  it('on a damaged database asks first; "Keep a copy and start fresh" keeps it, says where, and opens the app', async () => {
    const { windows, ready, dialog, app } = mockElectron([0, 0]);
    const { loads, keep } = mockServices([damaged()]);

    await import('../../src-main/electron/main');
    ready();
    await vi.waitFor(() => expect(windows).toHaveLength(1), WAIT);

    const [question] = dialog.showMessageBox.mock.calls[0] as unknown as [{ message: string; detail: string; buttons: string[]; cancelId: number }];
    expect(question.message).toBe('Tenka cannot open its saved games');
    expect(question.detail).toContain('The database at /tmp/tenka-user-data/tenka.db is damaged (file is not a database).');
    expect(question.detail).toContain('nothing is deleted');
    expect(question.buttons).toEqual(['Keep a copy and start fresh', 'Quit']);
    expect(question.buttons[question.cancelId]).toBe('Quit');

    expect(keep).toHaveBeenCalledWith('/tmp/tenka-user-data');
    const [told] = dialog.showMessageBox.mock.calls[1] as unknown as [{ detail: string }];
    expect(told.detail).toContain('/tmp/tenka-user-data/tenka.db.damaged-2026-01-01T00-00-00-000Z');
    expect(loads).toHaveBeenCalledTimes(2);
    expect(app.quit).not.toHaveBeenCalled();
  });

  it('on a damaged database, "Quit" (or Escape) quits without touching the file', async () => {
    const { windows, ready, dialog, app, ipcHandlers } = mockElectron([1], 'de-DE');
    const { keep, loads } = mockServices([damaged()]);

    await import('../../src-main/electron/main');
    ready();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled(), WAIT);

    const [question] = dialog.showMessageBox.mock.calls[0] as unknown as [{ message: string; buttons: string[] }];
    // In the system's language.
    expect(question.message).toBe('Tenka kann seine gespeicherten Partien nicht öffnen');
    expect(question.buttons).toEqual(['Kopie aufbewahren und neu beginnen', 'Beenden']);
    expect(keep).not.toHaveBeenCalled();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(windows).toHaveLength(0);
    expect(ipcHandlers.size).toBe(0);
  });

  it('a database from a newer Tenka is refused with a message, never opened or moved', async () => {
    const { windows, ready, dialog, app } = mockElectron();
    const tooNew = Object.assign(new Error('the database at /x/tenka.db was written by a newer version of Tenka (schema 9); update Tenka to open it'), { kind: 'database-too-new' });
    const { keep } = mockServices([tooNew]);

    await import('../../src-main/electron/main');
    ready();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled(), WAIT);
    const [shown] = dialog.showMessageBox.mock.calls[0] as unknown as [{ type: string; detail: string; buttons: string[] }];
    expect(shown.type).toBe('error');
    expect(shown.detail).toContain('update Tenka to open it');
    expect(shown.buttons).toEqual(['Quit']);
    expect(keep).not.toHaveBeenCalled();
    expect(windows).toHaveLength(0);
  });

  it('any other failure to start is shown and ends the app', async () => {
    const { ready, dialog, app } = mockElectron();
    mockServices([new Error('the engine worker could not start')]);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await import('../../src-main/electron/main');
    ready();
    await vi.waitFor(() => expect(app.exit).toHaveBeenCalledWith(1), WAIT);
    expect(dialog.showErrorBox).toHaveBeenCalledWith('Tenka could not start', 'the engine worker could not start');
    quiet.mockRestore();
  });
});
