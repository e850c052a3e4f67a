#!/usr/bin/env node
/**
 * `npm run icons`: every icon the app and its installers use, rendered from the
 * one source, resources/icon.svg (run it after changing the SVG, and commit the
 * results: packaging then needs no image tools):
 *
 *   resources/icon.png              512 px, the window icon (src-main/electron/main.ts)
 *   resources/build/icons/NxN.png   Linux (AppImage, deb): 16 … 1024 px
 *   resources/build/icon.ico        Windows (NSIS): 16 … 256 px
 *   resources/build/icon.icns       macOS (dmg): 16 … 1024 px
 *
 * The SVG is rasterised by resvg compiled to WebAssembly (@resvg/resvg-wasm):
 * no native module, nothing downloaded at install time. ICO and ICNS are
 * written by scripts/icon-formats.mjs (both hold PNGs).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { encodeIcns, encodeIco } from './icon-formats.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));

const svg = readFileSync(join(root, 'resources', 'icon.svg'), 'utf8');
const cache = new Map();
function render(size) {
  if (!cache.has(size)) cache.set(size, Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render().asPng()));
  return cache.get(size);
}

const build = join(root, 'resources', 'build');
mkdirSync(join(build, 'icons'), { recursive: true });
const written = [];
function write(path, data) {
  writeFileSync(path, data);
  written.push(`${path.slice(root.length + 1)} (${(data.length / 1024).toFixed(0)} KB)`);
}
write(join(root, 'resources', 'icon.png'), render(512));
for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) write(join(build, 'icons', `${size}x${size}.png`), render(size));
write(join(build, 'icon.ico'), encodeIco([16, 24, 32, 48, 64, 128, 256].map(render)));
write(join(build, 'icon.icns'), encodeIcns([16, 32, 64, 128, 256, 512, 1024].map(render)));
console.log(`Icons from resources/icon.svg:\n  ${written.join('\n  ')}`);
