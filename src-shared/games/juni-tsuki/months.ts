/**
 * The flow of months and years (seed-003 §4.1, §4.4, §5, §9): a player's month begins with ronin, income and
 * recruiting; after the last player the next month; after month 12 the year end with upkeep, fate cards,
 * production, the Shogun check and a new start player.
 */
import { drawCards } from '../../kernel/deck';
import { rollDie } from '../../kernel/dice';
import { Rng } from '../../kernel/rng';
import { AP_DIE, CASTLE_PRODUCTION, FATE_CARDS, MONTHS_PER_YEAR, RECRUIT_COST, SHOGUN_EXTRA_CASTLES, UNPAID_LOSS } from './data/reconstruction';
import { KYOTO_CASTLE, POINTS } from './map';
import { castlesOf, incomeOf, kokuOf, totalSamurai } from './board';
import { addSamurai, checkIsolation, discardCards, drawPair, endGame, loseSamurai, mergeRonin, payKoku, treasury, upkeepDue } from './changes';
import { monthOfYear, playOrder, yearOf } from './flow';
import { ownCastle, ownHand, ownPlayer, ownPoint } from './clone';
import { RONIN, type JuniEvent, type JuniState } from './types';

/** Starts the month of the player at `turnIndex`: [R §5] ronin, then §4.1 income, then recruiting (skipped when there is no koku). */
export function beginTurn(s: JuniState, rng: Rng, events: JuniEvent[]): void {
  const seat = s.order[s.turnIndex]!;
  s.turn = { seat, phase: 'recruit', ap: 0, provinceMoved: false, transported: false, kokuShipped: 0, pieceMoved: false, bought: false };
  // [R §5] A player's groups that stood in provinces without his Daimyō since his last month become ronin.
  // One pass over the points without lists or closures per point (this runs at every month of every search
  // iteration); the points array as it was when the pass began, as forEach read it (ownPoint may copy it).
  const points = s.points;
  const led: number[] = [];
  for (const d of s.daimyo) if (d.owner === seat) led.push(d.province);
  for (let pt = 0; pt < points.length; pt++) {
    const shared = points[pt]!;
    if (shared.length === 0) continue;
    const provs = POINTS[pt]!.provinces;
    if (provs.length === 0) continue;
    let mine = false;
    let ronin = 0;
    for (const g of shared) {
      if (g.o === seat) mine = true;
      else if (g.o === RONIN) ronin++;
    }
    let turns = mine;
    if (turns) for (const p of provs) if (led.includes(p)) turns = false;
    if (!turns && ronin <= 1) continue;
    const list = ownPoint(s, pt);
    if (turns) {
      for (const g of list) {
        if (g.o !== seat) continue;
        g.o = RONIN;
        events.push({ type: 'ronin', owner: seat, point: pt, samurai: g.n });
      }
    }
    mergeRonin(list);
  }
  const inc = incomeOf(s, seat);
  if (inc.koku > 0) {
    const c = treasury(s, seat);
    if (c !== null) ownCastle(s, c).koku! += inc.koku;
    events.push({ type: 'income', seat, resources: inc.resources, koku: inc.koku, castle: c });
  }
  if (kokuOf(s, seat) < RECRUIT_COST) rollAp(s, rng, events);
}

export function rollAp(s: JuniState, rng: Rng, events: JuniEvent[]): void {
  const roll = rollDie(rng, AP_DIE);
  s.turn.phase = 'act';
  s.turn.ap = roll;
  events.push({ type: 'ap', seat: s.turn.seat, roll });
}

/** Next player's month; after the last player, the next month (and after month 12 the year end). */
export function endTurn(s: JuniState, rng: Rng, events: JuniEvent[]): void {
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
    for (const c of held) ownCastle(s, c).koku! += CASTLE_PRODUCTION;
    events.push({ type: 'production', seat, koku: held.length * CASTLE_PRODUCTION });
  }
  const totals = s.players.map((_, seat) => kokuOf(s, seat));
  s.players.forEach((_, seat) => (ownPlayer(s, seat).kokuAnnounced = totals[seat]!));
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

function resolveFate(s: JuniState, seat: number, e: (typeof FATE_CARDS)[number]['effect'], rng: Rng, events: JuniEvent[]): string {
  switch (e.kind) {
    case 'koku': {
      if (e.amount >= 0) {
        const c = treasury(s, seat);
        if (c === null) return 'no castle to store koku';
        ownCastle(s, c).koku! += e.amount;
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
      if (s.hands[seat]!.elements.length === 0 && s.hands[seat]!.rings.length === 0) return 'no card to lose';
      const h = ownHand(s, seat);
      if (h.elements.length > 0) discardCards(s, h.elements.splice(rng.int(h.elements.length), 1), []);
      if (h.rings.length > 0) discardCards(s, [], h.rings.splice(rng.int(h.rings.length), 1));
      return 'war cards lost';
    }
    case 'none':
      return 'nothing happens';
  }
}

export function startGame(s: JuniState, events: JuniEvent[]): JuniState {
  const rng = Rng.from(s.rng);
  events.push({ type: 'month', month: 1, year: 1, monthOfYear: 1 });
  beginTurn(s, rng, events);
  s.rng = rng.state();
  return s;
}
