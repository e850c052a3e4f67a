/**
 * What the kit's recaps read of Jūni-tsuki (kit/table/telling.ts): the castles
 * a seat holds (each shown at its province), the koku in them, its samurai on
 * the board (what the others' attacks take: a castle changes hands far more
 * rarely) and its war cards, and a battle: its factors, then one skirmish per pair of groups, all
 * told together (battle-story.ts); the side that won the most skirmishes won.
 * Events are read with the kit's asEvent, not ./telling's (which lists these readings): no import loop.
 */
import { asEvent, type BattleMark, type Holdings } from '../../kit/table/telling';
import { MB_PROVINCES } from '@shared/maps/mb-board';
import { CASTLE_PROVINCE, POINTS } from '@shared/games/juni-tsuki/public';
import { asJuniView } from './juni-view';
import type { JuniEvent } from '@shared/games/juni-tsuki/public';

export function holdings(raw: unknown, seat: number): Holdings | null {
  const v = asJuniView(raw);
  if (!v || !v.players[seat]) return null;
  const places = v.castles.map((c, i) => {
    const p = MB_PROVINCES[CASTLE_PROVINCE[i]!]!;
    return { id: p.id, name: p.name, owner: c.owner >= 0 ? c.owner : null };
  });
  const koku = v.castles.reduce((n, c) => n + (c.owner === seat && c.koku !== null ? c.koku : 0), 0);
  const samurai = v.points.reduce((n, groups) => n + groups.reduce((m, g) => m + (g.o === seat ? g.n : 0), 0), 0);
  return { places, counts: [{ kind: 'koku', n: koku }, { kind: 'samuraiThousands', n: samurai }, { kind: 'cards', n: v.handSizes[seat] ?? 0 }] };
}

export function battle(raw: unknown): BattleMark | null {
  const e = asEvent<JuniEvent>(raw);
  if (e?.type === 'battle-factors') return { part: 'open', until: 'steps' };
  if (e?.type === 'skirmish') {
    const province = POINTS[e.defender.point]?.provinces[0];
    // Ronin (RONIN, −1) are nobody's seat: a skirmish they win counts for "the other side" (−1 among the winners).
    const seats = [e.attacker.owner, e.defender.owner].filter((s) => s >= 0);
    return { part: 'step', seats, winners: [e.winner === 'attacker' ? e.attacker.owner : e.defender.owner], place: province === undefined ? null : (MB_PROVINCES[province]?.id ?? null) };
  }
  return null;
}
