/**
 * Kunitori! explained at its end (kit/summary): victory points per seat turn
 * by turn, counted from what is public (every seat's holding, scoring.ts),
 * and whether the game ended on its turn limit or an emptied pile. No one is
 * knocked out in this game.
 */
import type { GameEnd, Translate } from '../renderer-game';
import { asKunitoriView } from './kunitori-view';
import { asEvent } from './telling';
import { ownedVp } from './scoring';
import { battle } from './recap';
import type { KunitoriEvent } from '@shared/games/kunitori/public';
import { eventWeights } from '../../kit/summary/event-weights';

function standing(view: unknown): number[] | null {
  const v = asKunitoriView(view);
  return v ? v.players.map(ownedVp) : null;
}

function condition(view: unknown, events: readonly unknown[], t: Translate): string {
  const over = events.map(asEvent).find((e) => e?.type === 'game-over');
  const v = asKunitoriView(view);
  const scores = over?.type === 'game-over' ? over.scores : (v?.players.map(ownedVp) ?? []);
  const best = Math.max(...scores, 0);
  return t(over?.type === 'game-over' && over.byTurnLimit ? 'kunitori.summary.condition.limit' : 'kunitori.summary.condition.pile', { n: best });
}

/** A battle's gain and a bought victory card weigh most. */
const weight = eventWeights<KunitoriEvent>({ battle: (e) => (e.attackerGains !== null ? 2 : 1), buy: 0.5, gain: 0.5, scrap: 0.5 });

export const end: GameEnd = {
  battle,
  standing,
  standingKey: 'kunitori.summary.points',
  condition,
  weight,
  // The engine's rounds are the turns.
  roundKey: 'kunitori.summary.round',
  chartKey: 'kunitori.summary.chart',
};
