/**
 * electron-vite build for the three Electron targets:
 *   main     src-main/electron/main.ts     → out/main/index.js (ESM, Node)
 *   preload  src-main/electron/preload.ts  → out/preload/index.cjs (one CJS file, sandbox-safe)
 *   renderer src-renderer/index.html       → out/renderer/ (also served by the browser host)
 *
 * `electron-vite build` only reads Electron's package.json; it needs no binary.
 */
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { RENDERER_META_CSP } from './src-main/browser-host/csp';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const shared = here('./src-shared');
const alias = { '@shared': shared };

/** Adds the strict Content-Security-Policy meta tag to the built page only (dev needs HMR). */
function cspMetaTag(): Plugin {
  return {
    name: 'tenka-csp-meta',
    apply: 'build',
    transformIndexHtml() {
      return [
        { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: RENDERER_META_CSP }, injectTo: 'head-prepend' },
      ];
    },
  };
}

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: here('./out/main'),
      externalizeDeps: { include: ['better-sqlite3'] },
      rollupOptions: {
        input: { index: here('./src-main/electron/main.ts') },
        external: ['better-sqlite3'],
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: here('./out/preload'),
      // A sandboxed preload must be a single self-contained CommonJS file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: here('./src-main/electron/preload.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
      },
    },
  },
  renderer: {
    root: here('./src-renderer'),
    resolve: { alias },
    plugins: [vue(), cspMetaTag()],
    build: {
      outDir: here('./out/renderer'),
      emptyOutDir: true,
      rollupOptions: {
        input: { index: here('./src-renderer/index.html') },
      },
    },
  },
});
