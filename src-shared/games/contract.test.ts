/**
 * The game file contract (issue 25; the test game's README.md): every game folder has
 * the same files doing the same jobs, its ruleset never changes its input, and
 * the renderer reaches a game's engine only through the game's `public.ts`.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkApplyLeavesInput } from '../testing/conformance';
import { defaultOptions } from './game-module';
import { GAME_IDS, GAMES } from './index';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const GAMES_DIR = join(ROOT, 'src-shared', 'games');

/** Every game folder must have these (`clone.ts` only when structuredClone is not right). */
const CONTRACT_FILES = [
  'types.ts', 'options.ts', 'setup.ts', 'flow.ts', 'validate.ts', 'apply.ts', 'view.ts', 'legal.ts',
  'determinize.ts', 'move-schema.ts', 'index.ts', 'game.ts', 'public.ts', 'errors.ts',
];
/** Names that meant different jobs in different games; their content has a contract home now. */
const GONE = ['moves.ts', 'engine.ts', 'rules.ts', 'context.ts', 'random-move.ts', 'table.ts'];

/**
 * The games on the contract: those with a `public.ts` (the last file a converted game gets, as the renderer's imports
 * move to it). From then on every contract file must stay. Games not yet converted are named in the last test's title.
 */
const CONFORMING: readonly string[] = GAME_IDS.filter((id) => existsSync(join(GAMES_DIR, id, 'public.ts')));
const NOT_YET = GAME_IDS.filter((id) => !CONFORMING.includes(id));

describe('the game file contract', () => {
  it.each(CONFORMING)('%s has every contract file and none of the retired names', (id) => {
    const files = new Set(readdirSync(join(GAMES_DIR, id)));
    expect(CONTRACT_FILES.filter((f) => !files.has(f)), `${id} lacks`).toEqual([]);
    expect(GONE.filter((f) => files.has(f)), `${id} still has`).toEqual([]);
  });

  it.each(CONFORMING)('%s: the Table type (what a state and a view both hold) is flow.ts’s, under that name', (id) => {
    const flow = readFileSync(join(GAMES_DIR, id, 'flow.ts'), 'utf8');
    expect(flow).toMatch(/^export (type|interface) Table\b/m);
    for (const f of readdirSync(join(GAMES_DIR, id)).filter((x) => x.endsWith('.ts') && x !== 'flow.ts')) {
      expect(readFileSync(join(GAMES_DIR, id, f), 'utf8'), `${id}/${f}`).not.toMatch(/^export (type|interface) Table\b/m);
    }
  });

  it(`games not yet on the contract (no public.ts): ${NOT_YET.join(', ') || 'none'}`, () => {
    expect(CONFORMING.length + NOT_YET.length).toBe(GAME_IDS.length);
    expect(CONFORMING.length).toBeGreaterThan(0);
  });

  it.each(GAME_IDS)('%s: apply leaves its input unchanged (state hash before = after) over a random game', (id) => {
    const game = GAMES[id];
    const config = game.conformance.configs[0]!;
    const plies = checkApplyLeavesInput(game.ruleset, defaultOptions(game, config.players as number, config), 'apply-leaves-input');
    expect(plies).toBeGreaterThan(0);
  });

  it.each(GAME_IDS)('%s: parsed options parse again to themselves (saved games store them, and must reopen)', (id) => {
    const game = GAMES[id];
    for (const config of [...game.conformance.configs, game.quickStart, ...game.conformance.golden.map((g) => g.options)]) {
      const once = game.ruleset.parseOptions(defaultOptions(game, config.players as number, config));
      if (!once.ok) throw new Error(`${JSON.stringify(config)}: ${once.error.message}`);
      const twice = game.ruleset.parseOptions(JSON.parse(JSON.stringify(once.value)));
      expect(twice, JSON.stringify(config)).toEqual(once);
    }
  });

  it('the purity check catches an apply that changes its input', () => {
    // Any game serves: its apply is wrapped to scribble on its input.
    const game = GAMES[GAME_IDS[0]!];
    const R = game.ruleset;
    const leaky = { ...R, apply: (s: Record<string, unknown>, seat: number, m: unknown) => ((s.scribble = 1), R.apply(s, seat, m)) };
    const config = game.conformance.configs[0]!;
    expect(() => checkApplyLeavesInput(leaky, defaultOptions(game, config.players as number, config), 'leaky')).toThrow(/changed its input/);
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|vue)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Every engine module of a game the renderer imports, as `<id>/<path>` (from `@shared/...` and relative imports). */
function rendererImportsOfGames(): { file: string; target: string }[] {
  const out: { file: string; target: string }[] = [];
  for (const file of sources(join(ROOT, 'src-renderer'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const spec = m[1]!;
      const abs = spec.startsWith('@shared/') ? join(ROOT, 'src-shared', spec.slice('@shared/'.length)) : spec.startsWith('.') ? resolve(join(file, '..'), spec) : null;
      if (!abs) continue;
      const rel = relative(GAMES_DIR, abs);
      if (rel.startsWith('..') || !rel.includes(sep)) continue;
      out.push({ file: relative(ROOT, file), target: rel.split(sep).join('/') });
    }
  }
  return out;
}

describe('the renderer reaches an engine only through its public.ts', () => {
  it.each(CONFORMING)('%s: src-renderer imports nothing of it but public.ts', (id) => {
    const wrong = rendererImportsOfGames().filter((i) => i.target.startsWith(`${id}/`) && i.target !== `${id}/public`);
    expect(wrong.map((i) => `${i.file} → ${i.target}`)).toEqual([]);
  });
});
