/**
 * The Node versions Tenka supports (package.json "engines"), and the one line
 * `npm start`, `npm test` and `npm run dist` print on another before anything
 * else runs (scripts/node-version.mjs). The Node version is mocked; the range
 * is checked against what the packages Tenka runs on declare.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkNode, describeRange, satisfies, supportedRange } from '../../scripts/node-version.mjs';

const root = join(import.meta.dirname, '..', '..');
const range = supportedRange(root);
const engines = (name: string): string => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).engines.node;

describe('which Node', () => {
  it('package.json names 20.19+, 22.12+ and 24 to 26', () => {
    expect(range).toBe('^20.19.0 || ^22.12.0 || >=24.0.0 <27.0.0');
    expect(describeRange(range)).toBe('20.19+, 22.12+ or 24 to 26');
    for (const v of ['20.19.0', '20.20.2', '22.12.0', '22.20.0', '24.0.0', '25.1.0', '26.3.1']) expect(satisfies(v, range), v).toBe(true);
    for (const v of ['18.20.4', '20.18.3', '21.7.3', '22.11.0', '23.11.1', '27.0.0']) expect(satisfies(v, range), v).toBe(false);
  });

  it('every supported Node is one the build, the tests and the database accept (electron-vite, vite, vitest, Playwright, better-sqlite3)', () => {
    // The lowest and highest of each supported line; checked against the ranges the installed packages declare.
    const edges = ['20.19.0', '20.99.0', '22.12.0', '22.99.0', '24.0.0', '24.99.0', '25.0.0', '26.0.0', '26.99.0'];
    for (const name of ['electron-vite', 'vite', 'vitest', '@playwright/test', 'better-sqlite3']) {
      for (const v of edges) expect(satisfies(v, engines(name)), `${name} (${engines(name)}) on Node ${v}`).toBe(true);
    }
    // Electron declares >=22.12 for its install script; on Node 20 npm warns and everything Tenka does with it works (README).
    expect(satisfies('20.19.0', engines('electron'))).toBe(false);
    expect(satisfies('22.12.0', engines('electron'))).toBe(true);
  });

  it('an old Node: one line naming it, the versions, and what to do', () => {
    const result = checkNode({ version: 'v18.19.1', range, env: {}, what: 'npm start' });
    expect(result).toEqual({
      ok: false,
      line: 'npm start stopped: this is Node 18.19.1, and Tenka runs on Node 20.19+, 22.12+ or 24 to 26 (package.json "engines"). Install one of those (https://nodejs.org, the LTS), then npm install and npm start again (TENKA_ANY_NODE=1 tries anyway).',
    });
    expect(checkNode({ version: 'v20.20.2', range, env: {}, what: 'npm test' })).toEqual({ ok: true });
    expect(checkNode({ version: 'v18.19.1', range, env: { TENKA_ANY_NODE: '1' }, what: 'npm test' })).toEqual({ ok: true, skipped: true });
  });

  it('`node scripts/node-version.mjs` (npm test\'s first step) passes on this Node and is silent', () => {
    const run = spawnSync(process.execPath, [join(root, 'scripts', 'node-version.mjs')], { encoding: 'utf8' });
    expect(satisfies(process.version, range)).toBe(true);
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toBe('');
  });

  it('on an old Node (its version faked before the check loads) npm test stops at its first step with that line', () => {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.test!.startsWith('node scripts/node-version.mjs && ')).toBe(true);
    const fakeOld = `data:text/javascript,Object.defineProperty(process,"version",{value:"v18.19.1"})`;
    const run = spawnSync(process.execPath, ['--import', fakeOld, join(root, 'scripts', 'node-version.mjs')], { encoding: 'utf8', env: { ...process.env, TENKA_ANY_NODE: '' } });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^npm test stopped: this is Node 18\.19\.1, and Tenka runs on Node 20\.19\+/)]);
  });

  it('npm start and npm run dist ask before anything else', () => {
    for (const script of ['start.mjs', 'dist.mjs']) {
      const source = readFileSync(join(root, 'scripts', script), 'utf8');
      const body = source.slice(source.lastIndexOf('\nimport ')).split('\n').slice(2).join('\n');
      expect(body.trimStart().startsWith('exitUnlessSupportedNode('), script).toBe(true);
    }
  });
});
