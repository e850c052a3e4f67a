/**
 * Applying one move (seed-003 §4–§8): the switch over move kinds. The kernel hands `apply` its private copy of the
 * state (clone.ts) and the resumed Rng; the copy changes through the named helpers of changes.ts, fighting.ts and
 * months.ts; then, with nothing asked, the isolation
 * check (§7) and the month moves on past players who went out.
 */
import type { ApplyContext } from '../../kernel/define-ruleset';
import { RECRUIT_COST, RONIN_HIRE_COST, SHADOW_SAMURAI, WAR_PAIR_PRICE } from './data/reconstruction';
import { CASTLE_AT_POINT, POINTS, checkpointBetween } from './map';
import { foreignOwners, passAskers, samuraiAt } from './board';
import { waterTargets } from './validate';
import { addSamurai, askOrMove, checkIsolation, checkOut, drawPair, killDaimyo, moveGroup, payKoku, playUnanswered, shipFamily, shipKoku, spendPair, takeSamurai } from './changes';
import { backToBattle, carryOut, fight, fireTarget, joinBattle, startCardPlay } from './fighting';
import { endTurn, rollAp } from './months';
import { ownFamily, ownHand, ownPlayer } from './clone';
import { RONIN, type Battle, type JuniEvent, type JuniMove, type JuniState } from './types';

export function apply(ctx: ApplyContext<JuniState, JuniEvent>, seat: number, m: JuniMove): void {
  const s = ctx.state;
  const rng = ctx.rng;
  // The helpers push into a list (they also serve setup's first month); the kernel gets them in order.
  const events: JuniEvent[] = [];
  const it = s.interrupt;
  const actor = s.turn.seat;
  switch (m.type) {
    case 'recruit':
      if (m.amount > 0) {
        payKoku(s, seat, m.amount * RECRUIT_COST);
        addSamurai(s, m.point, seat, m.amount);
        events.push({ type: 'recruit', seat, amount: m.amount, point: m.point });
      }
      rollAp(s, rng, events);
      break;
    case 'march': {
      s.turn.ap--;
      const owner = m.owner ?? seat;
      const asked = POINTS[m.to]!.kind === 'entry' ? undefined : foreignOwners(s, m.to, owner, seat)[0];
      if (asked !== undefined) s.interrupt = { kind: 'consent', seat: asked, mover: seat, from: m.from, to: m.to, count: m.count, owner };
      else moveGroup(s, owner, m.from, m.to, m.count, events, seat);
      break;
    }
    case 'consent':
      if (it?.kind === 'consent' || it?.kind === 'permit') {
        s.interrupt = null;
        events.push({ type: 'consent', seat, mover: it.mover, yes: m.yes });
        if (!m.yes) break;
        if (it.kind === 'consent') moveGroup(s, it.owner, it.from, it.to, Math.min(it.count, samuraiAt(s, it.from, it.owner)), events, it.mover);
        // A refused province move stays used up (and a Wind pair spent), as a refused march's AP [R].
        else askOrMove(s, it.mover, it.move, it.ask, events);
      }
      break;
    case 'attack': {
      s.turn.ap--;
      const b: Battle = {
        attacker: seat, defender: m.defender, target: m.target,
        attackers: m.from.map((point) => ({ point, owner: seat })),
        defenders: [{ point: m.target, owner: m.defender }],
        defNothing: null, attNothing: null, reinforced: false, refused: [],
      };
      events.push({ type: 'battle-named', attacker: seat, defender: m.defender, target: m.target, from: [...m.from] });
      if (m.defender === RONIN) fight(s, b, rng, events);
      else s.interrupt = { kind: 'defend', seat: m.defender, battle: b };
      break;
    }
    case 'defend':
      if (it?.kind === 'defend') {
        const b = it.battle;
        if (m.nothing !== null) {
          spendPair(s, seat, 'nothing', m.nothing);
          b.defNothing = m.nothing;
          events.push({ type: 'card-played', seat, element: 'nothing', rings: m.nothing, against: b.attacker });
        }
        s.interrupt = { kind: 'press', seat: b.attacker, battle: b };
      }
      break;
    case 'reinforce':
      if (it?.kind === 'defend' || it?.kind === 'press') {
        // §5.2: own groups join when named; an ally's group only if that ally agrees (asked out of turn).
        const side = it.kind === 'defend' ? 'defender' : 'attacker';
        const group = { point: m.point, owner: m.owner };
        if (m.owner === seat) joinBattle(s, it.battle, side, group, events);
        else s.interrupt = { kind: 'join', seat: m.owner, battle: it.battle, side, group };
      }
      break;
    case 'join':
      if (it?.kind === 'join') {
        const b = it.battle;
        const leader = it.side === 'defender' ? b.defender : b.attacker;
        events.push({ type: 'join', seat, leader, yes: m.yes });
        if (m.yes) joinBattle(s, b, it.side, it.group, events);
        else b.refused.push(it.group);
        s.interrupt = { kind: it.side === 'defender' ? 'defend' : 'press', seat: leader, battle: b };
      }
      break;
    case 'press':
      if (it?.kind === 'press') {
        const b = it.battle;
        s.interrupt = null;
        if (!m.go) {
          events.push({ type: 'battle-off', attacker: b.attacker, reason: 'called-off' });
          if (b.defNothing !== null) {
            s.safe.push([b.attacker, b.defender]);
            events.push({ type: 'nothing-duel', defender: b.defender, attacker: b.attacker, defRings: b.defNothing, attRings: null, defenderSafe: true });
          }
          break;
        }
        if (b.defNothing !== null && m.nothing !== null) {
          // §8 Nothing (B) [S]: a Nothing against a battle may be answered with Nothing; more rings win, ties the defender.
          spendPair(s, seat, 'nothing', m.nothing);
          const defenderSafe = b.defNothing >= m.nothing;
          events.push({ type: 'nothing-duel', defender: b.defender, attacker: b.attacker, defRings: b.defNothing, attRings: m.nothing, defenderSafe });
          if (defenderSafe) {
            s.safe.push([b.attacker, b.defender]);
            events.push({ type: 'battle-off', attacker: b.attacker, reason: 'nothing' });
            break;
          }
        }
        fight(s, b, rng, events);
      }
      break;
    case 'province-move':
    case 'wind-piece': {
      // §4.3: a Daimyō's or the shadow warrior's move, by the province move or by Wind, bars a transport this month.
      s.turn.pieceMoved = true;
      if (m.type === 'province-move') s.turn.provinceMoved = true;
      else playUnanswered(s, seat, 'wind', m.rings, events);
      const from = m.piece === 'shadow' ? s.players[seat]!.shadow! : s.daimyo.find((x) => x.id === m.daimyo)!.province;
      askOrMove(s, seat, m, passAskers(s, seat, from, m.path), events);
      break;
    }
    case 'convert': {
      const prov = s.players[seat]!.shadow!;
      ownPlayer(s, seat).shadow = null;
      addSamurai(s, prov, seat, SHADOW_SAMURAI);
      events.push({ type: 'convert', seat, point: prov, samurai: SHADOW_SAMURAI });
      break;
    }
    case 'transport-koku':
      s.turn.transported = true;
      s.turn.kokuShipped += m.amount;
      shipKoku(s, seat, m.from, m.to, m.amount, events);
      break;
    case 'transport-family':
      s.turn.transported = true;
      shipFamily(s, seat, m.family, m.to, events);
      break;
    case 'wind-koku':
      playUnanswered(s, seat, 'wind', m.rings, events);
      shipKoku(s, seat, m.from, m.to, m.amount, events);
      break;
    case 'wind-family':
      playUnanswered(s, seat, 'wind', m.rings, events);
      shipFamily(s, seat, m.family, m.to, events);
      break;
    case 'hostage':
      if (it?.kind === 'hostage') {
        s.interrupt = null;
        const f = s.family.find((x) => x.id === it.family)!;
        if (m.accept && f.castle !== null) ownFamily(s, f.id).castle = it.castle;
        events.push({ type: 'hostage', seat, from: it.from, family: it.family, accepted: m.accept });
      }
      break;
    case 'buy-card':
      s.turn.bought = true;
      payKoku(s, seat, WAR_PAIR_PRICE);
      events.push({ type: 'card-bought', seat });
      drawPair(s, seat, rng, events);
      break;
    case 'give-card': {
      const h = ownHand(s, seat);
      const to = ownHand(s, m.to);
      if (m.element !== undefined) {
        h.elements.splice(h.elements.indexOf(m.element), 1);
        to.elements.push(m.element);
      }
      if (m.rings !== undefined) {
        h.rings.splice(h.rings.indexOf(m.rings), 1);
        to.rings.push(m.rings);
      }
      // [R §8] Hands are hidden: giver and receiver see the cards, the other seats only how many moved.
      const cards = (m.element === undefined ? 0 : 1) + (m.rings === undefined ? 0 : 1);
      const both = [seat, m.to];
      events.push({ type: 'card-given', from: seat, to: m.to, cards, element: m.element, rings: m.rings, visibleTo: both });
      const others = s.players.map((_, i) => i).filter((i) => !both.includes(i));
      if (others.length > 0) events.push({ type: 'card-given', from: seat, to: m.to, cards, visibleTo: others });
      break;
    }
    case 'hire': {
      const n = takeSamurai(s, m.point, RONIN, Infinity);
      payKoku(s, seat, n * RONIN_HIRE_COST);
      addSamurai(s, m.point, seat, n);
      events.push({ type: 'hire', seat, point: m.point, samurai: n });
      break;
    }
    case 'wind-group': {
      playUnanswered(s, seat, 'wind', m.rings, events);
      const n = samuraiAt(s, m.from, seat);
      let at = m.from;
      for (const p of m.path) {
        moveGroup(s, seat, at, p, n, events, seat);
        at = p;
      }
      break;
    }
    case 'fire': {
      const action = m.daimyo !== undefined ? { kind: 'fire' as const, daimyo: m.daimyo } : { kind: 'fire' as const, family: m.family };
      startCardPlay(s, { by: seat, rings: m.rings, element: 'fire', action }, fireTarget(s, seat, m), rng, events, it?.kind === 'defend' ? it : undefined);
      break;
    }
    case 'water': {
      const first = waterTargets(s, seat, m.from).get(m.to)!;
      const target = foreignOwners(s, first, seat)[0]!;
      startCardPlay(s, { by: seat, rings: m.rings, element: 'water', action: { kind: 'water', from: m.from, to: m.to } }, target, rng, events);
      break;
    }
    case 'water-piece': {
      s.turn.provinceMoved = true;
      s.turn.pieceMoved = true;
      const from = m.piece === 'shadow' ? s.players[seat]!.shadow! : s.daimyo.find((x) => x.id === m.daimyo)!.province;
      const target = foreignOwners(s, checkpointBetween(from, m.to), seat)[0]!;
      const action = { kind: 'water-piece' as const, piece: m.piece, daimyo: m.daimyo, to: m.to };
      startCardPlay(s, { by: seat, rings: m.rings, element: 'water', action }, target, rng, events);
      break;
    }
    case 'earth': {
      // Answered by the first other player's group on the point, else by the castle's holder (none: no answer).
      const holder = CASTLE_AT_POINT.has(m.point) ? s.castles[CASTLE_AT_POINT.get(m.point)!]!.owner : -1;
      const target = s.points[m.point]!.find((g) => g.o !== seat && g.o !== RONIN)?.o ?? (holder !== seat ? holder : -1);
      startCardPlay(s, { by: seat, rings: m.rings, element: 'earth', action: { kind: 'earth', point: m.point } }, target, rng, events, it?.kind === 'defend' ? it : undefined);
      break;
    }
    case 'declare-dead':
      // §7 [S]: the ally declares the Daimyō dead (a free action); he is its killer (killDaimyo credits him).
      killDaimyo(s, m.daimyo, seat, 'declared', events);
      checkOut(s, events);
      break;
    case 'answer':
      if (it?.kind === 'answer') {
        s.interrupt = null;
        // §8 [S]: the answer needs at least as many rings (ties: the defender).
        let success = false;
        if (m.element !== null) {
          spendPair(s, seat, m.element, m.rings);
          success = m.rings >= it.play.rings;
        }
        events.push({ type: 'card-answered', seat, element: m.element, rings: m.element === null ? 0 : m.rings, success });
        if (!success) carryOut(s, it.play, rng, events);
        backToBattle(s, it.resume, events);
      }
      break;
    case 'end-turn':
      endTurn(s, rng, events);
      break;
  }
  // With nothing asked: isolation (§7). An interrupt owed by a player who is out (a free action may put him out) is
  // dropped first; a player who went out mid-turn ends it, and the next month's start is checked again.
  for (let k = 0; k < s.players.length + 1 && !s.over; k++) {
    if (s.interrupt && s.players[s.interrupt.seat]?.out) s.interrupt = null;
    if (s.interrupt) break;
    checkIsolation(s, actor, events);
    if (s.over || !s.players[s.turn.seat]!.out) break;
    endTurn(s, rng, events);
  }
  if (s.over) s.interrupt = null;
  for (const e of events) ctx.emit(e);
}
