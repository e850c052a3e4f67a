/** The starting position (seed-003 §1, §3): decks, pieces, hands, the start roll, then the first month begun. */
import { drawCards, shuffled } from '../../kernel/deck';
import { rollDie } from '../../kernel/dice';
import { Rng } from '../../kernel/rng';
import {
  ELEMENTS, ELEMENT_COPIES, FAMILY_PER_PLAYER, FATE_CARDS, HOME_CASTLES,
  RING_CARDS, START_DAIMYO, START_GROUP_MAX, START_KOKU, START_SAMURAI, START_WAR_PAIRS, type Element,
} from './data/reconstruction';
import { mbIndex } from '../../maps/mb-board';
import { CASTLE_POINTS, CASTLE_PROVINCE, POINTS, POINT_COUNT, PROVINCE_NEIGHBOURS, RESOURCE_POINTS, checkpointBetween } from './map';
import { playOrder } from './flow';
import { startGame } from './months';
import type { Hand, JuniEvent, JuniOptions, JuniState } from './types';

/** [R §8] The two war-card decks: 10 of each element; ring cards 20 × 1, 12 × 2, 8 × 3. */
export function fullDecks(): { elements: Element[]; rings: number[] } {
  const elements: Element[] = [];
  for (const e of ELEMENTS) for (let i = 0; i < ELEMENT_COPIES; i++) elements.push(e);
  const rings: number[] = [];
  for (const [r, n] of Object.entries(RING_CARDS)) for (let i = 0; i < n; i++) rings.push(Number(r));
  return { elements, rings };
}

/**
 * §1 [S]: everyone rolls a d20, the highest starts (ties roll again [R]); an
 * even winning roll = play runs clockwise (rising seats), odd = counter-clockwise.
 */
export function startRoll(rng: Rng, players: number): { rolls: number[][]; start: number; direction: 1 | -1 } {
  let contenders = Array.from({ length: players }, (_, i) => i);
  const rounds: number[][] = [];
  for (;;) {
    // One round: the contenders' rolls by seat (0 = did not roll).
    const rolls = new Array<number>(players).fill(0);
    for (const s of contenders) rolls[s] = rollDie(rng, 20);
    rounds.push(rolls);
    const best = Math.max(...rolls);
    const top = contenders.filter((s) => rolls[s] === best);
    if (top.length === 1) return { rolls: rounds, start: top[0]!, direction: best % 2 === 0 ? 1 : -1 };
    contenders = top;
  }
}

/**
 * [R §3] Which seat plays from which home castle: by default drawn by lot each game (as players draw colours), else
 * (`homes: 'fixed'`) in seat order. Why: the homes of a player count are not equally placed — with them fixed, four
 * equal Normal bots won 24 / 18 / 40 / 20 % by seat (Kai's seat 40 %), and the human, always seat 1, always had the
 * same corner. Drawn, no seat is tied to one home (docs/games/juni-tsuki.md, Fairness).
 */
export function homesOf(options: JuniOptions, rng: Rng): string[] {
  const set = HOME_CASTLES[options.players]!;
  return options.homes === 'fixed' ? set.slice() : rng.shuffle(set);
}

export function setupState(options: JuniOptions, seed: string): { state: JuniState; events: JuniEvent[] } {
  const rng = Rng.seeded(seed);
  const n = options.players;
  const homes = homesOf(options, rng);
  const decks = fullDecks();
  let elementDeck = { draw: shuffled(rng, decks.elements), discard: [] as Element[] };
  let ringDeck = { draw: shuffled(rng, decks.rings), discard: [] as number[] };
  const fateDeck = { draw: shuffled(rng, FATE_CARDS.map((c) => c.id)), discard: [] as string[] };
  const points: JuniState['points'] = Array.from({ length: POINT_COUNT }, () => []);
  const castles: JuniState['castles'] = CASTLE_POINTS.map(() => ({ owner: -1, koku: 0 }));
  const hands: Hand[] = [];
  const daimyo: JuniState['daimyo'] = [];
  const family: JuniState['family'] = [];
  const players: JuniState['players'] = [];
  for (let seat = 0; seat < n; seat++) {
    const prov = mbIndex(homes[seat]!);
    const home = CASTLE_PROVINCE.indexOf(prov);
    castles[home] = { owner: seat, koku: START_KOKU };
    // [R §3] 30,000 samurai in groups of 10,000: march point, castle point, then the resource point or the checkpoint to the first neighbour.
    const spots = [prov, CASTLE_POINTS[home]!];
    const res = RESOURCE_POINTS.find((pt) => POINTS[pt]!.provinces[0] === prov);
    spots.push(res ?? checkpointBetween(prov, PROVINCE_NEIGHBOURS[prov]![0]!));
    let left = START_SAMURAI;
    for (const pt of spots) {
      const g = Math.min(START_GROUP_MAX, left);
      if (g > 0) points[pt]!.push({ o: seat, n: g });
      left -= g;
    }
    for (let k = 0; k < START_DAIMYO; k++) daimyo.push({ id: daimyo.length, owner: seat, province: prov, moved: 0 });
    for (let k = 0; k < FAMILY_PER_PLAYER; k++) family.push({ id: family.length, owner: seat, castle: home });
    const e = drawCards(rng, elementDeck, START_WAR_PAIRS);
    const r = drawCards(rng, ringDeck, START_WAR_PAIRS);
    elementDeck = { draw: e.draw, discard: e.discard };
    ringDeck = { draw: r.draw, discard: r.discard };
    hands.push({ elements: e.cards, rings: r.cards });
    players.push({ home, shadow: prov, shadowMoved: 0, out: false, kokuAnnounced: START_KOKU });
  }
  const roll = startRoll(rng, n);
  const order = playOrder(n, roll.start, roll.direction);
  const state: JuniState = {
    options,
    month: 1,
    order,
    direction: roll.direction,
    turnIndex: 0,
    turn: { seat: order[0]!, phase: 'recruit', ap: 0, provinceMoved: false, transported: false, kokuShipped: 0, pieceMoved: false, bought: false },
    interrupt: null,
    points,
    daimyo,
    nextDaimyo: daimyo.length,
    castles,
    family,
    hands,
    players,
    safe: [],
    elementDeck,
    ringDeck,
    fateDeck,
    rng: rng.state(),
    shogun: null,
    over: false,
  };
  return { state, events: [{ type: 'start-roll', rolls: roll.rolls, start: roll.start, direction: roll.direction }] };
}

/** The starting state and the setup's events: the position, then the first player's month begun (income, recruiting). */
export function setupGame(options: JuniOptions, seed: string): { state: JuniState; events: JuniEvent[] } {
  const { state, events } = setupState(options, seed);
  return { state: startGame(state, events), events };
}
