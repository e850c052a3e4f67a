/**
 * `npm start` serves the browser host; the host builds the user interface only
 * when no build exists, so after an update a player got the old UI. The start
 * script now asks scripts/renderer-build.mjs whether the build is older than
 * any of its sources and rebuilds then.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the start script, no type declarations
import { rendererBuildReason } from '../../scripts/renderer-build.mjs';

const reason = rendererBuildReason as (root: string) => string | null;
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A checkout with a renderer source and a build, each with the given age in seconds. */
function checkout(sourceAge: number, buildAge: number | null): string {
  root = mkdtempSync(join(tmpdir(), 'tenka-start-'));
  const now = Date.now() / 1000;
  mkdirSync(join(root, 'src-renderer', 'screens'), { recursive: true });
  mkdirSync(join(root, 'src-shared'), { recursive: true });
  const source = join(root, 'src-renderer', 'screens', 'HomeScreen.vue');
  writeFileSync(source, '<template />');
  utimesSync(source, now - sourceAge, now - sourceAge);
  if (buildAge !== null) {
    mkdirSync(join(root, 'out', 'renderer'), { recursive: true });
    const built = join(root, 'out', 'renderer', 'index.html');
    writeFileSync(built, '<html></html>');
    utimesSync(built, now - buildAge, now - buildAge);
  }
  return root;
}

describe('npm start: is the built user interface stale?', () => {
  it('builds when no build exists', () => {
    expect(reason(checkout(100, null))).toMatch(/no build/);
  });

  it('rebuilds when a renderer source is newer than the build (an update was pulled)', () => {
    expect(reason(checkout(10, 100))).toMatch(/src-renderer changed/);
  });

  it('rebuilds when a shared source is newer (the renderer bundles src-shared)', () => {
    const dir = checkout(100, 50);
    const shared = join(dir, 'src-shared', 'rules.ts');
    writeFileSync(shared, 'export {}');
    expect(reason(dir)).toMatch(/src-shared changed/);
  });

  it('serves the build as it is when it is newer than every source', () => {
    expect(reason(checkout(100, 10))).toBeNull();
  });
});
