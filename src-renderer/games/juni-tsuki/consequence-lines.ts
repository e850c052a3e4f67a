/**
 * Jūni-tsuki's consequences in words, for the warning before send
 * (kit/table/consequence-gate.ts). What a move costs is the engine's answer
 * (`consequencesOf`, src-shared/games/juni-tsuki/consequences.ts); this only
 * names provinces, points and players.
 */
import { consequencesOf, type JuniConsequence } from '@shared/games/juni-tsuki/public';
import type { JuniMove, JuniView } from '@shared/games/juni-tsuki/public';
import type { Translate } from '../renderer-game';
import { pointName, provinceName } from './juni-view';
import { thousands } from './telling';

export function consequenceLine(c: JuniConsequence, seat: number, name: (seat: number) => string, t: Translate): string {
  const own = c.owner === seat;
  switch (c.kind) {
    case 'daimyo-dies':
      return t(own ? 'juni-tsuki.consequence.daimyoDies' : 'juni-tsuki.consequence.daimyoDiesAlly', { name: name(c.owner), province: provinceName(c.province) });
    case 'out':
      return t(own ? 'juni-tsuki.consequence.out' : 'juni-tsuki.consequence.outAlly', { name: name(c.owner) });
    case 'ronin': {
      const n = thousands(c.samurai, t);
      if (c.provinces.length === 1) return t(own ? 'juni-tsuki.consequence.ronin' : 'juni-tsuki.consequence.roninAlly', { name: name(c.owner), n, province: provinceName(c.provinces[0]!) });
      // A checkpoint counts for both its provinces (§3): named as the point, with both provinces.
      const [a, b] = c.provinces.map(provinceName);
      return t(own ? 'juni-tsuki.consequence.roninPoint' : 'juni-tsuki.consequence.roninAllyPoint', { name: name(c.owner), n, point: pointName(c.points[0]!, t), a: a!, b: b! });
    }
  }
}

/** The lines to say before `m` is sent by `seat` (none: the move goes at once). */
export function consequenceLines(v: JuniView, seat: number, m: JuniMove, name: (seat: number) => string, t: Translate): string[] {
  return consequencesOf(v, seat, m).map((c) => consequenceLine(c, seat, name, t));
}
