/**
 * Jūni-tsuki explained at its end (kit/summary): castles per seat month by
 * month, the Shogun or the most castles after the last year [R §9], and for
 * a player knocked out the Daimyō it lost and the castles taken from it,
 * then the knock-out.
 */
import type { GameEnd, Knockout, LoggedMove, Translate } from '../renderer-game';
import { castlesOf } from '@shared/games/juni-tsuki/public';
import { asJuniView } from './juni-view';
import { asEvent } from './telling';
import { battle } from './recap';
import type { JuniEvent } from '@shared/games/juni-tsuki/public';
import { eventWeights } from '../../kit/summary/event-weights';

function standing(view: unknown): number[] | null {
  const v = asJuniView(view);
  if (!v) return null;
  return v.players.map((_, seat) => castlesOf(v, seat).length);
}

function condition(view: unknown, _events: readonly unknown[], t: Translate): string {
  const v = asJuniView(view);
  return t(v && v.shogun !== null ? 'juni-tsuki.summary.condition.shogun' : 'juni-tsuki.summary.condition.castles');
}

/** The Daimyō killed and castles taken (the last six), then the knock-out; `by`: who killed the last Daimyō. */
function knockouts(log: readonly LoggedMove[]): Knockout[] {
  const out: Knockout[] = [];
  const blows = new Map<number, { ply: number; index: number; by: number | null }[]>();
  for (const move of log) {
    move.events.forEach((raw, index) => {
      const e = asEvent(raw);
      if (!e) return;
      if (e.type === 'daimyo-killed') blows.set(e.owner, [...(blows.get(e.owner) ?? []), { ply: move.ply, index, by: e.by }]);
      if (e.type === 'castle-taken') blows.set(e.from, [...(blows.get(e.from) ?? []), { ply: move.ply, index, by: e.by }]);
      if (e.type === 'player-out') {
        const list = (blows.get(e.seat) ?? []).slice(-6);
        const by = list[list.length - 1]?.by ?? null;
        out.push({ seat: e.seat, by: by !== null && by !== e.seat ? by : null, at: [...list.map(({ ply, index: i }) => ({ ply, index: i })), { ply: move.ply, index }] });
      }
    });
  }
  return out;
}

/** Castles taken weigh two, Daimyō killed one. */
const weight = eventWeights<JuniEvent>({ 'castle-taken': 2, 'daimyo-killed': 1 });

export const end: GameEnd = {
  battle,
  standing,
  standingKey: 'juni-tsuki.summary.castles',
  condition,
  knockouts,
  weight,
  // The engine's rounds are the months; its result's scores encode the tie-break order (castles, Daimyō, koku), not points.
  roundKey: 'juni-tsuki.summary.round',
  chartKey: 'juni-tsuki.summary.chart',
  hideScores: true,
};
