/**
 * The floors of ARCHITECTURE.md, kept true: a floor imports only floors below
 * it (or itself), and no module of src-shared, src-main or src-renderer takes
 * part in an import loop. The scanner is ./import-graph.ts (plain text, no
 * dependency). When this test fails it names each offending import or loop;
 * the fix is to move the shared piece down a floor (ARCHITECTURE.md, "Where do
 * I put…"), not to add an exception here.
 */
import { describe, expect, it } from 'vitest';
import { cycleThrough, importGraph, importLines, importLoops, resolveImport, type FileImports } from './import-graph';

/**
 * The floors, lowest first within each tree: a file may import its own floor
 * and any floor of a lower rank in its tree, plus what its tree may reach in
 * the others (TREES_BELOW). A folder missing here (src-renderer's i18n, board,
 * pixi, replay, the games registry…) is not placed yet: only the loop check
 * and the tree rule cover it (ARCHITECTURE.md, "Floors", says which).
 */
const FLOORS: readonly { floor: string; paths: readonly string[]; rank: number }[] = [
  { floor: 'kernel', paths: ['src-shared/kernel/'], rank: 0 },
  { floor: 'maps', paths: ['src-shared/maps/'], rank: 1 },
  { floor: 'ai', paths: ['src-shared/ai/'], rank: 2 },
  { floor: 'games', paths: ['src-shared/games/'], rank: 3 },
  // The contract speaks of games (rulesets, options, bot levels) to host and renderer; no engine floor needs it.
  { floor: 'contract', paths: ['src-shared/contract/'], rank: 4 },
  { floor: 'testing', paths: ['src-shared/testing/'], rank: 5 },
  { floor: 'worker', paths: ['src-main/worker/'], rank: 0 },
  { floor: 'store', paths: ['src-main/store/'], rank: 1 },
  { floor: 'services', paths: ['src-main/services/'], rank: 2 },
  { floor: 'browser-host', paths: ['src-main/browser-host/'], rank: 3 },
  { floor: 'cli', paths: ['src-main/cli/'], rank: 4 },
  { floor: 'electron', paths: ['src-main/electron/'], rank: 4 },
  { floor: 'api', paths: ['src-renderer/api/'], rank: 0 },
  { floor: 'stores', paths: ['src-renderer/stores/'], rank: 1 },
  { floor: 'kit', paths: ['src-renderer/kit/'], rank: 2 },
  { floor: 'forms', paths: ['src-renderer/campaigns/', 'src-renderer/components/'], rank: 3 },
  { floor: 'screens', paths: ['src-renderer/screens/'], rank: 4 },
  { floor: 'app', paths: ['src-renderer/App.vue', 'src-renderer/main.ts'], rank: 5 },
];

/**
 * Which trees a tree may import: the engine knows no host and no screen; the
 * host and the renderer share only src-shared. The testing floor serves tests
 * only: no production tree imports it.
 */
const TREES_BELOW: Readonly<Record<string, readonly string[]>> = {
  'src-shared': [],
  'src-main': ['src-shared'],
  'src-renderer': ['src-shared'],
};
const TEST_ONLY_FLOORS = new Set(['testing']);

/**
 * Loops known when this test was written that belong to another piece of work
 * (each with where it goes away). The test fails when one of them is gone, so
 * the list only shrinks: delete the line then.
 */
const KNOWN_LOOPS: readonly { files: readonly string[]; why: string }[] = [];

const treeOf = (file: string): string => file.split('/')[0]!;
const floorOf = (file: string) => FLOORS.find((f) => f.paths.some((p) => file === p || file.startsWith(p)));

/** The imports of `graph` that go upward, or into a tree or floor they may not reach, as `from → to (why)`. */
function upwardImports(graph: ReadonlyMap<string, FileImports>): string[] {
  const out: string[] = [];
  for (const [from, { all }] of graph) {
    const fromFloor = floorOf(from);
    for (const to of all) {
      const toFloor = floorOf(to);
      const fromTree = treeOf(from);
      const toTree = treeOf(to);
      if (toTree !== fromTree && !TREES_BELOW[fromTree]!.includes(toTree)) {
        out.push(`${from} → ${to} (${fromTree} may not import ${toTree})`);
      } else if (toFloor && TEST_ONLY_FLOORS.has(toFloor.floor) && fromFloor !== toFloor) {
        out.push(`${from} → ${to} (the ${toFloor.floor} floor serves tests only)`);
      } else if (fromFloor && toFloor && fromTree === toTree && toFloor.rank > fromFloor.rank) {
        out.push(`${from} → ${to} (${fromFloor.floor} is below ${toFloor.floor})`);
      }
    }
  }
  return out.sort();
}

/** The loops among the files' runtime imports (type-only imports are erased and cannot make one module wait for another). */
function runtimeLoops(graph: ReadonlyMap<string, FileImports>): { loop: string[]; cycle: string }[] {
  const runtime = new Map([...graph].map(([file, i]) => [file, i.runtime]));
  return importLoops(runtime).map((loop) => ({ loop, cycle: cycleThrough(runtime, loop) }));
}

describe('the scanner', () => {
  it('reads imports, re-exports and type-only imports, and skips those in comments', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "export { g } from './g';",
      "export type { H } from './h';",
      "import './side-effect.css';",
      'import {',
      '  many,',
      '  lines,',
      "} from '@shared/kernel/rng';",
      "// import { old } from './commented-out';",
      "/* import { older } from './block-comment'; */",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(importLines(text)).toEqual([
      { specifier: './a', typeOnly: false },
      { specifier: './b', typeOnly: true },
      { specifier: './c', typeOnly: true },
      { specifier: './e', typeOnly: false },
      { specifier: './g', typeOnly: false },
      { specifier: './h', typeOnly: true },
      { specifier: './side-effect.css', typeOnly: false },
      { specifier: '@shared/kernel/rng', typeOnly: false },
    ]);
  });

  it('resolves relative, @shared, .js-suffixed and folder imports to files, and packages to nothing', () => {
    expect(resolveImport('src-main/services/client.ts', './errors')).toBe('src-main/services/errors.ts');
    expect(resolveImport('src-renderer/board/palette.ts', '@shared/contract/messages')).toBe('src-shared/contract/messages.ts');
    expect(resolveImport('src-main/cli/index.ts', '../../src-shared/games')).toBe('src-shared/games/index.ts');
    expect(resolveImport('src-main/services/client.ts', './errors.js')).toBe('src-main/services/errors.ts');
    expect(resolveImport('src-main/services/client.ts', 'node:fs')).toBeNull();
    expect(resolveImport('src-main/services/client.ts', 'vue')).toBeNull();
  });

  it('finds a loop once however many cycles run through it, and a cycle to cut', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
      ['c', ['a']],
      ['d', ['a']],
      ['e', ['e2']],
      ['e2', []],
    ]);
    expect(importLoops(graph)).toEqual([['a', 'b', 'c']]);
    expect(cycleThrough(graph, ['a', 'b', 'c'])).toBe('a → b → a');
  });

  it('flags an upward import, a tree crossing and a production import of the testing floor', () => {
    const planted = new Map<string, FileImports>([
      ['src-shared/kernel/x.ts', { all: ['src-shared/ai/playout.ts'], runtime: [] }],
      ['src-shared/ai/y.ts', { all: ['src-main/store/store.ts'], runtime: [] }],
      ['src-main/services/z.ts', { all: ['src-shared/testing/conformance.ts', 'src-main/store/store.ts'], runtime: [] }],
      ['src-renderer/stores/w.ts', { all: ['src-renderer/kit/table/recall.ts', 'src-renderer/api/index.ts'], runtime: [] }],
    ]);
    expect(upwardImports(planted)).toEqual([
      'src-main/services/z.ts → src-shared/testing/conformance.ts (the testing floor serves tests only)',
      'src-renderer/stores/w.ts → src-renderer/kit/table/recall.ts (stores is below kit)',
      'src-shared/ai/y.ts → src-main/store/store.ts (src-shared may not import src-main)',
      'src-shared/kernel/x.ts → src-shared/ai/playout.ts (kernel is below ai)',
    ]);
  });
});

describe('the floors of ARCHITECTURE.md', () => {
  const graph = importGraph();

  it('reads the whole tree', () => {
    // A scanner that silently read nothing would pass everything below.
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get('src-main/services/host-services.ts')?.all).toContain('src-main/store/store.ts');
    for (const floor of FLOORS) {
      expect([...graph.keys()].some((file) => floorOf(file) === floor), `no file on floor ${floor.floor}`).toBe(true);
    }
  });

  it('no floor imports a floor above it, and no tree reaches one it may not', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('no import loops in src-shared, src-main and src-renderer', () => {
    const loops = runtimeLoops(graph);
    const known = (loop: readonly string[]) => KNOWN_LOOPS.some((k) => k.files.join() === loop.join());
    expect(loops.filter((l) => !known(l.loop)).map((l) => l.cycle)).toEqual([]);
    // A known loop that is gone leaves the list (so it only shrinks).
    const gone = KNOWN_LOOPS.filter((k) => !loops.some((l) => l.loop.join() === k.files.join()));
    expect(gone.map((k) => `${k.why}: gone, delete it from KNOWN_LOOPS`)).toEqual([]);
  });
});
