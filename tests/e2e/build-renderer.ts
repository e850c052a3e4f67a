/** Builds only the renderer into out/renderer, from the config electron-vite uses (run by global-setup.ts). */
import { build } from 'vite';
import config from '../../electron.vite.config';

if (typeof config !== 'object' || !('renderer' in config) || !config.renderer) throw new Error('electron.vite.config.ts has no renderer config');
await build({ ...config.renderer, configFile: false, mode: 'production', logLevel: 'warn' } as Parameters<typeof build>[0]);
