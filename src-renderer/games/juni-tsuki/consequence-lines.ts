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

/**
 * The lines to say before `m` is sent by `seat` (none: the move goes at once). Daimyō dying together in one
 * province are one line with their number (issue 32: two of them there said the same line twice).
 */
export function consequenceLines(v: JuniView, seat: number, m: JuniMove, name: (seat: number) => string, t: Translate): string[] {
  const all = consequencesOf(v, seat, m);
  const out: string[] = [];
  for (const c of all) {
    const together = c.kind === 'daimyo-dies' ? all.filter((x) => x.kind === 'daimyo-dies' && x.owner === c.owner && x.province === c.province) : [c];
    if (together[0] !== c) continue;
    if (c.kind !== 'daimyo-dies' || together.length === 1) out.push(consequenceLine(c, seat, name, t));
    else out.push(t(c.owner === seat ? 'juni-tsuki.consequence.daimyoDiesN' : 'juni-tsuki.consequence.daimyoDiesAllyN', { n: together.length, name: name(c.owner), province: provinceName(c.province) }));
  }
  return out;
}
