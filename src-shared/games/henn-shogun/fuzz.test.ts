/**
 * Fuzz: many seeded games of random legal moves, checking the invariants a
 * player could count on the table after every move. FUZZ_GAMES sets the
 * number of games (default 250, 1000 with TENKA_FULL_CHECKS=1: docs/testing.md),
 * PHYSICS_FUZZ_GAMES those on the physics tower (default 15, full 50).
 */
import { describe, expect, it } from 'vitest';
import { budget } from '../../../tests/budget';
import { Rng } from '../../kernel/rng';
import { BUILDING_LIMIT, BUILDINGS } from './data/cards';
import { inPlay, provinceIndex } from './board';
import { hennShogun as R } from './index';
import { cubeTotals } from './testing';
import type { HennShogunOptions, HennShogunState } from './types';

const GAMES = Number(process.env.FUZZ_GAMES ?? budget(1000, 250));
/** Games on the physics tower (some 50x slower per throw than the classic one, which the big run uses). */
const PHYSICS_GAMES = Number(process.env.PHYSICS_FUZZ_GAMES ?? budget(50, 15));

const CONFIGS: Partial<HennShogunOptions>[] = [
  { players: 3 },
  { players: 4 },
  { players: 5 },
  { players: 3, setup: 'draft' },
  { players: 4, setup: 'draft' },
  { players: 5, setup: 'draft' },
  { players: 3, side: 'moon' },
  { players: 4, side: 'moon' },
  { players: 5, side: 'moon' },
];

function check(s: HennShogunState, where: string): void {
  const fail = (msg: string): never => {
    throw new Error(`${where}: ${msg}`);
  };
  const { colours, peasants } = cubeTotals(s);
  colours.forEach((n, seat) => n !== 62 && fail(`seat ${seat} has ${n} cubes, not 62`));
  if (peasants !== 20) fail(`${peasants} peasants, not 20`);
  for (const c of [...s.tower, ...s.tray, s.peasants]) if (c < 0) fail('negative cube count');
  if ((s.options.tower.model === 'physics') !== (s.towerCubes !== undefined)) fail('towerCubes present iff physics tower');
  if (s.towerCubes) {
    const byColour = [0, 0, 0, 0, 0, 0];
    for (const c of s.towerCubes) byColour[c.colour]!++;
    if (byColour.join() !== s.tower.join()) fail(`lodged cubes ${byColour.join()} differ from the tower's counts ${s.tower.join()}`);
  }
  s.players.forEach((p, seat) => {
    if (p.money < 0) fail(`seat ${seat} money ${p.money}`);
    if (p.supply < 0) fail(`seat ${seat} supply ${p.supply}`);
    if (p.rice < 0) fail(`seat ${seat} rice ${p.rice}`);
  });
  const mask = inPlay(s.options);
  for (const b of BUILDINGS) {
    const built = s.provinces.filter((p) => p[b]).length;
    if (built + s.buildingsLeft[b] !== BUILDING_LIMIT[b]) fail(`${b}: ${built} built + ${s.buildingsLeft[b]} left`);
  }
  s.provinces.forEach((p, i) => {
    if (!mask[i] && (p.owner >= 0 || p.armies > 0)) fail(`excluded province ${i} entered`);
    // A province is held exactly when it has armies; its card is with its owner.
    if ((p.owner >= 0) !== (p.armies > 0)) fail(`province ${i}: owner ${p.owner} with ${p.armies} armies`);
    if (p.owner < 0 && (p.palace || p.temple || p.theatre || p.unrest > 0) && s.phase !== 'draft') {
      // Neutral provinces never hold buildings or unrest (draws and lost revolts strip them).
      fail(`neutral province ${i} has buildings or unrest`);
    }
  });
  // Cards on the mats are the planner's own province cards.
  s.plans.forEach((plan, seat) => {
    plan?.spaces.forEach((c) => {
      if (typeof c === 'string' && s.phase === 'execute') {
        if (s.provinces[provinceIndex(c)]!.owner !== seat) fail(`seat ${seat} has the card of ${c} on its mat but does not own it`);
      }
    });
  });
}

function playGame(options: Partial<HennShogunOptions>, seed: string): { rounds: number; moves: number } {
  const parsed = R.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let s = R.setup(parsed.value, seed);
  const bot = Rng.seeded(`bot:${seed}`);
  check(s, `${seed} setup`);
  let moves = 0;
  let lastRound = R.round(s);
  for (;;) {
    const pending = R.pending(s);
    if (pending.length === 0) break;
    // Every pending seat's random move (from its own view) must be legal.
    const proposals = pending.map((d) => {
      const m = R.randomMove(R.view(s, d.seat), bot);
      const v = R.validate(s, d.seat, m);
      if (!v.ok) throw new Error(`${seed} move ${moves}: seat ${d.seat} random ${JSON.stringify(m)} rejected: ${v.error.message}`);
      return { seat: d.seat, move: v.value };
    });
    // Every listed legal move validates (checked on every 4th move to keep the run short).
    if (moves % 4 === 0) {
      for (const d of pending) {
        for (const m of R.legalMoves(s, d.seat) ?? []) {
          const v = R.validate(s, d.seat, m);
          if (!v.ok) throw new Error(`${seed} move ${moves}: legal move ${JSON.stringify(m)} rejected: ${v.error.message}`);
        }
      }
    }
    const pick = proposals[bot.int(proposals.length)]!;
    s = R.apply(s, pick.seat, pick.move).state;
    moves++;
    const round = R.round(s);
    if (round < lastRound) throw new Error(`${seed}: round went back from ${lastRound} to ${round}`);
    lastRound = round;
    check(s, `${seed} move ${moves}`);
    if (moves > 5000) throw new Error(`${seed}: game does not end`);
  }
  return { rounds: lastRound, moves };
}

function fuzz(games: number, tower: 'classic' | 'physics'): void {
  const t0 = performance.now();
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const options = { ...CONFIGS[g % CONFIGS.length]!, tower: { model: tower } } as Partial<HennShogunOptions>;
    const r = playGame(options, tower === 'classic' ? `fuzz-${g}` : `fuzz-physics-${g}`);
    expect(r.rounds).toBe(8);
    moves += r.moves;
  }
  const ms = performance.now() - t0;
  // eslint-disable-next-line no-console
  console.log(`fuzz (${tower} tower): ${games} games, ${moves} moves in ${(ms / 1000).toFixed(1)} s (${((games * 1000) / ms).toFixed(1)} games/s)`);
}

describe('fuzz', () => {
  it(`${GAMES} random games on the classic tower keep every invariant and end after 8 rounds`, () => {
    fuzz(GAMES, 'classic');
  }, 600_000);
  it(`${PHYSICS_GAMES} random games on the physics tower keep every invariant and end after 8 rounds`, () => {
    fuzz(PHYSICS_GAMES, 'physics');
  }, 600_000);
});
