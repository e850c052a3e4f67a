/**
 * The attack odds on MB Shogun's province card ("Attack from Echigo (army 1): 62% to win"): while the human
 * declares battles (Phase B), each of their troops that may attack the province; between an experienced army's
 * attacks (Phase C's follow-up), that army from where it stands. The chance is the engine's (`attackWinChance`
 * through public.ts, from the seat's view only); the renderer only words the number.
 */
import { attackable, attackWinChance, boardOf, NEIGHBOURS, provinceIndex, provinceName, troopsInPosition, type MbShogunState, type MbShogunView } from '@shared/games/mb-shogun/public';
import { percentOf } from '../../../kit/map/province-card';

type T = (key: string, params?: Record<string, string | number>) => string;

/** Per view (one position): its board and the chances already worked out (a hover asks again and again). */
const memo = new WeakMap<MbShogunView, { board: MbShogunState; chances: Map<string, number | null> }>();

function of(view: MbShogunView): { board: MbShogunState; chances: Map<string, number | null> } {
  let m = memo.get(view);
  if (!m) memo.set(view, (m = { board: boardOf(view), chances: new Map() }));
  return m;
}

/** The troops the decision may attack with: every troop in combat position (declaring), or the campaign's army (its follow-up). */
function attackers(board: MbShogunState, colour: number, followUp: boolean): { from: number; troop: 'army' | 'force'; army: number; targets: number[] }[] {
  if (!followUp) return troopsInPosition(board, colour);
  const army = board.war?.campaign?.army ?? -1;
  const a = board.colours[colour]?.armies[army];
  if (!a || a.province < 0) return [];
  return [{ from: a.province, troop: 'army', army, targets: NEIGHBOURS[a.province]!.filter((q) => attackable(board, colour, q)) }];
}

export function attackOddsLines(id: string, o: { t: T; view: MbShogunView; colour: number; followUp?: boolean }): string[] {
  const to = provinceIndex(id);
  if (to < 0 || o.colour < 0) return [];
  const m = of(o.view);
  return attackers(m.board, o.colour, o.followUp ?? false)
    .filter((x) => x.targets.includes(to))
    .flatMap((x) => {
      const key = `${o.colour}:${x.from}:${x.troop}:${to}`;
      if (!m.chances.has(key)) m.chances.set(key, attackWinChance(m.board, o.colour, x.from, to, x.troop));
      const chance = m.chances.get(key);
      if (chance === null || chance === undefined) return [];
      const troop = x.troop === 'army' ? o.t('mb-shogun.odds.army', { n: x.army + 1 }) : o.t('mb-shogun.odds.force');
      return [o.t('mb-shogun.odds.attack', { from: provinceName(x.from), troop, pct: percentOf(chance) })];
    });
}
