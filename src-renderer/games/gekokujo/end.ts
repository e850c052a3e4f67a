/**
 * Gekokujō explained at its end (kit/summary): provinces per seat round by
 * round, the winning condition of the 'game-over' event (the Mandate,
 * provinces, glory, the round limit, the last clan standing), and for a clan
 * knocked out the battles it lost troops in, then the knock-out.
 */
import type { GameEnd, Knockout, LoggedMove, Translate } from '../renderer-game';
import { provinceCount } from '@shared/games/gekokujo/public';
import { asGekView } from './gek-view';
import { asEvent } from './telling';
import { battle } from './recap';
import type { GekokujoEvent } from '@shared/games/gekokujo/public';
import { eventWeights } from '../../kit/summary/event-weights';

function standing(view: unknown): number[] | null {
  const v = asGekView(view);
  // Round 0 is the choice of clans: nothing is held yet.
  if (!v || v.round === 0) return null;
  return v.players.map((_, seat) => provinceCount(v, seat));
}

function condition(_view: unknown, events: readonly unknown[], t: Translate): string {
  const over = events.map(asEvent).find((e) => e?.type === 'game-over');
  const reason = over?.type === 'game-over' ? over.reason : 'round-limit';
  return t(`gekokujo.summary.condition.${reason}`);
}

/** The last battles in which the clan lost troops (at most four), then its elimination; `by`: who held the last one. */
function knockouts(log: readonly LoggedMove[]): Knockout[] {
  const out: Knockout[] = [];
  const lostIn = new Map<number, { ply: number; index: number; province: number }[]>();
  const heldBy = new Map<string, number | null>();
  for (const move of log) {
    move.events.forEach((raw, index) => {
      const e = asEvent(raw);
      if (!e) return;
      if (e.type === 'casualties') {
        const list = lostIn.get(e.seat) ?? [];
        if (!list.some((x) => x.ply === move.ply && x.province === e.province)) list.push({ ply: move.ply, index, province: e.province });
        lostIn.set(e.seat, list);
      }
      if (e.type === 'battle-end') heldBy.set(`${move.ply}:${e.province}`, e.controller);
      if (e.type === 'eliminated') {
        const battles = (lostIn.get(e.seat) ?? []).slice(-4);
        const last = battles[battles.length - 1];
        const holder = last ? (heldBy.get(`${last.ply}:${last.province}`) ?? null) : null;
        out.push({ seat: e.seat, by: holder !== null && holder !== e.seat ? holder : null, at: [...battles.map(({ ply, index: i }) => ({ ply, index: i })), { ply: move.ply, index }] });
      }
    });
  }
  return out;
}

/** Provinces taken and castles lost weigh one each, a knock-out three. */
const weight = eventWeights<GekokujoEvent>({ 'province-taken': 1, 'castle-lost': 1, eliminated: 3 });

/** A vassal cannot win, however many provinces it holds: the standings say so. */
function seatNote(view: unknown, seat: number, name: (seat: number) => string, t: Translate): string | null {
  const liege = asGekView(view)?.players[seat]?.liege;
  return liege === null || liege === undefined ? null : t('gekokujo.summary.vassal', { liege: name(liege) });
}

export const end: GameEnd = { battle, standing, standingKey: 'summary.provinces', condition, knockouts, weight, seatNote };
