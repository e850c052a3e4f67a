/**
 * The preload: exposes only the contract's transport as `window.tenka`.
 * Runs sandboxed, so it is bundled into one CommonJS file.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC_PUSH_CHANNEL, IPC_REQUEST_CHANNEL, type TenkaBridge } from '@shared/contract/client';

const bridge: TenkaBridge = {
  request(text: string): Promise<string> {
    if (typeof text !== 'string') return Promise.reject(new TypeError('tenka.request takes JSON text'));
    return ipcRenderer.invoke(IPC_REQUEST_CHANNEL, text) as Promise<string>;
  },
  onPush(callback: (text: string) => void): () => void {
    if (typeof callback !== 'function') throw new TypeError('tenka.onPush takes a function');
    const listener = (_event: IpcRendererEvent, text: unknown): void => {
      if (typeof text === 'string') callback(text);
    };
    ipcRenderer.on(IPC_PUSH_CHANNEL, listener);
    return () => {
      ipcRenderer.removeListener(IPC_PUSH_CHANNEL, listener);
    };
  },
};

contextBridge.exposeInMainWorld('tenka', bridge);
