/**
 * The small named changes apply makes on its private copy of the state (seed-003 §4–§8): samurai added and taken,
 * koku paid and shipped, war cards drawn and spent, Daimyō gained and killed, castles taken, players put out, the
 * game ended. Every helper names the rule it carries out; each mutates the state it is given.
 */
import { drawCards } from '../../kernel/deck';
import type { Rng } from '../../kernel/rng';
import { MAX_DAIMYO, UPKEEP_PER_STARTED, UPKEEP_STEP, type Element } from './data/reconstruction';
import { CASTLE_AT_POINT, CASTLE_PROVINCE } from './map';
import { aliveDaimyo, castlesOf, hasSamuraiIn, holdsHostage, samuraiAt } from './board';
import { standings } from './standings';
import { ownCastle, ownDaimyo, ownFamily, ownHand, ownPlayer, ownPoint } from './clone';
import { RONIN, type JuniEvent, type JuniState, type PieceMove } from './types';

export function addSamurai(s: JuniState, point: number, owner: number, n: number): void {
  if (n <= 0) return;
  const list = ownPoint(s, point);
  const g = list.find((x) => x.o === owner);
  if (g) g.n += n;
  else list.push({ o: owner, n });
}

export function takeSamurai(s: JuniState, point: number, owner: number, n: number): number {
  if (!s.points[point]!.some((x) => x.o === owner)) return 0;
  const list = ownPoint(s, point);
  const i = list.findIndex((x) => x.o === owner);
  const took = Math.min(n, list[i]!.n);
  list[i]!.n -= took;
  if (list[i]!.n <= 0) list.splice(i, 1);
  return took;
}

/** Pays koku from a seat's castles, the home castle first, then by castle order. */
export function payKoku(s: JuniState, seat: number, amount: number): number {
  let left = amount;
  const home = s.players[seat]!.home;
  const order = [home, ...castlesOf(s, seat).filter((c) => c !== home)];
  for (const c of order) {
    const castle = s.castles[c]!;
    if (castle.owner !== seat || left <= 0) continue;
    const take = Math.min(left, castle.koku!);
    ownCastle(s, c).koku = castle.koku! - take;
    left -= take;
  }
  return amount - left;
}

/** The castle income and production go into: the home castle if held, else the first held castle, else none (lost) [R]. */
export function treasury(s: JuniState, seat: number): number | null {
  const home = s.players[seat]!.home;
  if (s.castles[home]!.owner === seat) return home;
  return castlesOf(s, seat)[0] ?? null;
}

export function drawPair(s: JuniState, seat: number, rng: Rng, events: JuniEvent[]): void {
  const e = drawCards(rng, s.elementDeck, 1);
  const r = drawCards(rng, s.ringDeck, 1);
  s.elementDeck = { draw: e.draw, discard: e.discard };
  s.ringDeck = { draw: r.draw, discard: r.discard };
  if (e.cards.length === 0 || r.cards.length === 0) {
    // Both decks are shared; with every card in hands none can be drawn: return what was drawn.
    if (e.cards[0]) s.elementDeck.draw.unshift(e.cards[0]);
    if (r.cards[0] !== undefined) s.ringDeck.draw.unshift(r.cards[0]);
    return;
  }
  const h = ownHand(s, seat);
  h.elements.push(e.cards[0]!);
  h.rings.push(r.cards[0]!);
  events.push({ type: 'card-drawn', seat, element: e.cards[0]!, rings: r.cards[0]!, visibleTo: [seat] });
}

/** Plays (discards) an element card and a ring card from a hand. */
export function spendPair(s: JuniState, seat: number, element: Element, rings: number): void {
  const h = ownHand(s, seat);
  h.elements.splice(h.elements.indexOf(element), 1);
  h.rings.splice(h.rings.indexOf(rings), 1);
  discardCards(s, [element], [rings]);
}

/** §7 [S]: for every foreign Daimyō killed the killer gains a new own Daimyō (at most 5), placed with his first Daimyō [R]. */
export function gainDaimyo(s: JuniState, seat: number, province: number | null, events: JuniEvent[]): void {
  if (seat < 0 || s.players[seat]!.out || aliveDaimyo(s, seat) >= MAX_DAIMYO) return;
  const at = province ?? s.daimyo.find((d) => d.owner === seat)?.province;
  if (at === undefined) return;
  const d = { id: s.nextDaimyo++, owner: seat, province: at, moved: 0 };
  s.daimyo.push(d);
  events.push({ type: 'daimyo-gained', owner: seat, daimyo: d.id, province: at });
}

export function killDaimyo(s: JuniState, id: number, by: number | null, how: 'isolation' | 'castle' | 'fire' | 'declared', events: JuniEvent[]): void {
  const i = s.daimyo.findIndex((d) => d.id === id);
  if (i < 0) return;
  const owner = s.daimyo[i]!.owner;
  s.daimyo.splice(i, 1);
  events.push({ type: 'daimyo-killed', owner, daimyo: id, by, how });
  // The Fire card's assassin gains none [S §7]; a castle's conqueror gains his in the castle's province (captureCastle).
  // An ally's declaration is a death by isolation (§7): the declaring ally is its killer and gains a Daimyō.
  if ((how === 'isolation' || how === 'declared') && by !== null && by !== owner) gainDaimyo(s, by, null, events);
}

/**
 * §7 [R]: a player with no Daimyō left is out: his samurai become ronin, his
 * castles (with their koku and the family members in them) neutral, his war
 * cards go to the discard piles, his shadow warrior is lost.
 */
export function checkOut(s: JuniState, events: JuniEvent[]): void {
  for (let seat = 0; seat < s.players.length; seat++) {
    if (s.players[seat]!.out || aliveDaimyo(s, seat) > 0) continue;
    const p = ownPlayer(s, seat);
    p.out = true;
    p.shadow = null;
    for (let pt = 0; pt < s.points.length; pt++) {
      if (!s.points[pt]!.some((g) => g.o === seat)) continue;
      const list = ownPoint(s, pt);
      for (const g of list) if (g.o === seat) g.o = RONIN;
      mergeRonin(list);
    }
    for (let c = 0; c < s.castles.length; c++) if (s.castles[c]!.owner === seat) ownCastle(s, c).owner = -1;
    const h = s.hands[seat]!;
    discardCards(s, h.elements, h.rings);
    s.hands[seat] = { elements: [], rings: [] };
    s.safe = s.safe.filter(([a, d]) => a !== seat && d !== seat);
    events.push({ type: 'player-out', seat });
  }
  if (s.players.filter((p) => !p.out).length <= 1) endGame(s, events);
}

/** Ronin groups on one point become one (`list` must be the state's own: ownPoint). */
export function mergeRonin(list: JuniState['points'][number]): void {
  const r = list.filter((g) => g.o === RONIN);
  if (r.length <= 1) return;
  const n = r.reduce((a, g) => a + g.n, 0);
  const first = list.indexOf(r[0]!);
  for (let i = list.length - 1; i >= 0; i--) if (list[i]!.o === RONIN && i !== first) list.splice(i, 1);
  list[first]!.n = n;
}

/**
 * §7 [S] isolation: a Daimyō in a province without own samurai dies; the player whose move caused it is the killer.
 * Among an ally's samurai (a player holding his hostage, §6) he lives until that ally declares him dead ('declare-dead').
 */
export function checkIsolation(s: JuniState, actor: number, events: JuniEvent[]): void {
  // Until nothing changes: a player put out turns his samurai ronin, which may leave an ally's guest isolated.
  for (let round = 0; round <= s.players.length && !s.over; round++) {
    let killed = false;
    for (const d of s.daimyo.slice()) {
      if (hasSamuraiIn(s, d.owner, d.province) || amongAllies(s, d.owner, d.province)) continue;
      killDaimyo(s, d.id, actor === d.owner || actor < 0 ? null : actor, 'isolation', events);
      killed = true;
    }
    const out = s.players.filter((p) => p.out).length;
    checkOut(s, events);
    if (!killed && s.players.filter((p) => p.out).length === out) break;
  }
}

/** Samurai of an ally of `owner` (a player in the game holding his hostage) stand in the province. */
export function amongAllies(s: JuniState, owner: number, province: number): boolean {
  return s.players.some((p, o) => !p.out && o !== owner && holdsHostage(s, o, owner) && hasSamuraiIn(s, o, province));
}

/**
 * §7 [S/R] taking a castle: moving onto a castle point on which none of its
 * holder's samurai stand (or clearing it in battle). The conqueror gains a
 * Daimyō in that province and the loser loses one (his most recently gained)
 * when the castle was another player's; its koku and the family members in it
 * change hands with it.
 */
export function arrive(s: JuniState, point: number, owner: number, events: JuniEvent[]): void {
  const c = CASTLE_AT_POINT.get(point);
  if (c === undefined || owner < 0) return;
  if (s.castles[c]!.owner === owner) return;
  if (s.castles[c]!.owner >= 0 && samuraiAt(s, point, s.castles[c]!.owner) > 0) return;
  const castle = ownCastle(s, c);
  const from = castle.owner;
  castle.owner = owner;
  events.push({ type: 'castle-taken', castle: c, by: owner, from, koku: castle.koku ?? 0 });
  if (from >= 0) {
    gainDaimyo(s, owner, CASTLE_PROVINCE[c]!, events);
    const lost = s.daimyo.filter((d) => d.owner === from).at(-1);
    if (lost) killDaimyo(s, lost.id, owner, 'castle', events);
  }
}

export function moveGroup(s: JuniState, owner: number, from: number, to: number, count: number, events: JuniEvent[], mover: number): void {
  const n = takeSamurai(s, from, owner, count);
  addSamurai(s, to, owner, n);
  events.push({ type: 'march', seat: mover, owner, from, to, count: n });
  arrive(s, to, owner, events);
}

/** [R §4.4] Upkeep: 1,000 koku per started 10,000 samurai. */
export function upkeepDue(samurai: number): number {
  return UPKEEP_PER_STARTED * Math.ceil(samurai / UPKEEP_STEP);
}
/** Samurai lost to upkeep or fate: from the largest group first [R]. */
export function loseSamurai(s: JuniState, seat: number, n: number): number {
  let left = n;
  while (left > 0) {
    let best: [number, number] | null = null;
    s.points.forEach((list, pt) => {
      const g = list.find((x) => x.o === seat);
      if (g && (!best || g.n > best[1])) best = [pt, g.n];
    });
    if (!best) break;
    left -= takeSamurai(s, (best as [number, number])[0], seat, left);
  }
  return n - left;
}

export function endGame(s: JuniState, events: JuniEvent[]): void {
  if (s.over) return;
  s.over = true;
  s.interrupt = null;
  const st = standings(s);
  events.push({ type: 'game-over', winners: st.winners, scores: st.scores });
}

// ── pieces, koku and family cards carried ───────────────────────────────

/** A Daimyō or the shadow warrior arrives; it may not move again this month (courtesy rule, §4.3). */
export function placePiece(s: JuniState, seat: number, piece: 'daimyo' | 'shadow', daimyo: number | undefined, to: number, path: number[], events: JuniEvent[]): void {
  if (piece === 'shadow') {
    const p = ownPlayer(s, seat);
    p.shadow = to;
    p.shadowMoved = s.month;
  } else {
    const d = ownDaimyo(s, daimyo!);
    d.province = to;
    d.moved = s.month;
  }
  events.push({ type: 'province-move', seat, piece, path });
}

/** [R §4.3/§10] A province move asks the owners of crossed checkpoints and allied provinces first, one at a time; then it is made. */
export function askOrMove(s: JuniState, seat: number, m: PieceMove, ask: number[], events: JuniEvent[]): void {
  const [next, ...rest] = ask;
  if (next !== undefined) s.interrupt = { kind: 'permit', seat: next, mover: seat, move: m, ask: rest };
  // The piece may have died while the permits were asked (a free action: an ally's declaration): then nothing moves.
  else if (m.piece === 'shadow' ? s.players[seat]!.shadow !== null : s.daimyo.some((d) => d.id === m.daimyo)) {
    placePiece(s, seat, m.piece, m.daimyo, m.path[m.path.length - 1]!, m.path.slice(), events);
  }
}

export function shipKoku(s: JuniState, seat: number, from: number, to: number, amount: number, events: JuniEvent[]): void {
  ownCastle(s, from).koku! -= amount;
  ownCastle(s, to).koku! += amount;
  events.push({ type: 'transport-koku', seat, from, to, amount, visibleTo: [seat] });
}

/** §4.3/§6: a family card into an own castle moves; into another player's castle it is an offer he answers. */
export function shipFamily(s: JuniState, seat: number, family: number, to: number, events: JuniEvent[]): void {
  const f = s.family.find((x) => x.id === family)!;
  const owner = s.castles[to]!.owner;
  if (owner === seat) {
    ownFamily(s, f.id).castle = to;
    events.push({ type: 'transport-family', seat, family: f.id, to });
  } else s.interrupt = { kind: 'hostage', seat: owner, from: seat, family: f.id, castle: to };
}

/** Plays a war card that needs no answer (Wind*), public as played. */
export function playUnanswered(s: JuniState, seat: number, element: 'wind', rings: number, events: JuniEvent[]): void {
  spendPair(s, seat, element, rings);
  events.push({ type: 'card-played', seat, element, rings, against: null });
}

/** Cards onto the discard piles: the decks are shared between a state and its copies (clone.ts), so each is replaced whole. */
export function discardCards(s: JuniState, elements: readonly Element[], rings: readonly number[]): void {
  if (elements.length > 0) s.elementDeck = { draw: s.elementDeck.draw, discard: [...s.elementDeck.discard, ...elements] };
  if (rings.length > 0) s.ringDeck = { draw: s.ringDeck.draw, discard: [...s.ringDeck.discard, ...rings] };
}
