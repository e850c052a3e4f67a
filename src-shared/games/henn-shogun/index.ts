/**
 * Dirk Henn's Shogun (Queen Games 2006) as a Tenka ruleset. Rules: seed 002
 * (the Dutch rulebook) and /work/shared/rules/henn-shogun.md (clarifications).
 */
import { defineRuleset } from '../../kernel/define-ruleset';
import type { Ruleset } from '../../kernel/ruleset';
import { applyMove } from './apply';
import { cloneState } from './clone';
import { DECISIONS, pendingOf, resultOf, roundOf } from './flow';
import { legalMovesOf, randomMoveOf } from './legal';
import { HENN_MOVES } from './move-schema';
import { crossCheck, HENN_EXTRA_OPTIONS, HENN_OPTIONS } from './options';
import { startYear } from './season';
import { setupGame } from './setup';
import { physicsTower, statisticalTower, type TowerModel } from './tower-model';
import type { HennShogunEvent, HennShogunMove, HennShogunOptions, HennShogunState, HennShogunView } from './types';
import { validateMove } from './validate';
import { viewOf } from './view';
import { HENN_REVEALS } from './reveals';

export type HennShogunRuleset = Ruleset<HennShogunState, HennShogunMove, HennShogunView, HennShogunEvent, HennShogunOptions>;

export interface HennShogunDeps {
  /** The tower behind every throw; default: the options' model (physics, or classic with p and q). */
  tower?: TowerModel;
}

export { roundOf } from './flow';

export function createHennShogun(deps: HennShogunDeps = {}): HennShogunRuleset {
  const physics = physicsTower();
  const towerFor = (s: { options: HennShogunOptions }): TowerModel =>
    deps.tower ??
    (s.options.tower.model === 'physics' ? physics : statisticalTower(s.options.tower.p, s.options.tower.q));
  return defineRuleset<HennShogunState, HennShogunMove, HennShogunView, HennShogunEvent, HennShogunOptions>({
    id: 'henn-shogun',
    version: '2',
    title: 'Shogun (Dirk Henn)',
    minPlayers: 3,
    maxPlayers: 5,
    options: HENN_OPTIONS,
    extraOptionKeys: HENN_EXTRA_OPTIONS,
    crossCheck,
    setup: (options, seed) => setupGame(options, seed, towerFor({ options }), startYear).state,
    pending: pendingOf,
    decisions: DECISIONS,
    moves: HENN_MOVES,
    reveals: HENN_REVEALS,
    validate: validateMove,
    apply: (ctx, seat, move) => applyMove(ctx, seat, move, towerFor(ctx.state)),
    clone: cloneState,
    legalMoves: legalMovesOf,
    randomMove: randomMoveOf,
    view: viewOf,
    result: resultOf,
    round: roundOf,
  });
}

export const hennShogun: HennShogunRuleset = createHennShogun();

export * from './public';
