/**
 * The attack odds on the province card (odds.ts): they agree with the engine's own battle resolution played many
 * times (combat.ts startBattle/battleStep with seeded dice, default casualties, the attacker fighting on), grow
 * with the attacker's strength, match a worked example, and use only what the attacking seat's view shows.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { makeCtx } from './apply';
import { isSea, NEIGHBOURS, provinceId } from './board';
import { cloneState } from './clone';
import { battleStep, startBattle } from './combat';
import { boardOf } from './determinize';
import { attackWinChance, battleWinChance } from './odds';
import { atWar, put, putArmy, scene } from './testing';
import type { MbShogunState, UnitSpec } from './types';
import { viewOf } from './view';

/** The first pair of neighbours that touch by land (or along a sea line). */
function pair(sea: boolean): [number, number] {
  for (let i = 0; i < NEIGHBOURS.length; i++) for (const j of NEIGHBOURS[i]!) if (isSea(i, j) === sea) return [i, j];
  throw new Error('no pair');
}

interface Scene {
  sea?: boolean;
  army: UnitSpec;
  armyRonin?: number;
  defForce: UnitSpec;
  defHidden?: number;
  castle?: 0 | 1 | 2;
}

/** A 2-player board: colour 0's army 0 next to colour 1's provincial force, colour 0 at war in Phase C. */
function board(sc: Scene): { s: MbShogunState; from: number; to: number } {
  const [from, to] = pair(sc.sea ?? false);
  const s = scene(2);
  putArmy(s, 0, 0, provinceId(from), sc.army, { ronin: sc.armyRonin ?? 0 });
  put(s, 1, provinceId(to), sc.defForce, { castle: sc.castle ?? 0, hidden: sc.defHidden ?? 0 });
  atWar(s, 0, 'c');
  return { s, from, to };
}

/** The engine's own battle, `n` times with seeded dice: casualties by default, the attacker always fights on. Share of battles where every defender fell. */
function engineWins(sc: Scene, n: number): number {
  const { s, from, to } = board(sc);
  let won = 0;
  for (let k = 0; k < n; k++) {
    const ctx = makeCtx(cloneState(s), Rng.seeded(`engine-battle-${k}`));
    startBattle(ctx, 0, from, to, 0);
    for (let guard = 0; ctx.s.war!.battle && guard < 1000; guard++) {
      const w = ctx.s.war!;
      if (w.await === 'casualties') w.await = null; // nobody chooses: the engine removes its default losses
      else if (w.await === 'continue') {
        w.await = null;
        w.battle!.step = 'ranged'; // as the move { type: 'continue', callOff: false }
      }
      battleStep(ctx);
    }
    const end = ctx.ev.find((e) => e.type === 'battle-ended');
    if (end && end.type === 'battle-ended' && (end.outcome === 'won' || end.outcome === 'both')) won++;
  }
  return won / n;
}

const odds = (sc: Scene): number => {
  const { s, from, to } = board(sc);
  return attackWinChance(boardOf(viewOf(s, 0)), 0, from, to, 'army')!;
};

describe("MB Shogun: the attacker's chance to win a battle", () => {
  it.each<[string, Scene]>([
    ['an army against a provincial force by land', { army: { spearman: 2, swordsman: 1, bowman: 1 }, defForce: { spearman: 3, gunner: 1 } }],
    ['an army with ronin against a castle', { army: { spearman: 3, gunner: 2, swordsman: 1 }, armyRonin: 2, defForce: { spearman: 2, bowman: 1 }, castle: 1 }],
    ['an army along a sea line (the defender strikes first)', { sea: true, army: { spearman: 3, gunner: 1, bowman: 1 }, defForce: { spearman: 3, swordsman: 1 } }],
  ])('%s: within 2 points of 20,000 battles the engine resolves', (_, sc) => {
    const engine = engineWins(sc, 20_000);
    const shown = odds(sc);
    expect(engine).toBeGreaterThan(0.05);
    expect(engine).toBeLessThan(0.95);
    expect(Math.abs(shown - engine), `shown ${shown}, engine ${engine}`).toBeLessThanOrEqual(0.02);
  }, 120_000);

  it('grows with the attacker: each spearman more never lowers it, and 1 → 8 spearmen goes from unlikely to likely', () => {
    const chances = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => odds({ army: { spearman: n }, defForce: { spearman: 4, swordsman: 1 }, castle: 1 }));
    for (let i = 1; i < chances.length; i++) expect(chances[i]!, chances.join(' ')).toBeGreaterThanOrEqual(chances[i - 1]! - 0.01);
    expect(chances[0]!).toBeLessThan(0.2);
    expect(chances[7]!).toBeGreaterThan(chances[0]! + 0.4);
  });

  it('worked example: one bowman against one spearman by land wins 3 times in 4', () => {
    // A round: the bowman hits on 1-6 of a d12 (1/2) in step 1 and wins; else the spearman hits on 1-4 (1/3) in
    // step 6 and wins; else (1/2 · 2/3 = 1/3) another round. The bowman wins (1/2) / (1 − 1/3) = 3/4.
    const bow = { hasArmy: false, army: [0, 0, 0, 0], daimyo: 0, crippled: false, armyRonin: 0, force: [1, 0, 0, 0], forceRonin: 0, bonusSpear: 0, bonusRonin: 0 } as const;
    const spear = { ...bow, force: [0, 0, 0, 1] } as const;
    const chance = battleWinChance({ ...bow, army: [...bow.army], force: [...bow.force] }, { ...spear, army: [...spear.army], force: [...spear.force] }, false);
    expect(chance).toBeGreaterThan(0.74);
    expect(chance).toBeLessThan(0.76);
  });

  it('is the same number every time, and counts no ronin the defender hid (the view does not show them)', () => {
    const sc: Scene = { army: { spearman: 3, swordsman: 1 }, defForce: { spearman: 3 } };
    expect(odds(sc)).toBe(odds(sc));
    // Two hidden ronin make the defence stronger (the all-seeing board shows it); the attacker's view cannot know them.
    expect(odds({ ...sc, defHidden: 2 })).toBe(odds(sc));
    const { s, from, to } = board({ ...sc, defHidden: 2 });
    const allSeeing = attackWinChance(s, 0, from, to, 'army')!;
    expect(allSeeing).toBeLessThan(odds(sc) - 0.05);
  });
});
