/**
 * Options a player can tell apart (issue 22). The act panel lists war cards
 * and province moves in drop-downs; read with only the destination, two
 * Daimyō moving to Ōsumi read the same ("Moves a Daimyō: Ōsumi" twice), and
 * Fire on two Daimyō standing in one province is "Fire (1) on Takeda's
 * Daimyō in Tosa" twice. Here a Daimyō's move names where he stands, and
 * options that still read the same — they do the same to the player: two
 * Daimyō in one province differ in nothing a player sees — are shown once,
 * saying how many there are. Also: what a war card played against a player
 * targets, for the answer question.
 */
import type { CardPlay, JuniMove, JuniView } from '@shared/games/juni-tsuki/public';
import type { Translate } from '../renderer-game';
import { castleName, pointName, provinceName } from './juni-view';
import { describeMove } from './story';

/** One entry of a drop-down: the label and the move it sends (the first of those alike). */
export interface Option {
  label: string;
  move: JuniMove;
}

const daimyoProvince = (v: JuniView, id: number | undefined): string | null => {
  const d = id === undefined ? undefined : v.daimyo.find((x) => x.id === id);
  return d ? provinceName(d.province) : null;
};

/** A move in words without the player's name, starting with a capital; a Daimyō's move says where he stands. */
export function describeOption(m: JuniMove, v: JuniView, seat: number, name: (seat: number) => string, t: Translate): string {
  const path = (p: readonly number[]): string => p.map(provinceName).join(' → ');
  // Fire names its victim: whose Daimyō where, whose family member in which castle.
  if (m.type === 'fire' && m.daimyo !== undefined) {
    const d = v.daimyo.find((x) => x.id === m.daimyo);
    if (d) return t('juni-tsuki.act.fireDaimyo', { rings: m.rings, name: name(d.owner), province: provinceName(d.province) });
  }
  if (m.type === 'fire' && m.family !== undefined) {
    const f = v.family.find((x) => x.id === m.family);
    if (f && f.castle !== null) return t('juni-tsuki.act.fireFamily', { rings: m.rings, name: name(f.owner), castle: castleName(f.castle, t) });
  }
  const from = m.type === 'province-move' || m.type === 'wind-piece' || m.type === 'water-piece' ? (m.piece === 'daimyo' ? daimyoProvince(v, m.daimyo) : null) : null;
  if (from !== null && m.type === 'province-move') return t('juni-tsuki.act.moveDaimyo', { from, path: path(m.path) });
  if (from !== null && m.type === 'wind-piece') return t('juni-tsuki.act.windDaimyo', { rings: m.rings, from, path: path(m.path) });
  if (from !== null && m.type === 'water-piece') return t('juni-tsuki.act.waterDaimyo', { rings: m.rings, from, province: provinceName(m.to) });
  const who = name(seat);
  const text = describeMove(who, m, t).replace(new RegExp(`^${escape(who)}:?\\s*`), '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The options in order, each label once: moves whose labels are the same are
 * alike for the player (see above), shown once with how many there are.
 */
export function distinctOptions(moves: readonly JuniMove[], label: (m: JuniMove) => string, t: Translate): Option[] {
  const byLabel = new Map<string, { move: JuniMove; n: number }>();
  for (const move of moves) {
    const l = label(move);
    const seen = byLabel.get(l);
    if (seen) seen.n++;
    else byLabel.set(l, { move, n: 1 });
  }
  return [...byLabel].map(([l, { move, n }]) => ({ label: n > 1 ? `${l} ${t('juni-tsuki.act.alike', { n })}` : l, move }));
}

/** What a war card played against a player does to him, for the answer question ("Fire targets your Daimyō in Tosa."). */
export function cardTarget(play: CardPlay, v: JuniView, t: Translate): string {
  const a = play.action;
  switch (a.kind) {
    case 'fire': {
      if (a.daimyo !== undefined) return t('juni-tsuki.answer.target.fireDaimyo', { province: daimyoProvince(v, a.daimyo) ?? '?' });
      const f = v.family.find((x) => x.id === a.family);
      return t('juni-tsuki.answer.target.fireFamily', { castle: f && f.castle !== null ? castleName(f.castle, t) : '?' });
    }
    case 'water':
      return t('juni-tsuki.answer.target.water', { from: pointName(a.from, t), to: pointName(a.to, t) });
    case 'water-piece':
      return t(a.piece === 'daimyo' ? 'juni-tsuki.answer.target.waterDaimyo' : 'juni-tsuki.answer.target.waterShadow', { province: provinceName(a.to) });
    case 'earth':
      return t('juni-tsuki.answer.target.earth', { point: pointName(a.point, t) });
  }
}
