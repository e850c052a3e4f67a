/**
 * Battles fought and war cards played on apply's copy of the state (seed-003 §5.2, §7, §8): groups joining a side,
 * the battle resolved and a cleared castle taken, a war card played, answered or carried out, and the defender's
 * battle decision resumed after his card.
 */
import type { Rng } from '../../kernel/rng';
import { CASTLE_AT_POINT } from './map';
import { foreignOwners, samuraiAt } from './board';
import { reinforcements, resolveBattle } from './battle';
import { checkOut, killDaimyo, moveGroup, placePiece, spendPair } from './changes';
import { ownCastle, ownFamily, ownPoints } from './clone';
import type { Battle, CardPlay, Interrupt, JuniEvent, JuniMove, JuniState } from './types';

/** §5.2: a named group joins its side; a defender's extra group lets the attacker name more. */
export function joinBattle(s: JuniState, b: Battle, side: 'attacker' | 'defender', group: { point: number; owner: number }, events: JuniEvent[]): void {
  if (!reinforcements(s, b, side).some((g) => g.point === group.point && g.owner === group.owner)) return;
  (side === 'defender' ? b.defenders : b.attackers).push(group);
  if (side === 'defender') b.reinforced = true;
  events.push({ type: 'battle-joined', seat: group.owner, side, point: group.point, samurai: samuraiAt(s, group.point, group.owner) });
}

export function fight(s: JuniState, b: Battle, rng: Rng, events: JuniEvent[]): void {
  events.push(...resolveBattle(s, b, rng).events);
  // [R §7] A castle point (of the defender, or neutral) cleared of the defender's samurai falls to the
  // attacker's largest named group, which moves in, if no other foreign samurai stand there.
  const c = CASTLE_AT_POINT.get(b.target);
  if (c === undefined) return;
  const holder = s.castles[c]!.owner;
  if (holder === b.attacker || (holder >= 0 && holder !== b.defender)) return;
  if (samuraiAt(s, b.target, b.defender) > 0 || foreignOwners(s, b.target, b.attacker).length > 0) return;
  const lead = b.attackers
    .filter((g) => g.owner === b.attacker && samuraiAt(s, g.point, g.owner) > 0)
    .sort((x, y) => samuraiAt(s, y.point, y.owner) - samuraiAt(s, x.point, x.owner))[0];
  if (lead) moveGroup(s, b.attacker, lead.point, b.target, samuraiAt(s, lead.point, b.attacker), events, b.attacker);
}

/** A war card played against `target` (who may answer it); `resume`: the defender's battle decision it was played in (§8). */
export function startCardPlay(s: JuniState, play: CardPlay, target: number, rng: Rng, events: JuniEvent[], resume?: Extract<Interrupt, { kind: 'defend' }>): void {
  spendPair(s, play.by, play.element, play.rings);
  events.push({ type: 'card-played', seat: play.by, element: play.element, rings: play.rings, against: target >= 0 ? target : null });
  if (target >= 0 && target !== play.by && !s.players[target]!.out) s.interrupt = resume ? { kind: 'answer', seat: target, play, resume } : { kind: 'answer', seat: target, play };
  else {
    carryOut(s, play, rng, events);
    backToBattle(s, resume, events);
  }
}

/**
 * After a defender's war card (§8): the battle goes on with what is left — players out of Daimyō leave it, groups
 * destroyed drop out — and the defender decides again; with no attacking group left it is over.
 */
export function backToBattle(s: JuniState, resume: Extract<Interrupt, { kind: 'defend' }> | undefined, events: JuniEvent[]): void {
  if (!resume) return;
  s.interrupt = null;
  checkOut(s, events);
  if (s.over) return;
  const b = resume.battle;
  const alive = (g: { point: number; owner: number }): boolean => !s.players[g.owner]?.out && samuraiAt(s, g.point, g.owner) > 0;
  b.attackers = b.attackers.filter(alive);
  b.defenders = b.defenders.filter(alive);
  if (b.attackers.length === 0 || b.defenders.length === 0 || s.players[b.attacker]!.out || s.players[b.defender]!.out) {
    events.push({ type: 'battle-off', attacker: b.attacker, reason: 'destroyed' });
    return;
  }
  s.interrupt = resume;
}

/** A war card's effect once it stands (unanswered or answered with fewer rings). */
export function carryOut(s: JuniState, play: CardPlay, _rng: Rng, events: JuniEvent[]): void {
  const a = play.action;
  switch (a.kind) {
    case 'fire':
      if (a.daimyo !== undefined) killDaimyo(s, a.daimyo, play.by, 'fire', events);
      else {
        const f = s.family.find((x) => x.id === a.family);
        if (f && f.castle !== null) {
          ownFamily(s, f.id).castle = null;
          events.push({ type: 'family-killed', family: f.id, owner: f.owner, by: play.by });
        }
      }
      break;
    case 'water': {
      const n = samuraiAt(s, a.from, play.by);
      if (n > 0) moveGroup(s, play.by, a.from, a.to, n, events, play.by);
      break;
    }
    case 'water-piece':
      if (a.piece === 'shadow' ? s.players[play.by]!.shadow !== null : s.daimyo.some((d) => d.id === a.daimyo)) {
        placePiece(s, play.by, a.piece, a.daimyo, a.to, [a.to], events);
      }
      break;
    case 'earth': {
      // §8 "zerstört alles auf jeweils einem Punkt": every group (own, other players', ronin), and on a castle point the
      // koku stored and the family members held there; the castle itself stays with its holder.
      const samurai = s.points[a.point]!.reduce((x, g) => x + g.n, 0);
      ownPoints(s)[a.point] = [];
      let koku = 0;
      let family = 0;
      const c = CASTLE_AT_POINT.get(a.point);
      if (c !== undefined) {
        koku = s.castles[c]!.koku ?? 0;
        ownCastle(s, c).koku = 0;
        for (const f of s.family) {
          if (f.castle !== c) continue;
          ownFamily(s, f.id).castle = null;
          family++;
          events.push({ type: 'family-killed', family: f.id, owner: f.owner, by: play.by });
        }
      }
      events.push({ type: 'earth', seat: play.by, point: a.point, samurai, koku, family });
      break;
    }
  }
}

/** Who answers a Fire card: the Daimyō's owner; for a family member its owner, or for one's own the castle's holder. */
export function fireTarget(s: JuniState, seat: number, m: Extract<JuniMove, { type: 'fire' }>): number {
  if (m.daimyo !== undefined) return s.daimyo.find((d) => d.id === m.daimyo)!.owner;
  const f = s.family.find((x) => x.id === m.family)!;
  return f.owner !== seat ? f.owner : s.castles[f.castle!]!.owner;
}
