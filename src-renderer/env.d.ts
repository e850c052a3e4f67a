/// <reference types="vite/client" />
import type { TenkaBridge } from '@shared/contract/client';

declare global {
  interface Window {
    /** Present only inside Electron: the preload's bridge to the main process. */
    readonly tenka?: TenkaBridge;
  }
}

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}
