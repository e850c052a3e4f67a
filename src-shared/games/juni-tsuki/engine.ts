/**
 * Applying moves, and the flow of months and years (seed-003 §4–§9). `apply`
 * clones the state once and then changes the clone through the small named
 * helpers below; every helper names the rule it carries out.
 */
import { drawCards } from '../../kernel/deck';
import { rollDie } from '../../kernel/dice';
import { Rng } from '../../kernel/rng';
import type { Decision } from '../../kernel/ruleset';
import {
  AP_DIE, CASTLE_PRODUCTION, FATE_CARDS, MAX_DAIMYO, MONTHS_PER_YEAR, RECRUIT_COST, RONIN_HIRE_COST, SHADOW_SAMURAI,
  SHOGUN_EXTRA_CASTLES, UNPAID_LOSS, UPKEEP_PER_STARTED, UPKEEP_STEP, WAR_PAIR_PRICE, type Element,
} from './data/reconstruction';
import { CASTLE_AT_POINT, CASTLE_POINTS, CASTLE_PROVINCE, KYOTO_CASTLE, POINTS, checkpointBetween } from './map';
import { aliveDaimyo, castlesOf, foreignOwners, hasSamuraiIn, holdsHostage, incomeOf, kokuOf, passAskers, samuraiAt, totalSamurai } from './board';
import { reinforcements, resolveBattle } from './battle';
import { declarable, mayGive, waterTargets } from './check';
import { cloneState } from './clone';
import { playOrder } from './setup';
import { RONIN, type Battle, type CardPlay, type Interrupt, type JuniEvent, type JuniMove, type JuniState, type PieceMove, type Table } from './types';

export const monthOfYear = (month: number): number => ((month - 1) % MONTHS_PER_YEAR) + 1;
export const yearOf = (month: number): number => Math.floor((month - 1) / MONTHS_PER_YEAR) + 1;

export function pendingOf(s: JuniState): Decision[] {
  if (s.over) return [];
  if (s.interrupt) return [{ seat: s.interrupt.seat, kind: s.interrupt.kind }];
  return [{ seat: s.turn.seat, kind: s.turn.phase }];
}

/**
 * The free actions open now (kernel/ruleset.ts `freeActions`), for the seats not asked anything: 'declare-dead' (§7, an
 * ally may declare a Daimyō among his samurai dead at any time) and 'give-card' (§8, war cards may be given at any time).
 */
export function freeActionsOf(s: Table): Decision[] {
  if (s.over) return [];
  const asked = s.interrupt ? s.interrupt.seat : s.turn.seat;
  const out: Decision[] = [];
  s.players.forEach((_, seat) => {
    if (seat === asked) return;
    if (declarable(s, seat).length > 0) out.push({ seat, kind: 'declare-dead' });
    if (mayGive(s, seat)) out.push({ seat, kind: 'give-card' });
  });
  return out;
}

// ── small helpers on the cloned state ───────────────────────────────────

function addSamurai(s: JuniState, point: number, owner: number, n: number): void {
  if (n <= 0) return;
  const list = s.points[point]!;
  const g = list.find((x) => x.o === owner);
  if (g) g.n += n;
  else list.push({ o: owner, n });
}

function takeSamurai(s: JuniState, point: number, owner: number, n: number): number {
  const list = s.points[point]!;
  const i = list.findIndex((x) => x.o === owner);
  if (i < 0) return 0;
  const took = Math.min(n, list[i]!.n);
  list[i]!.n -= took;
  if (list[i]!.n <= 0) list.splice(i, 1);
  return took;
}

/** Pays koku from a seat's castles, the home castle first, then by castle order. */
function payKoku(s: JuniState, seat: number, amount: number): number {
  let left = amount;
  const home = s.players[seat]!.home;
  const order = [home, ...castlesOf(s, seat).filter((c) => c !== home)];
  for (const c of order) {
    const castle = s.castles[c]!;
    if (castle.owner !== seat || left <= 0) continue;
    const take = Math.min(left, castle.koku!);
    castle.koku = castle.koku! - take;
    left -= take;
  }
  return amount - left;
}

/** The castle income and production go into: the home castle if held, else the first held castle, else none (lost) [R]. */
function treasury(s: JuniState, seat: number): number | null {
  const home = s.players[seat]!.home;
  if (s.castles[home]!.owner === seat) return home;
  return castlesOf(s, seat)[0] ?? null;
}

function drawPair(s: JuniState, seat: number, rng: Rng, events: JuniEvent[]): void {
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
  s.hands[seat]!.elements.push(e.cards[0]!);
  s.hands[seat]!.rings.push(r.cards[0]!);
  events.push({ type: 'card-drawn', seat, element: e.cards[0]!, rings: r.cards[0]!, visibleTo: [seat] });
}

/** Plays (discards) an element card and a ring card from a hand. */
function spendPair(s: JuniState, seat: number, element: Element, rings: number): void {
  const h = s.hands[seat]!;
  h.elements.splice(h.elements.indexOf(element), 1);
  h.rings.splice(h.rings.indexOf(rings), 1);
  s.elementDeck.discard.push(element);
  s.ringDeck.discard.push(rings);
}

/** §7 [S]: for every foreign Daimyō killed the killer gains a new own Daimyō (at most 5), placed with his first Daimyō [R]. */
function gainDaimyo(s: JuniState, seat: number, province: number | null, events: JuniEvent[]): void {
  if (seat < 0 || s.players[seat]!.out || aliveDaimyo(s, seat) >= MAX_DAIMYO) return;
  const at = province ?? s.daimyo.find((d) => d.owner === seat)?.province;
  if (at === undefined) return;
  const d = { id: s.nextDaimyo++, owner: seat, province: at, moved: 0 };
  s.daimyo.push(d);
  events.push({ type: 'daimyo-gained', owner: seat, daimyo: d.id, province: at });
}

function killDaimyo(s: JuniState, id: number, by: number | null, how: 'isolation' | 'castle' | 'fire' | 'declared', events: JuniEvent[]): void {
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
function checkOut(s: JuniState, events: JuniEvent[]): void {
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat]!;
    if (p.out || aliveDaimyo(s, seat) > 0) continue;
    p.out = true;
    p.shadow = null;
    for (const list of s.points) for (const g of list) if (g.o === seat) g.o = RONIN;
    for (const list of s.points) mergeRonin(list);
    for (const c of s.castles) if (c.owner === seat) c.owner = -1;
    const h = s.hands[seat]!;
    s.elementDeck.discard.push(...h.elements);
    s.ringDeck.discard.push(...h.rings);
    s.hands[seat] = { elements: [], rings: [] };
    s.safe = s.safe.filter(([a, d]) => a !== seat && d !== seat);
    events.push({ type: 'player-out', seat });
  }
  if (s.players.filter((p) => !p.out).length <= 1) endGame(s, events);
}

function mergeRonin(list: JuniState['points'][number]): void {
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
function checkIsolation(s: JuniState, actor: number, events: JuniEvent[]): void {
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
function amongAllies(s: JuniState, owner: number, province: number): boolean {
  return s.players.some((p, o) => !p.out && o !== owner && holdsHostage(s, o, owner) && hasSamuraiIn(s, o, province));
}

/**
 * §7 [S/R] taking a castle: moving onto a castle point on which none of its
 * holder's samurai stand (or clearing it in battle). The conqueror gains a
 * Daimyō in that province and the loser loses one (his most recently gained)
 * when the castle was another player's; its koku and the family members in it
 * change hands with it.
 */
function arrive(s: JuniState, point: number, owner: number, events: JuniEvent[]): void {
  const c = CASTLE_AT_POINT.get(point);
  if (c === undefined || owner < 0) return;
  const castle = s.castles[c]!;
  if (castle.owner === owner) return;
  if (castle.owner >= 0 && samuraiAt(s, point, castle.owner) > 0) return;
  const from = castle.owner;
  castle.owner = owner;
  events.push({ type: 'castle-taken', castle: c, by: owner, from, koku: castle.koku ?? 0 });
  if (from >= 0) {
    gainDaimyo(s, owner, CASTLE_PROVINCE[c]!, events);
    const lost = s.daimyo.filter((d) => d.owner === from).at(-1);
    if (lost) killDaimyo(s, lost.id, owner, 'castle', events);
  }
}

function moveGroup(s: JuniState, owner: number, from: number, to: number, count: number, events: JuniEvent[], mover: number): void {
  const n = takeSamurai(s, from, owner, count);
  addSamurai(s, to, owner, n);
  events.push({ type: 'march', seat: mover, owner, from, to, count: n });
  arrive(s, to, owner, events);
}

/** [R §4.4] Upkeep: 1,000 koku per started 10,000 samurai. */
export function upkeepDue(samurai: number): number {
  return UPKEEP_PER_STARTED * Math.ceil(samurai / UPKEEP_STEP);
}

// ── the month's flow ────────────────────────────────────────────────────

/** Starts the month of the player at `turnIndex`: [R §5] ronin, then §4.1 income, then recruiting (skipped when there is no koku). */
function beginTurn(s: JuniState, rng: Rng, events: JuniEvent[]): void {
  const seat = s.order[s.turnIndex]!;
  s.turn = { seat, phase: 'recruit', ap: 0, provinceMoved: false, transported: false, kokuShipped: 0, pieceMoved: false, bought: false };
  // [R §5] A player's groups that stood in provinces without his Daimyō since his last month become ronin.
  s.points.forEach((list, pt) => {
    const provs = POINTS[pt]!.provinces;
    if (provs.length === 0) return;
    for (const g of list) {
      if (g.o !== seat) continue;
      if (provs.some((p) => s.daimyo.some((d) => d.owner === seat && d.province === p))) continue;
      g.o = RONIN;
      events.push({ type: 'ronin', owner: seat, point: pt, samurai: g.n });
    }
    mergeRonin(list);
  });
  const inc = incomeOf(s, seat);
  if (inc.koku > 0) {
    const c = treasury(s, seat);
    if (c !== null) s.castles[c]!.koku! += inc.koku;
    events.push({ type: 'income', seat, resources: inc.resources, koku: inc.koku, castle: c });
  }
  if (kokuOf(s, seat) < RECRUIT_COST) rollAp(s, rng, events);
}

function rollAp(s: JuniState, rng: Rng, events: JuniEvent[]): void {
  const roll = rollDie(rng, AP_DIE);
  s.turn.phase = 'act';
  s.turn.ap = roll;
  events.push({ type: 'ap', seat: s.turn.seat, roll });
}

/** Next player's month; after the last player, the next month (and after month 12 the year end). */
function endTurn(s: JuniState, rng: Rng, events: JuniEvent[]): void {
  for (;;) {
    s.turnIndex++;
    if (s.turnIndex >= s.order.length) {
      s.turnIndex = 0;
      s.safe = [];
      const limit = s.options.monthLimit;
      if (monthOfYear(s.month) === MONTHS_PER_YEAR) yearEnd(s, rng, events);
      if (s.over) return;
      if (limit !== undefined && s.month >= limit) return endGame(s, events);
      s.month++;
      events.push({ type: 'month', month: s.month, year: yearOf(s.month), monthOfYear: monthOfYear(s.month) });
    }
    const seat = s.order[s.turnIndex]!;
    if (s.players[seat]!.out) continue;
    beginTurn(s, rng, events);
    if (!s.over) return;
  }
}

/** §4.4: expenses (upkeep [R]), fate cards [R], production [R], the Shogun check [R §9], a new start player [S/R §1]. */
function yearEnd(s: JuniState, rng: Rng, events: JuniEvent[]): void {
  const active = s.order.filter((seat) => !s.players[seat]!.out);
  for (const seat of active) {
    const samurai = totalSamurai(s, seat);
    const due = upkeepDue(samurai);
    const paid = payKoku(s, seat, due);
    const lost = loseSamurai(s, seat, (due - paid) * UNPAID_LOSS);
    events.push({ type: 'upkeep', seat, due, paid, samuraiLost: lost });
  }
  for (const seat of active) {
    const drawn = drawCards(rng, s.fateDeck, 1);
    s.fateDeck = { draw: drawn.draw, discard: [...drawn.discard, ...drawn.cards] };
    const card = FATE_CARDS.find((c) => c.id === drawn.cards[0]);
    if (card) {
      const before = kokuOf(s, seat);
      const effect = resolveFate(s, seat, card.effect, rng, events);
      events.push({ type: 'fate', seat, card: card.id, effect, koku: kokuOf(s, seat) - before });
    }
  }
  for (const seat of active) {
    const held = castlesOf(s, seat);
    for (const c of held) s.castles[c]!.koku! += CASTLE_PRODUCTION;
    events.push({ type: 'production', seat, koku: held.length * CASTLE_PRODUCTION });
  }
  const totals = s.players.map((_, seat) => kokuOf(s, seat));
  s.players.forEach((p, seat) => (p.kokuAnnounced = totals[seat]!));
  events.push({ type: 'koku-announced', totals });
  checkIsolation(s, -1, events);
  if (s.over) return;
  const need = s.options.players + SHOGUN_EXTRA_CASTLES;
  for (const seat of s.order) {
    if (s.castles[KYOTO_CASTLE]!.owner === seat && castlesOf(s, seat).length >= need) {
      s.shogun = seat;
      events.push({ type: 'shogun', seat });
      return endGame(s, events);
    }
  }
  if (yearOf(s.month) >= s.options.years) return endGame(s, events);
  // [R §1] The next player in the play direction starts the new year.
  const start = s.order[1 % s.order.length]!;
  s.order = playOrder(s.options.players, start, s.direction);
  events.push({ type: 'new-start-player', seat: start });
}

/** Samurai lost to upkeep or fate: from the largest group first [R]. */
function loseSamurai(s: JuniState, seat: number, n: number): number {
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

function resolveFate(s: JuniState, seat: number, e: (typeof FATE_CARDS)[number]['effect'], rng: Rng, events: JuniEvent[]): string {
  switch (e.kind) {
    case 'koku': {
      if (e.amount >= 0) {
        const c = treasury(s, seat);
        if (c === null) return 'no castle to store koku';
        s.castles[c]!.koku! += e.amount;
        return `+${e.amount} koku`;
      }
      return `-${payKoku(s, seat, -e.amount)} koku`;
    }
    case 'samurai':
      return `-${loseSamurai(s, seat, -e.amount)} samurai`;
    case 'ronin-join': {
      const d = s.daimyo.find((x) => x.owner === seat);
      if (!d) return 'no Daimyō to join';
      addSamurai(s, d.province, seat, e.amount);
      return `+${e.amount} samurai`;
    }
    case 'war-pair':
      drawPair(s, seat, rng, events);
      return 'a war-card pair';
    case 'lose-card': {
      // One element card and one ring card, each at random, as far as the hand has them.
      const h = s.hands[seat]!;
      if (h.elements.length === 0 && h.rings.length === 0) return 'no card to lose';
      if (h.elements.length > 0) s.elementDeck.discard.push(...h.elements.splice(rng.int(h.elements.length), 1));
      if (h.rings.length > 0) s.ringDeck.discard.push(...h.rings.splice(rng.int(h.rings.length), 1));
      return 'war cards lost';
    }
    case 'none':
      return 'nothing happens';
  }
}

/** [R §9] Final standing: the Shogun, else most castles, then most Daimyō, then most koku. */
export function standings(s: JuniState): { scores: number[]; winners: number[] } {
  const scores = s.players.map((p, seat) => (p.out ? 0 : castlesOf(s, seat).length * 1_000_000 + aliveDaimyo(s, seat) * 10_000 + Math.min(9_999, kokuOf(s, seat))));
  if (s.shogun !== null) return { scores, winners: [s.shogun] };
  const best = Math.max(...scores);
  return { scores, winners: scores.flatMap((x, i) => (x === best ? [i] : [])) };
}

function endGame(s: JuniState, events: JuniEvent[]): void {
  if (s.over) return;
  s.over = true;
  s.interrupt = null;
  const st = standings(s);
  events.push({ type: 'game-over', winners: st.winners, scores: st.scores });
}

// ── battles and war cards ───────────────────────────────────────────────

/** §5.2: a named group joins its side; a defender's extra group lets the attacker name more. */
function joinBattle(s: JuniState, b: Battle, side: 'attacker' | 'defender', group: { point: number; owner: number }, events: JuniEvent[]): void {
  if (!reinforcements(s, b, side).some((g) => g.point === group.point && g.owner === group.owner)) return;
  (side === 'defender' ? b.defenders : b.attackers).push(group);
  if (side === 'defender') b.reinforced = true;
  events.push({ type: 'battle-joined', seat: group.owner, side, point: group.point, samurai: samuraiAt(s, group.point, group.owner) });
}

function fight(s: JuniState, b: Battle, rng: Rng, events: JuniEvent[]): void {
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
function startCardPlay(s: JuniState, play: CardPlay, target: number, rng: Rng, events: JuniEvent[], resume?: Extract<Interrupt, { kind: 'defend' }>): void {
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
function backToBattle(s: JuniState, resume: Extract<Interrupt, { kind: 'defend' }> | undefined, events: JuniEvent[]): void {
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
function carryOut(s: JuniState, play: CardPlay, _rng: Rng, events: JuniEvent[]): void {
  const a = play.action;
  switch (a.kind) {
    case 'fire':
      if (a.daimyo !== undefined) killDaimyo(s, a.daimyo, play.by, 'fire', events);
      else {
        const f = s.family.find((x) => x.id === a.family);
        if (f && f.castle !== null) {
          f.castle = null;
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
      s.points[a.point] = [];
      let koku = 0;
      let family = 0;
      const c = CASTLE_AT_POINT.get(a.point);
      if (c !== undefined) {
        koku = s.castles[c]!.koku ?? 0;
        s.castles[c]!.koku = 0;
        for (const f of s.family) {
          if (f.castle !== c) continue;
          f.castle = null;
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
function fireTarget(s: JuniState, seat: number, m: Extract<JuniMove, { type: 'fire' }>): number {
  if (m.daimyo !== undefined) return s.daimyo.find((d) => d.id === m.daimyo)!.owner;
  const f = s.family.find((x) => x.id === m.family)!;
  return f.owner !== seat ? f.owner : s.castles[f.castle!]!.owner;
}

// ── pieces, koku and family cards carried ───────────────────────────────

/** A Daimyō or the shadow warrior arrives; it may not move again this month (courtesy rule, §4.3). */
function placePiece(s: JuniState, seat: number, piece: 'daimyo' | 'shadow', daimyo: number | undefined, to: number, path: number[], events: JuniEvent[]): void {
  if (piece === 'shadow') {
    s.players[seat]!.shadow = to;
    s.players[seat]!.shadowMoved = s.month;
  } else {
    const d = s.daimyo.find((x) => x.id === daimyo)!;
    d.province = to;
    d.moved = s.month;
  }
  events.push({ type: 'province-move', seat, piece, path });
}

/** [R §4.3/§10] A province move asks the owners of crossed checkpoints and allied provinces first, one at a time; then it is made. */
function askOrMove(s: JuniState, seat: number, m: PieceMove, ask: number[], events: JuniEvent[]): void {
  const [next, ...rest] = ask;
  if (next !== undefined) s.interrupt = { kind: 'permit', seat: next, mover: seat, move: m, ask: rest };
  // The piece may have died while the permits were asked (a free action: an ally's declaration): then nothing moves.
  else if (m.piece === 'shadow' ? s.players[seat]!.shadow !== null : s.daimyo.some((d) => d.id === m.daimyo)) {
    placePiece(s, seat, m.piece, m.daimyo, m.path[m.path.length - 1]!, m.path.slice(), events);
  }
}

function shipKoku(s: JuniState, seat: number, from: number, to: number, amount: number, events: JuniEvent[]): void {
  s.castles[from]!.koku! -= amount;
  s.castles[to]!.koku! += amount;
  events.push({ type: 'transport-koku', seat, from, to, amount, visibleTo: [seat] });
}

/** §4.3/§6: a family card into an own castle moves; into another player's castle it is an offer he answers. */
function shipFamily(s: JuniState, seat: number, family: number, to: number, events: JuniEvent[]): void {
  const f = s.family.find((x) => x.id === family)!;
  const owner = s.castles[to]!.owner;
  if (owner === seat) {
    f.castle = to;
    events.push({ type: 'transport-family', seat, family: f.id, to });
  } else s.interrupt = { kind: 'hostage', seat: owner, from: seat, family: f.id, castle: to };
}

/** Plays a war card that needs no answer (Wind*), public as played. */
function playUnanswered(s: JuniState, seat: number, element: 'wind', rings: number, events: JuniEvent[]): void {
  spendPair(s, seat, element, rings);
  events.push({ type: 'card-played', seat, element, rings, against: null });
}

// ── apply ───────────────────────────────────────────────────────────────

export function applyMove(state: JuniState, seat: number, m: JuniMove): { state: JuniState; events: JuniEvent[] } {
  const s: JuniState = cloneState(state);
  const rng = Rng.from(s.rng);
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
      events.push({ type: 'battle-named', attacker: seat, defender: m.defender, target: m.target });
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
      s.players[seat]!.shadow = null;
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
        if (m.accept && f.castle !== null) f.castle = it.castle;
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
      const h = s.hands[seat]!;
      const to = s.hands[m.to]!;
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
  s.rng = rng.state();
  return { state: s, events };
}

export function startGame(s: JuniState, events: JuniEvent[]): JuniState {
  const rng = Rng.from(s.rng);
  events.push({ type: 'month', month: 1, year: 1, monthOfYear: 1 });
  beginTurn(s, rng, events);
  s.rng = rng.state();
  return s;
}
