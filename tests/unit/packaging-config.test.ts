/**
 * The installers' configuration (electron-builder.config.cjs), checked without
 * packing anything: every file it names exists; the native module is unpacked
 * from the archive and gets Electron's build in afterPack (never a rebuild in
 * place, which would break Node's build for the tests); the main process, its
 * engine worker, the preload and the renderer are all inside. And the icons'
 * containers (scripts/icon-formats.mjs) are what Windows and macOS read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeIcns, encodeIco, pngSize } from '../../scripts/icon-formats.mjs';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
interface BuilderConfig {
  directories: { buildResources: string };
  files: string[];
  asar: boolean;
  asarUnpack: string[];
  npmRebuild: boolean;
  afterPack: string;
  extraMetadata: { main: string };
  linux: { target: string[]; icon: string };
  win: { target: { target: string }[]; icon: string };
  mac: { target: { target: string }[]; icon: string };
}
const config = require('../../electron-builder.config.cjs') as BuilderConfig;

/** Whether an electron-builder file pattern (the subset this config uses: `**`, `*`, `{a,b}`) matches a path. */
function matches(pattern: string, path: string): boolean {
  const regex = pattern
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]*)\}/g, (_m, alternatives: string) => `(${alternatives.split(',').join('|')})`)
    .replace(/\*\*\/?/g, '\u0000')
    .replace(/\*/g, '[^/]*')
    .replace(/\u0000/g, '(.*/)?');
  return new RegExp(`^${regex.replace(/\(\.\*\/\)\?$/, '.*')}$`).test(path);
}
/** Whether the app archive takes a path of the project folder (later "!" patterns exclude). */
function included(path: string): boolean {
  let inside = false;
  for (const pattern of config.files) {
    if (pattern.startsWith('!')) {
      if (matches(pattern.slice(1), path)) inside = false;
    } else if (matches(pattern, path)) inside = true;
  }
  return inside;
}

describe('electron-builder configuration', () => {
  it('builds AppImage and deb, NSIS, and dmg', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target.map((t) => t.target)).toEqual(['nsis']);
    expect(config.mac.target.map((t) => t.target)).toEqual(['dmg']);
  });

  it('every file it names exists: icons, hook, main entry, build resources', () => {
    for (const file of [config.linux.icon, config.win.icon, config.mac.icon, config.afterPack, config.directories.buildResources, 'resources/icon.png']) {
      expect(existsSync(join(root, file)), file).toBe(true);
    }
    expect(readdirSync(join(root, config.linux.icon))).toEqual(expect.arrayContaining(['16x16.png', '256x256.png', '512x512.png']));
    expect(config.extraMetadata.main).toBe('out/main/index.js');
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).main).toBe('out/main/index.js');
  });

  it('the native module is unpacked and given Electron’s build after packing, never rebuilt in place', () => {
    expect(config.asar).toBe(true);
    const addon = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
    expect(config.asarUnpack.some((p) => matches(p, addon))).toBe(true);
    expect(config.npmRebuild).toBe(false);
    const hook = readFileSync(join(root, config.afterPack), 'utf8');
    expect(hook).toContain('ensureElectronSqlite');
    expect(hook).toContain("'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'");
    // node_modules come in through electron-builder's copy of the production dependencies, filtered by
    // the "!" patterns: better-sqlite3's C sources stay out, its addon must not.
    expect(matches('node_modules/better-sqlite3/{deps,src,docs,benchmark,test}/**', 'node_modules/better-sqlite3/deps/sqlite3/sqlite3.c')).toBe(true);
    expect(config.files.some((p) => p.startsWith('!') && matches(p.slice(1), addon))).toBe(false);
  });

  it('the main process, its engine worker, the preload and the renderer are inside', () => {
    for (const path of ['out/main/index.js', 'out/main/chunks/engine.worker-0d0a401a.js', 'out/preload/index.cjs', 'out/renderer/index.html', 'out/renderer/assets/index-x.js', 'resources/icon.png', 'package.json']) {
      expect(included(path), path).toBe(true);
    }
    expect(included('out/main/index.js.map')).toBe(false);
    expect(included('src-main/electron/main.ts')).toBe(false);
  });

  it('the built main process names its worker file, and that file is in the build (after electron-vite build)', () => {
    const main = join(root, 'out', 'main', 'index.js');
    // CI builds before the tests (.ci/run); a checkout that never built has nothing to check yet.
    if (!existsSync(main)) return;
    const worker = /"\.\/(chunks\/engine\.worker-[\w-]+\.js)"/.exec(readFileSync(main, 'utf8'))?.[1];
    expect(worker, 'out/main/index.js names the engine worker').toBeTruthy();
    expect(existsSync(join(root, 'out', 'main', worker!))).toBe(true);
    expect(included(`out/main/${worker}`)).toBe(true);
  });
});

describe('icons from resources/icon.svg', () => {
  const png = (size: number): Buffer => readFileSync(join(root, 'resources', 'build', 'icons', `${size}x${size}.png`));

  it('PNGs at every size Linux asks for', () => {
    for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) expect(pngSize(png(size))).toEqual({ width: size, height: size });
    expect(pngSize(readFileSync(join(root, 'resources', 'icon.png')))).toEqual({ width: 512, height: 512 });
  });

  it('the committed .ico and .icns are the encoders’ output of those PNGs (npm run icons was run)', () => {
    expect(readFileSync(join(root, 'resources', 'build', 'icon.ico')).equals(encodeIco([16, 24, 32, 48, 64, 128, 256].map(png)))).toBe(true);
    expect(readFileSync(join(root, 'resources', 'build', 'icon.icns')).equals(encodeIcns([16, 32, 64, 128, 256, 512, 1024].map(png)))).toBe(true);
  });

  it('ICO: header, one directory entry per image (256 written as 0), PNG data at the offsets', () => {
    const ico = encodeIco([png(16), png(256)]);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect([ico.readUInt8(6), ico.readUInt8(6 + 16)]).toEqual([16, 0]);
    const offset = ico.readUInt32LE(6 + 16 + 12);
    const length = ico.readUInt32LE(6 + 16 + 8);
    expect(ico.subarray(offset, offset + length).equals(png(256))).toBe(true);
    expect(() => encodeIco([png(512)])).toThrow('at most 256 px');
  });

  it('ICNS: "icns" and its length, then typed chunks (ic10 = 1024 px)', () => {
    const icns = encodeIcns([png(16), png(1024)]);
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    expect(icns.subarray(8, 12).toString('latin1')).toBe('icp4');
    const second = 8 + icns.readUInt32BE(12);
    expect(icns.subarray(second, second + 4).toString('latin1')).toBe('ic10');
    expect(icns.subarray(second + 8).equals(png(1024))).toBe(true);
  });
});
