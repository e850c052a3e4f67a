/**
 * Is a move legal? One function per move kind, each naming the section of
 * seed-003 it checks. They read only a Table (what the mover's view holds
 * too), so the random bot and the other bots use the very same checks.
 * Never throws on bad input: `validate` checks the move's shape first (parseMove).
 */
import { err as refused, ok, type Result, type RuleError } from '../../kernel/ruleset';
import { juniError } from './errors';
import {
  ELEMENTS, RECRUIT_COST, RONIN_HIRE_COST, TRANSPORT_KOKU_MAX, WAR_PAIR_PRICE, WIND_BORDERS_PER_RING, WIND_KOKU_MAX, WIND_POINTS_PER_RING,
} from './data/reconstruction';
import { CASTLE_AT_POINT, CASTLE_POINTS, CASTLE_PROVINCE, ENTRY_POINTS, POINTS, POINT_COUNT, PROVINCE_NEIGHBOURS, checkpointBetween } from './map';
import { daimyoAtPoint, foreignOwners, hasSamuraiIn, holdsHostage, kokuOf, provinceDistance, provincePathError, samuraiAt } from './board';
import { reinforcements } from './battle';
import { RONIN, type Battle, type Element, type Hand, type Interrupt, type JuniMove } from './types';
import type { Table } from './flow';

const E = juniError;
const isPoint = (p: unknown): p is number => Number.isInteger(p) && (p as number) >= 0 && (p as number) < POINT_COUNT;
const isInt = (x: unknown, lo: number, hi: number): x is number => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;

export function hasPair(hand: Hand | null | undefined, element: Element, rings: number): boolean {
  return !!hand && hand.elements.includes(element) && hand.rings.includes(rings);
}

/** §4.2 [S]: the own Daimyō must be in the province the samurai move in or into; [R] moving an ally's samurai, his Daimyō counts too. */
function movementDaimyo(t: Table, seat: number, owner: number, from: number, to: number): boolean {
  const owners = owner === seat ? [seat] : [seat, owner];
  return daimyoAtPoint(t, owners, from) || daimyoAtPoint(t, owners, to);
}

/** Water [S §8]: the points a group at `from` can jump to over a chain of foreign samurai, with the first chain point. */
export function waterTargets(t: Table, seat: number, from: number): Map<number, number> {
  const occupied = (p: number): boolean => POINTS[p]!.kind !== 'entry' && foreignOwners(t, p, seat).length > 0;
  const out = new Map<number, number>();
  const seen = new Set<number>([from]);
  const queue: [number, number][] = [];
  for (const p of POINTS[from]!.adj) if (occupied(p)) {
    seen.add(p);
    queue.push([p, p]);
  }
  for (let i = 0; i < queue.length; i++) {
    const [p, first] = queue[i]!;
    for (const q of POINTS[p]!.adj) {
      if (seen.has(q)) continue;
      seen.add(q);
      if (occupied(q)) queue.push([q, first]);
      else out.set(q, first);
    }
  }
  return out;
}

function windPathError(t: Table, seat: number, from: number, path: readonly unknown[], rings: number): string | null {
  if (path.length === 0 || path.length > WIND_POINTS_PER_RING * rings) return `a path of 1 to ${WIND_POINTS_PER_RING * rings} points`;
  let at = from;
  for (const p of path) {
    if (!isPoint(p)) return `no point ${String(p)}`;
    if (!POINTS[at]!.adj.includes(p)) return `point ${p} is not next to ${at}`;
    if (POINTS[p]!.kind !== 'entry' && foreignOwners(t, p, seat).length > 0) return 'wind does not pass foreign samurai';
    at = p;
  }
  return null;
}

/** §8: a gift of war cards (an element card, a ring card or both) to another player in the game. */
function giftError(t: Table, seat: number, m: Extract<JuniMove, { type: 'give-card' }>): RuleError | null {
  const hand = t.hands[seat];
  if (!isInt(m.to, 0, t.players.length - 1) || m.to === seat || t.players[m.to]!.out) return E('bad-player', 'Give to another player in the game.');
  if (m.element === undefined && m.rings === undefined) return E('nothing-given', 'Give an element card, a ring card or both.');
  if (m.element !== undefined && !hand?.elements.includes(m.element)) return E('no-card', 'You hold no such element card.');
  if (m.rings !== undefined && !hand?.rings.includes(m.rings)) return E('no-card', 'You hold no such ring card.');
  return null;
}

/** §4.3 koku carried (by transport or Wind): between own castles [R], up to 25,000 and what the castle holds. */
function kokuShipError(t: Table, seat: number, from: number, to: number, amount: number, max = TRANSPORT_KOKU_MAX): RuleError | null {
  if (!isInt(from, 0, t.castles.length - 1) || !isInt(to, 0, t.castles.length - 1) || from === to) return E('bad-castle', 'Two different castles.');
  if (t.castles[from]!.owner !== seat || t.castles[to]!.owner !== seat) return E('not-yours', 'Koku moves between your own castles [R].');
  if (!isInt(amount, 1, Math.min(max, t.castles[from]!.koku ?? 0))) return E('bad-amount', `Up to ${max},000 koku, and what the castle holds (§4.3, §8).`);
  return null;
}

/** §4.3 a family card carried (by transport or Wind): from an own castle to another castle someone holds (another's: an offer). */
function familyShipError(t: Table, seat: number, family: number, to: number): RuleError | null {
  const f = t.family.find((x) => x.id === family);
  if (!f || f.castle === null || t.castles[f.castle]!.owner !== seat) return E('bad-family', 'A family member in one of your castles.');
  if (!isInt(to, 0, t.castles.length - 1) || to === f.castle) return E('bad-castle', 'Another castle.');
  const c = t.castles[to]!;
  if (c.owner < 0 || t.players[c.owner]!.out) return E('bad-castle', 'A castle someone holds.');
  return null;
}

/**
 * §8 [S] "Wer nicht an der Reihe ist und angegriffen wird, kann Kriegskarten spielen, falls dadurch der Kampf beeinflusst
 * wird": the defender, asked to defend, may play Fire on a Daimyō that counts for the attacking side (it changes the
 * Daimyō factor) and Earth on a point of a named attacking group (it destroys the group); each by its usual rules.
 * Wind and Water move pieces and groups and are not offered here (ruling in docs/games/juni-tsuki.md).
 */
function defenderCardError(t: Table, seat: number, b: Battle, m: Extract<JuniMove, { type: 'fire' } | { type: 'earth' }>): RuleError | null {
  if (m.type === 'fire') {
    if (m.daimyo === undefined || !attackingDaimyo(t, b).includes(m.daimyo)) return E('no-effect', 'Out of turn, Fire strikes a Daimyō that counts for the attacking side (§8).');
  } else if (!b.attackers.some((g) => g.point === m.point && samuraiAt(t, g.point, g.owner) > 0)) {
    return E('no-effect', 'Out of turn, Earth strikes a point of an attacking group (§8).');
  }
  return checkCard(t, seat, m);
}

/** The Daimyō present for the attacking side of a battle (§5.3): its players' Daimyō in the provinces of its points. */
export function attackingDaimyo(t: Table, b: Battle): number[] {
  const owners = new Set(b.attackers.map((g) => g.owner));
  const provinces = new Set(b.attackers.flatMap((g) => POINTS[g.point]!.provinces));
  return t.daimyo.filter((d) => owners.has(d.owner) && provinces.has(d.province)).map((d) => d.id);
}

/**
 * §7 [S] "Verbündeter kann Daimyo jederzeit für tot erklären": the Daimyō `seat` may declare dead — another player's
 * Daimyō standing in a province without samurai of his own, alive only by the samurai of allies there, `seat` among them.
 */
export function declarable(t: Table, seat: number): number[] {
  if (t.over || !t.players[seat] || t.players[seat]!.out) return [];
  return t.daimyo.filter((d) => d.owner !== seat && !hasSamuraiIn(t, d.owner, d.province) && hasSamuraiIn(t, seat, d.province) && holdsHostage(t, seat, d.owner)).map((d) => d.id);
}

/** §8 "können jederzeit an andere Spieler gegeben werden": a seat in the game with war cards may give them, whoever is asked. */
export function mayGive(t: Table, seat: number): boolean {
  const h = t.hands[seat];
  return !t.over && !!t.players[seat] && !t.players[seat]!.out && !!h && (h.elements.length > 0 || h.rings.length > 0) && t.players.some((p, o) => o !== seat && !p.out);
}

/**
 * The free actions (kernel/ruleset.ts `freeActions`): moves a seat may make whenever the game runs, also in another
 * player's month and while another seat is asked — giving war cards (§8) and an ally's declaring a Daimyō dead (§7).
 */
function freeActionError(t: Table, seat: number, m: Extract<JuniMove, { type: 'give-card' } | { type: 'declare-dead' }>): RuleError | null {
  if (!t.players[seat] || t.players[seat]!.out) return E('out', 'You are out of the game.');
  if (m.type === 'give-card') return giftError(t, seat, m);
  if (!declarable(t, seat).includes(m.daimyo)) {
    return E('not-declarable', 'Only a Daimyō standing among your samurai without samurai of his own, of a player whose hostage you hold (§7).');
  }
  return null;
}

/**
 * The rules' check of one move by `seat`; null when legal. Who may move is the kernel's (define-ruleset.ts
 * `checkWhoMayMove`, from DECISIONS) and comes first: the game is running, `seat` is the one asked (or has a free
 * action open) and the move's kind answers its decision. So this reads only the rules; on a view (the panels' check,
 * `moveRefusal`) the kernel's check is made first here too.
 */
export function checkMove(t: Table, seat: number, m: JuniMove): RuleError | null {
  if (m.type === 'give-card' || m.type === 'declare-dead') return freeActionError(t, seat, m);
  const it = t.interrupt;
  if (it) return answerError(t, seat, it, m);
  const turn = t.turn;
  const hand = t.hands[seat];
  if (turn.phase === 'recruit') {
    if (m.type !== 'recruit') return null; // not reached: DECISIONS lets only 'recruit' answer it (narrows the type)
    if (!isInt(m.amount, 0, 1000)) return E('bad-amount', 'A whole number of thousands.');
    if (m.amount === 0) return null;
    if (m.amount * RECRUIT_COST > kokuOf(t, seat)) return E('recruit-koku', 'Not enough koku in your castles.', { n: m.amount, cost: m.amount * RECRUIT_COST, koku: kokuOf(t, seat), most: Math.floor(kokuOf(t, seat) / RECRUIT_COST) });
    if (!isPoint(m.point)) return E('bad-point', 'No such point.');
    // §4.1 [R]: recruits enter at any entry point, or at the home castle if a Daimyō is in its province.
    if (ENTRY_POINTS.includes(m.point)) return null;
    const home = t.players[seat]!.home;
    if (m.point === CASTLE_POINTS[home] && t.castles[home]!.owner === seat && daimyoAtPoint(t, [seat], m.point)) return null;
    return E('bad-entry', 'Recruits enter at an entry point or your home castle (with a Daimyō there).');
  }
  switch (m.type) {
    case 'end-turn':
      return null;
    case 'march': {
      const owner = m.owner ?? seat;
      if (turn.ap < 1) return E('no-ap', 'No action points left.');
      if (!isPoint(m.from) || !isPoint(m.to)) return E('bad-point', 'No such point.');
      if (!POINTS[m.from]!.adj.includes(m.to)) return E('not-adjacent', 'Samurai move one point at a time.');
      if (owner !== seat && !holdsHostage(t, seat, owner)) return E('not-allied', 'You lead another player’s samurai only while you hold his hostage (§6).');
      if (!isInt(m.count, 1, samuraiAt(t, m.from, owner))) return E('march-count', 'Move 1 up to the whole group.', { max: samuraiAt(t, m.from, owner) });
      if (!movementDaimyo(t, seat, owner, m.from, m.to)) return E('no-daimyo', 'Your Daimyō must be in the province you move in or into (§4.2).');
      return null;
    }
    case 'attack': {
      if (turn.ap < 1) return E('no-ap', 'No action points left.');
      if (!isPoint(m.target) || POINTS[m.target]!.kind === 'entry') return E('bad-target', 'Entry points cannot be attacked.');
      if (!Number.isInteger(m.defender) || m.defender === seat || samuraiAt(t, m.target, m.defender) <= 0) return E('bad-target', 'No such group to attack.');
      if (m.defender !== RONIN && t.players[m.defender]?.out) return E('bad-target', 'No such group to attack.');
      if (t.safe.some(([a, d]) => a === seat && d === m.defender)) return E('safe', 'This player is safe from your samurai this month (Nothing, §8).');
      if (!Array.isArray(m.from) || m.from.length === 0 || new Set(m.from).size !== m.from.length) return E('bad-from', 'Name your attacking groups.');
      for (const p of m.from) {
        if (!isPoint(p) || samuraiAt(t, p, seat) <= 0) return E('bad-from', 'An attacker must be one of your groups.');
        if (!POINTS[p]!.adj.includes(m.target)) return E('not-adjacent', 'Only directly adjacent groups fight (§4.2).');
      }
      // §5.1 [S]: an own or allied Daimyō must be present.
      const friends = [seat, ...t.players.map((_, o) => o).filter((o) => holdsHostage(t, seat, o))];
      if (!m.from.some((p) => daimyoAtPoint(t, friends, p))) return E('no-daimyo', 'An own or allied Daimyō must be present (§5.1).');
      return null;
    }
    case 'province-move': {
      if (turn.provinceMoved) return E('moved', 'One province move per month (§4.3).');
      if (turn.transported) return E('transported', 'Who transports may not also move a Daimyō or shadow warrior (§4.3).');
      const from = pieceProvince(t, seat, m.piece, m.daimyo);
      if (typeof from === 'string') return E('no-piece', from);
      const err = Array.isArray(m.path) ? provincePathError(t, seat, from, m.path) : 'a path of provinces';
      return err ? E('bad-path', err) : null;
    }
    case 'convert': {
      if (t.players[seat]!.shadow === null) return E('no-shadow', 'You have no shadow warrior.');
      return null;
    }
    case 'transport-koku':
    case 'transport-family': {
      // §4.3 [S] "Pro Monat maximal EINE Familienkarte oder BIS ZU 25000 Koku transportieren, ohne weitere Beschränkungen":
      // the limit is on the amount, not the loads — koku in as many loads as the player likes up to 25,000, or one family card.
      if (turn.pieceMoved) return E('moved', 'Who moved a Daimyō or shadow warrior may not also transport (§4.3).');
      if (m.type === 'transport-family') {
        return turn.transported ? E('transported', 'One family card a month, and not besides koku (§4.3).') : familyShipError(t, seat, m.family, m.to);
      }
      if (turn.transported && turn.kokuShipped === 0) return E('transported', 'A family card was transported this month: no koku besides (§4.3).');
      if (turn.kokuShipped >= TRANSPORT_KOKU_MAX) return E('transported', `The month's ${TRANSPORT_KOKU_MAX},000 koku are transported (§4.3).`);
      return kokuShipError(t, seat, m.from, m.to, m.amount, TRANSPORT_KOKU_MAX - turn.kokuShipped);
    }
    case 'buy-card':
      if (turn.bought) return E('bought', 'One purchase per month [R].');
      if (kokuOf(t, seat) < WAR_PAIR_PRICE) return E('no-koku', `A war-card pair costs ${WAR_PAIR_PRICE},000 koku [R].`);
      return null;
    case 'hire': {
      if (!isPoint(m.point)) return E('bad-point', 'No such point.');
      const n = samuraiAt(t, m.point, RONIN);
      if (n <= 0) return E('no-ronin', 'No ronin there.');
      if (!daimyoAtPoint(t, [seat], m.point)) return E('no-daimyo', 'Bring a Daimyō to the ronin to hire them [R §5].');
      if (kokuOf(t, seat) < n * RONIN_HIRE_COST) return E('no-koku', 'Not enough koku.');
      return null;
    }
    case 'wind-group': {
      if (!hasPair(hand, 'wind', m.rings)) return E('no-card', 'You hold no such Wind pair.');
      if (!isPoint(m.from) || samuraiAt(t, m.from, seat) <= 0) return E('bad-from', 'One of your groups.');
      if (!Array.isArray(m.path)) return E('bad-path', 'A path of points.');
      const err = windPathError(t, seat, m.from, m.path, m.rings);
      if (err) return E('bad-path', err);
      if (!movementDaimyo(t, seat, seat, m.from, m.path[0]!)) return E('no-daimyo', 'Your Daimyō must be where the group moves off (§4.2).');
      return null;
    }
    case 'wind-piece': {
      if (!hasPair(hand, 'wind', m.rings)) return E('no-card', 'You hold no such Wind pair.');
      // §8 Wind moves the piece "nach üblichen Bewegungsregeln": like the province move, not in a month with a transport (§4.3).
      if (turn.transported) return E('transported', 'Who transports may not also move a Daimyō or shadow warrior (§4.3).');
      const from = pieceProvince(t, seat, m.piece, m.daimyo);
      if (typeof from === 'string') return E('no-piece', from);
      const err = Array.isArray(m.path) ? provincePathError(t, seat, from, m.path, m.rings * WIND_BORDERS_PER_RING) : 'a path of provinces';
      return err ? E('bad-path', err) : null;
    }
    case 'wind-koku':
    case 'wind-family': {
      // §8 [S]: Wind moves a family card or up to 25,000 koku one border per ring; [R] by the transport's destination rules,
      // without using up the month's transport (as Wind's Daimyō move does not use up the province move).
      if (!hasPair(hand, 'wind', m.rings)) return E('no-card', 'You hold no such Wind pair.');
      const err = m.type === 'wind-koku' ? kokuShipError(t, seat, m.from, m.to, m.amount, WIND_KOKU_MAX) : familyShipError(t, seat, m.family, m.to);
      if (err) return err;
      const from = m.type === 'wind-koku' ? m.from : t.family.find((x) => x.id === m.family)!.castle!;
      const borders = provinceDistance(CASTLE_PROVINCE[from]!, CASTLE_PROVINCE[m.to]!);
      if (borders > m.rings * WIND_BORDERS_PER_RING) return E('too-far', `Wind carries it ${WIND_BORDERS_PER_RING} border(s) per ring; these castles are ${borders} borders apart (§8).`);
      return null;
    }
    case 'water-piece': {
      // §8 [S]: Water lets a Daimyō or the shadow warrior pass an enemy checkpoint; [R] as the month's province move, one border,
      // into a province with own samurai.
      if (!hasPair(hand, 'water', m.rings)) return E('no-card', 'You hold no such Water pair.');
      if (turn.provinceMoved) return E('moved', 'One province move per month (§4.3).');
      if (turn.transported) return E('transported', 'Who transports may not also move a Daimyō or shadow warrior (§4.3).');
      const from = pieceProvince(t, seat, m.piece, m.daimyo);
      if (typeof from === 'string') return E('no-piece', from);
      if (!Number.isInteger(m.to) || !PROVINCE_NEIGHBOURS[from]!.includes(m.to)) return E('bad-path', 'Water carries the piece across one border.');
      if (foreignOwners(t, checkpointBetween(from, m.to), seat).length === 0) return E('no-enemy', 'Water passes a checkpoint held by enemy samurai; a free one is crossed by a province move.');
      if (!hasSamuraiIn(t, seat, m.to)) return E('bad-path', 'The piece must reach a province with own samurai (§4.3).');
      return null;
    }
    case 'water': {
      if (!hasPair(hand, 'water', m.rings)) return E('no-card', 'You hold no such Water pair.');
      if (!isPoint(m.from) || samuraiAt(t, m.from, seat) <= 0) return E('bad-from', 'One of your groups.');
      if (!isPoint(m.to) || !waterTargets(t, seat, m.from).has(m.to)) return E('bad-path', 'Water jumps a chain of enemy samurai next to the group.');
      if (!movementDaimyo(t, seat, seat, m.from, m.to)) return E('no-daimyo', 'Your Daimyō must be where the group moves (§4.2).');
      return null;
    }
    case 'fire':
    case 'earth':
      return checkCard(t, seat, m);
    default:
      return E('bad-move', `A ${(m as { type: string }).type} move is not possible now.`);
  }
}

/**
 * An out-of-turn answer to the interrupt `it` (the kernel has checked that `seat` is the one asked and that the move's
 * kind answers `it.kind`, so each kind's moves are checked only by the rules; a kind's other moves are not reached).
 */
function answerError(t: Table, seat: number, it: Interrupt, m: JuniMove): RuleError | null {
  switch (it.kind) {
    case 'consent':
    case 'permit':
    case 'hostage':
    case 'join':
      return null;
    case 'defend':
    case 'press':
      if (m.type === 'reinforce') {
        // §5.2 [S]: only if the defender names more defenders may the attacker name more attackers.
        if (it.kind === 'press' && !it.battle.reinforced) return E('no-reinforce', 'You may name more attackers only after the defender named more defenders (§5.2).');
        const side = it.kind === 'defend' ? 'defender' : 'attacker';
        if (!reinforcements(t, it.battle, side).some((g) => g.point === m.point && g.owner === m.owner)) {
          return E('bad-group', 'Name an own or allied group next to the battle (the defender: also on it), not named or refused before.');
        }
        return null;
      }
      // §8 [S]: who is attacked out of turn may play war cards that change the battle.
      if (m.type === 'fire' || m.type === 'earth') return defenderCardError(t, seat, it.battle, m);
      if (m.type === 'defend') {
        if (m.nothing !== null && !hasPair(t.hands[seat], 'nothing', m.nothing)) return E('no-card', 'You hold no Nothing card with that ring card.');
        return null;
      }
      if (m.type === 'press') {
        if (m.nothing !== null) {
          if (it.battle.defNothing === null) return E('no-nothing', 'Nothing answers only a defender’s Nothing (§8 B).');
          if (!hasPair(t.hands[seat], 'nothing', m.nothing)) return E('no-card', 'You hold no Nothing card with that ring card.');
        }
        if (m.go && it.battle.defNothing !== null && m.nothing === null) return E('nothing-needed', 'The defender played Nothing: answer it with Nothing or call the attack off.');
      }
      return null;
    case 'answer':
      if (m.type !== 'answer' || m.element === null) return null;
      // §8 [S]: answered with the same element or with Nothing; Wind* cannot be answered.
      if (m.element !== it.play.element && m.element !== 'nothing') return E('wrong-element', 'Answer with the same element or with Nothing.');
      if (!hasPair(t.hands[seat], m.element, m.rings)) return E('no-card', 'You hold no such pair of cards.');
      return null;
  }
}

/** Fire and Earth by their own rules (§8), in the own month or, against a battle, out of turn. */
function checkCard(t: Table, seat: number, m: Extract<JuniMove, { type: 'fire' } | { type: 'earth' }>): RuleError | null {
  const hand = t.hands[seat];
  switch (m.type) {
    case 'fire': {
      if (!hasPair(hand, 'fire', m.rings)) return E('no-card', 'You hold no such Fire pair.');
      if ((m.daimyo === undefined) === (m.family === undefined)) return E('bad-target', 'Name a Daimyō or a family member.');
      // §8 "Tötung jedes beliebigen Daimyo oder jedes beliebigen Familienmitgliedes": any, one's own too (ruling, docs/games/juni-tsuki.md).
      if (m.daimyo !== undefined) {
        if (!t.daimyo.some((x) => x.id === m.daimyo)) return E('bad-target', 'A Daimyō on the map.');
      } else {
        const f = t.family.find((x) => x.id === m.family);
        if (!f || f.castle === null || t.players[f.owner]!.out) return E('bad-target', 'A living family member.');
      }
      return null;
    }
    case 'earth': {
      if (!hasPair(hand, 'earth', m.rings)) return E('no-card', 'You hold no such Earth pair.');
      if (!isPoint(m.point) || POINTS[m.point]!.kind === 'entry') return E('bad-point', 'A point on the map (not an entry point).');
      // §8 "zerstört alles auf jeweils einem Punkt": any point with samurai (anyone's, ronin too) or a castle.
      if (t.points[m.point]!.length === 0 && !CASTLE_AT_POINT.has(m.point)) return E('bad-point', 'Earth strikes a point with samurai or a castle.');
      // §8 [S]: own samurai must be in combat range, with a Daimyō.
      const inRange = POINTS[m.point]!.adj.some((p) => samuraiAt(t, p, seat) > 0 && daimyoAtPoint(t, [seat], p));
      if (!inRange) return E('out-of-range', 'Your samurai with a Daimyō must stand next to the point.');
      return null;
    }
    default:
      return E('bad-move', `A ${(m as { type: string }).type} move is not possible now.`);
  }
}

/** Province of a seat's Daimyō or shadow warrior that may still make a province move this month (courtesy rule), or why not. */
export function pieceProvince(t: Table, seat: number, piece: unknown, daimyo: unknown): number | string {
  if (piece === 'shadow') {
    const p = t.players[seat]!;
    if (p.shadow === null) return 'You have no shadow warrior.';
    if (p.shadowMoved === t.month) return 'It moved this month: courtesy rule (§4.3).';
    return p.shadow;
  }
  if (piece !== 'daimyo') return 'Move a daimyo or the shadow warrior.';
  const d = t.daimyo.find((x) => x.id === daimyo && x.owner === seat);
  if (!d) return 'Not one of your Daimyō.';
  if (d.moved === t.month) return 'It moved this month: courtesy rule (§4.3).';
  return d.province;
}

export const MOVE_TYPES = new Set([
  'recruit', 'march', 'attack', 'province-move', 'convert', 'transport-koku', 'transport-family', 'buy-card', 'give-card', 'hire',
  'wind-group', 'wind-piece', 'wind-koku', 'wind-family', 'fire', 'water', 'water-piece', 'earth', 'end-turn',
  'consent', 'defend', 'reinforce', 'join', 'press', 'answer', 'hostage', 'declare-dead',
]);

// parseMove's field checks: module functions, not closures made at every call (every move a bot checks passes here).
type Raw = Record<string, unknown>;
const num = (m: Raw, k: string): boolean => typeof m[k] === 'number' && Number.isFinite(m[k]);
const optNum = (m: Raw, k: string): boolean => m[k] === undefined || num(m, k);
const nums = (m: Raw, k: string): boolean => Array.isArray(m[k]) && (m[k] as unknown[]).length <= 400 && (m[k] as unknown[]).every((x) => typeof x === 'number');
const ringsOk = (m: Raw): boolean => num(m, 'rings') && [1, 2, 3].includes(m.rings as number);
const bad = (m: Raw, what: string): RuleError => E('bad-move', `A ${m.type} move needs ${what}.`);

/** Shape check of untrusted JSON: the fields each move type needs, with the right JS types. */
export function parseMove(raw: unknown): JuniMove | RuleError {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return E('bad-move', 'A move is an object with a type.');
  const m = raw as Record<string, unknown>;
  if (typeof m.type !== 'string' || !MOVE_TYPES.has(m.type)) return E('bad-move', `Unknown move type '${String(m.type)}'.`);
  switch (m.type) {
    case 'recruit': return num(m, 'amount') && num(m, 'point') ? (m as unknown as JuniMove) : bad(m, 'amount and point');
    case 'march': return num(m, 'from') && num(m, 'to') && num(m, 'count') && optNum(m, 'owner') ? (m as unknown as JuniMove) : bad(m, 'from, to and count');
    case 'attack': return nums(m, 'from') && num(m, 'target') && num(m, 'defender') ? (m as unknown as JuniMove) : bad(m, 'from (points), target and defender');
    case 'province-move':
    case 'wind-piece':
      if (m.type === 'wind-piece' && !ringsOk(m)) return bad(m, 'rings 1–3');
      return (m.piece === 'daimyo' || m.piece === 'shadow') && optNum(m, 'daimyo') && nums(m, 'path') ? (m as unknown as JuniMove) : bad(m, 'piece and path');
    case 'transport-koku': return num(m, 'from') && num(m, 'to') && num(m, 'amount') ? (m as unknown as JuniMove) : bad(m, 'from, to and amount');
    case 'transport-family': return num(m, 'family') && num(m, 'to') ? (m as unknown as JuniMove) : bad(m, 'family and to');
    case 'give-card': {
      const elOk = m.element === undefined || (ELEMENTS as readonly unknown[]).includes(m.element);
      return num(m, 'to') && elOk && (m.rings === undefined || ringsOk(m)) ? (m as unknown as JuniMove) : bad(m, 'to, element and/or rings');
    }
    case 'hire': return num(m, 'point') ? (m as unknown as JuniMove) : bad(m, 'point');
    case 'declare-dead': return num(m, 'daimyo') ? (m as unknown as JuniMove) : bad(m, 'daimyo');
    case 'wind-group': return ringsOk(m) && num(m, 'from') && nums(m, 'path') ? (m as unknown as JuniMove) : bad(m, 'rings, from and path');
    case 'fire': return ringsOk(m) && optNum(m, 'daimyo') && optNum(m, 'family') ? (m as unknown as JuniMove) : bad(m, 'rings and a target');
    case 'water': return ringsOk(m) && num(m, 'from') && num(m, 'to') ? (m as unknown as JuniMove) : bad(m, 'rings, from and to');
    case 'earth': return ringsOk(m) && num(m, 'point') ? (m as unknown as JuniMove) : bad(m, 'rings and point');
    case 'water-piece': return ringsOk(m) && (m.piece === 'daimyo' || m.piece === 'shadow') && optNum(m, 'daimyo') && num(m, 'to') ? (m as unknown as JuniMove) : bad(m, 'rings, piece and to');
    case 'wind-koku': return ringsOk(m) && num(m, 'from') && num(m, 'to') && num(m, 'amount') ? (m as unknown as JuniMove) : bad(m, 'rings, from, to and amount');
    case 'wind-family': return ringsOk(m) && num(m, 'family') && num(m, 'to') ? (m as unknown as JuniMove) : bad(m, 'rings, family and to');
    case 'reinforce': return num(m, 'point') && num(m, 'owner') ? (m as unknown as JuniMove) : bad(m, 'point and owner');
    case 'join': return typeof m.yes === 'boolean' ? (m as unknown as JuniMove) : bad(m, 'yes');
    case 'consent': return typeof m.yes === 'boolean' ? (m as unknown as JuniMove) : bad(m, 'yes');
    case 'hostage': return typeof m.accept === 'boolean' ? (m as unknown as JuniMove) : bad(m, 'accept');
    case 'defend': return m.nothing === null || ringsOk2(m.nothing) ? (m as unknown as JuniMove) : bad(m, 'nothing (rings or null)');
    case 'press': return typeof m.go === 'boolean' && (m.nothing === null || ringsOk2(m.nothing)) ? (m as unknown as JuniMove) : bad(m, 'go and nothing');
    case 'answer': return (m.element === null || (ELEMENTS as readonly unknown[]).includes(m.element)) && (m.element === null || ringsOk(m)) ? (m as unknown as JuniMove) : bad(m, 'element and rings');
    default: return { type: m.type } as JuniMove;
  }
}
function ringsOk2(x: unknown): boolean {
  return x === 1 || x === 2 || x === 3;
}

/** The game's validate (contract): the move's shape, then the rules for this seat now. */
export function validate(t: Table, seat: number, raw: unknown): Result<JuniMove, RuleError> {
  const m = parseMove(raw);
  if ('code' in m) return refused(m);
  const e = checkMove(t, seat, m);
  return e ? refused(e) : ok(m);
}
