/**
 * Installers with electron-builder (`npm run dist`; why electron-builder and not
 * Forge, and how to build each installer: docs/desktop.md).
 *
 *   Linux: AppImage and .deb · Windows: NSIS · macOS: dmg
 *
 * What goes in: the electron-vite build (out/: the main process with the engine
 * worker beside it, the sandboxed preload, the renderer), the window icon, and
 * the production dependencies electron-builder copies from node_modules.
 *
 * better-sqlite3: electron-builder would rebuild it for Electron *in place*
 * (npmRebuild), overwriting the Node build that the tests and the CLI load. So
 * npmRebuild is off, and scripts/electron-builder-after-pack.cjs puts the build
 * for the target's Electron ABI (scripts/electron-sqlite.mjs, cached per
 * Electron version) into the unpacked copy of the module. Native files cannot
 * be loaded from inside the asar archive, hence asarUnpack.
 *
 * tests/unit/packaging-config.test.ts checks this file: every file it names
 * exists, the native module is unpacked, the worker and the renderer are in.
 */
module.exports = {
  appId: 'app.tenka.desktop',
  productName: 'Tenka',
  copyright: 'Tenka contributors',
  directories: { output: 'dist', buildResources: 'resources/build' },
  files: [
    'out/**/*',
    'resources/icon.png',
    'package.json',
    '!out/**/*.map',
    // better-sqlite3's sources and build leftovers: only lib/ and the addon are needed at run time.
    '!node_modules/better-sqlite3/{deps,src,docs,benchmark,test}/**',
    '!node_modules/better-sqlite3/build/Release/{obj,obj.target,.deps,test_extension.node}',
    '!node_modules/better-sqlite3/build/{deps,Makefile,*.mk,config.gypi,binding.Makefile,*.target.mk}',
  ],
  asar: true,
  asarUnpack: ['node_modules/better-sqlite3/build/Release/better_sqlite3.node'],
  npmRebuild: false,
  afterPack: './scripts/electron-builder-after-pack.cjs',
  extraMetadata: { main: 'out/main/index.js' },
  linux: {
    target: ['AppImage', 'deb'],
    icon: 'resources/build/icons',
    category: 'Game',
    synopsis: 'The Shogun family of strategy board games, solo against bots, hotseat and replays',
    maintainer: 'Tenka contributors <tenka@users.noreply.github.com>',
  },
  deb: { packageCategory: 'games' },
  appImage: { artifactName: '${productName}-${version}-${arch}.${ext}' },
  win: { target: [{ target: 'nsis', arch: ['x64'] }], icon: 'resources/build/icon.ico' },
  nsis: { oneClick: false, allowToChangeInstallationDirectory: true, artifactName: '${productName}-Setup-${version}.${ext}' },
  mac: { target: [{ target: 'dmg', arch: ['x64', 'arm64'] }], icon: 'resources/build/icon.icns', category: 'public.app-category.board-games' },
  dmg: { artifactName: '${productName}-${version}-${arch}.${ext}' },
};
