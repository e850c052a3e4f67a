/**
 * Options and setup (G ch.3; sheet §2): the deal, the 2-player split, the
 * claim, swords drawn for the setup order, starting koku, six turns of two
 * reinforcing spearmen (≤ 3 per province), three turns of army markers.
 */
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import { refuse } from './errors';
import { Rng } from '../../kernel/rng';
import {
  DAIMYO_PER_COLOUR,
  DEAL,
  INCOME_DIVISOR,
  RONIN_TOTAL,
  CASTLES_TOTAL,
  FORTRESS_BASES_TOTAL,
  SETUP_MAX_SPEARMEN,
  SETUP_REINFORCE_SPEARMEN,
  SETUP_REINFORCE_TURNS,
  SPEARMAN,
  START_ARMY,
  UNITS_PER_COLOUR,
} from './data/constants';
import { PROVINCE_COUNT, provinceId, provinceIndex, provinceName, subUnits } from './board';
import type { ArmyState, ColourState, MbShogunOptions, MbShogunState, ProvinceState, Units, Ctx } from './types';

const newArmy = (): ArmyState => ({ alive: true, province: -1, units: [...START_ARMY] as Units, ronin: 0, hidden: 0, hole: 0, assassinated: false });

/** The setup order's colour at a reinforce or army-marker turn. */
export const setupColour = (s: MbShogunState, turn: number): number => s.order[turn % s.colours.length]!;

export function setupGame(options: MbShogunOptions, seed: string): { state: MbShogunState; ctx: Ctx } {
  const rng = Rng.seeded(seed);
  const deal = DEAL[options.players];
  const n = deal.colours;
  const colours: ColourState[] = [];
  for (let c = 0; c < n; c++) {
    const tray = [...UNITS_PER_COLOUR] as Units;
    const armies: ArmyState[] = [];
    for (let a = 0; a < DAIMYO_PER_COLOUR; a++) {
      armies.push(newArmy());
      subUnits(tray, START_ARMY as Units);
    }
    colours.push({ seat: c % options.players, alive: true, koku: 0, tray, sets: 1, armies, sword: 0, eliminatedBy: -1 });
  }
  const provinces: ProvinceState[] = [];
  for (let i = 0; i < PROVINCE_COUNT; i++) provinces.push({ owner: -1, force: [0, 0, 0, 0], forceRonin: 0, forceHidden: 0, army: -1, castle: 0 });
  const state: MbShogunState = {
    options,
    rng: rng.state(),
    round: 0,
    stage: { kind: 'split' },
    colours,
    provinces,
    roninTray: RONIN_TOTAL,
    castlesLeft: CASTLES_TOTAL,
    basesLeft: FORTRESS_BASES_TOTAL,
    swords: Array.from({ length: n }, (_, i) => i + 1),
    order: [],
    alloc: new Array(n).fill(null),
    revealed: false,
    inputs: new Array(n).fill(null),
    waiting: new Array(n).fill(false),
    hired: new Array(n).fill(0),
    ninja: { holder: -1, hired: 0 },
    spy: null,
    war: null,
    interrupts: [],
    hands: null,
    result: null,
  };
  const ctx: Ctx = { s: state, ev: [], rng, roll: () => 1 + rng.int(12) };
  const cards = rng.shuffle(Array.from({ length: PROVINCE_COUNT }, (_, i) => i));
  if (options.players === 2) {
    // Two stacks of 34; each player splits his into two colours of 17 (G ch.6).
    state.hands = [cards.slice(0, 34).sort((a, b) => a - b), cards.slice(34, 68).sort((a, b) => a - b)];
    state.waiting = [true, true, false, false];
    ctx.ev.push({ type: 'dealt', hands: state.hands.map((h) => h.map(provinceId)), leftover: [] });
  } else {
    const hands: number[][] = [];
    for (let c = 0; c < n; c++) hands.push(cards.slice(c * deal.cards, (c + 1) * deal.cards).sort((a, b) => a - b));
    const leftover = cards.slice(n * deal.cards).sort((a, b) => a - b);
    ctx.ev.push({ type: 'dealt', hands: hands.map((h) => h.map(provinceId)), leftover: leftover.map(provinceId) });
    claim(ctx, hands);
  }
  return { state, ctx };
}

/** Claim (everyone places a spearman on each card), swords drawn for the setup order, starting koku. */
function claim(ctx: Ctx, hands: number[][]): void {
  const s = ctx.s;
  hands.forEach((hand, c) => {
    for (const p of hand) {
      s.provinces[p]!.owner = c;
      s.provinces[p]!.force[SPEARMAN] = 1;
      s.colours[c]!.tray[SPEARMAN]--;
    }
    s.colours[c]!.koku = Math.floor(hand.length / INCOME_DIVISOR);
    ctx.ev.push({ type: 'claimed', colour: c, provinces: hand.map(provinceId) });
  });
  const swords = ctx.rng.shuffle(s.swords);
  s.colours.forEach((col, c) => (col.sword = swords[c]!));
  s.order = s.colours.map((_, c) => c).sort((a, b) => s.colours[a]!.sword - s.colours[b]!.sword);
  ctx.ev.push({ type: 'swords-drawn', order: s.order.slice(), swords: s.colours.map((c) => c.sword) });
  s.waiting = s.colours.map(() => false);
  s.inputs = s.colours.map(() => null);
  s.stage = { kind: 'reinforce', turn: 0 };
}

/** A seat's split of its 34 cards: the 17 for its first colour (the rest go to its second). */
export function checkSplit(s: MbShogunState, seat: number, raw: unknown): Result<number[], RuleError> {
  const hand = s.hands?.[seat];
  if (!hand) return refuse('nothing-to-split', 'There is nothing to split.');
  if (!Array.isArray(raw) || raw.length !== hand.length / 2) {
    return refuse('bad-split', `Name ${hand.length / 2} of your ${hand.length} provinces for your first colour.`, { n: hand.length / 2, k: hand.length });
  }
  const picked = new Set<number>();
  for (const id of raw) {
    const p = provinceIndex(id);
    if (p < 0 || !hand.includes(p)) return refuse('not-your-card', `${String(id)} is not one of your cards.`);
    if (picked.has(p)) return refuse('named-twice', `${provinceName(p)} is named twice.`, { p: provinceName(p) });
    picked.add(p);
  }
  return ok([...picked].sort((a, b) => a - b));
}

/** Both seats have split: the colours claim their 17 provinces. */
export function resolveSplit(ctx: Ctx): void {
  const s = ctx.s;
  const hands: number[][] = [[], [], [], []];
  for (let seat = 0; seat < 2; seat++) {
    const first = s.inputs[seat] as number[];
    const rest = s.hands![seat]!.filter((p) => !first.includes(p));
    hands[seat] = first;
    hands[seat + 2] = rest;
    ctx.ev.push({ type: 'split', seat, colours: [seat, seat + 2], provinces: [first.map(provinceId), rest.map(provinceId)] });
  }
  s.hands = null;
  claim(ctx, hands);
}

export function checkReinforce(s: MbShogunState, colour: number, id: unknown): Result<number, RuleError> {
  const p = provinceIndex(id);
  if (p < 0) return refuse('unknown-province', `There is no province '${String(id)}'.`);
  const prov = s.provinces[p]!;
  if (prov.owner !== colour) return refuse('not-yours', `${provinceName(p)} is not yours.`, { p: provinceName(p) });
  if (prov.force[SPEARMAN] + SETUP_REINFORCE_SPEARMEN > SETUP_MAX_SPEARMEN) {
    return refuse('setup-max', `During setup a province holds at most ${SETUP_MAX_SPEARMEN} spearmen.`, { n: SETUP_MAX_SPEARMEN });
  }
  return ok(p);
}

export function reinforce(ctx: Ctx, colour: number, p: number): void {
  const s = ctx.s;
  s.provinces[p]!.force[SPEARMAN] += SETUP_REINFORCE_SPEARMEN;
  s.colours[colour]!.tray[SPEARMAN] -= SETUP_REINFORCE_SPEARMEN;
  ctx.ev.push({ type: 'reinforced', colour, province: provinceId(p), spearmen: SETUP_REINFORCE_SPEARMEN });
  const st = s.stage as { kind: 'reinforce'; turn: number };
  const turn = st.turn + 1;
  s.stage = turn >= SETUP_REINFORCE_TURNS * s.colours.length ? { kind: 'place-army', turn: 0 } : { kind: 'reinforce', turn };
}

export function checkPlaceArmy(s: MbShogunState, colour: number, id: unknown): Result<number, RuleError> {
  const p = provinceIndex(id);
  if (p < 0) return refuse('unknown-province', `There is no province '${String(id)}'.`);
  const prov = s.provinces[p]!;
  if (prov.owner !== colour) return refuse('not-yours', `${provinceName(p)} is not yours.`, { p: provinceName(p) });
  if (prov.army >= 0) return refuse('army-there', `${provinceName(p)} already holds an army marker.`, { p: provinceName(p) });
  return ok(p);
}

/** Returns true when the last marker is placed (setup is over). */
export function placeArmy(ctx: Ctx, colour: number, p: number): boolean {
  const s = ctx.s;
  const st = s.stage as { kind: 'place-army'; turn: number };
  const army = Math.floor(st.turn / s.colours.length);
  const a = s.colours[colour]!.armies[army]!;
  a.province = p;
  s.provinces[p]!.army = army;
  ctx.ev.push({ type: 'army-placed', colour, army, province: provinceId(p) });
  const turn = st.turn + 1;
  if (turn >= DAIMYO_PER_COLOUR * s.colours.length) return true;
  s.stage = { kind: 'place-army', turn };
  return false;
}
