/**
 * Options and game preparation (seed 002, "Voorbereiding"): materials,
 * the fixed beginners' setup or the draft of start provinces, the tower
 * preparation throw and the first year's events.
 */
import { Rng } from '../../kernel/rng';
import {
  ARMIES_PER_COLOUR,
  BUILDING_LIMIT,
  EVENTS,
  PEASANTS,
  STARTING_MONEY,
  TOWER_PREP_ARMIES,
  TOWER_PREP_PEASANTS,
} from './data/cards';
import { FIXED_SETUPS, START_GROUPS } from './data/setups';
import { inPlay, PROVINCE_COUNT, provinceId, provinceIndex } from './board';
import type { Ctx } from './types';
import { dropInto } from './battle';
import { emptyCubes, type TowerModel } from './tower-model';
import { PEASANT, type HennShogunEvent, type HennShogunOptions, type HennShogunState } from './types';

/** A state before any province is distributed (the rest is filled by `setupGame`). */
function blankState(options: HennShogunOptions, rng: Rng): HennShogunState {
  const n = options.players;
  return {
    options,
    rng: rng.state(),
    year: 1,
    season: 0,
    phase: 'plan',
    players: Array.from({ length: n }, () => ({ money: STARTING_MONEY[n], rice: 0, score: 0, supply: ARMIES_PER_COLOUR })),
    provinces: Array.from({ length: PROVINCE_COUNT }, () => ({
      owner: -1,
      armies: 0,
      palace: false,
      temple: false,
      theatre: false,
      unrest: 0,
    })),
    peasants: PEASANTS,
    tower: emptyCubes(),
    ...(options.tower.model === 'physics' ? { towerCubes: [] } : {}),
    tray: emptyCubes(),
    buildingsLeft: { ...BUILDING_LIMIT },
    eventDeck: [],
    yearEvents: [],
    event: null,
    actionOrder: [],
    actionsRevealed: 0,
    slots: [],
    slotOwner: [null, null, null, null, null],
    slotQueue: [],
    seatOrder: Array.from({ length: n }, (_, i) => i),
    plans: Array.from({ length: n }, () => null),
    bids: null,
    draft: null,
    ...(options.setup === 'drawn' ? { startGroups: [] } : {}),
    exec: { step: 0, turn: 0, awaiting: null },
    winter: null,
    result: null,
  };
}

/** Seat -> column of the fixed setup's table: the setup's first draw from the game's Rng. */
function drawStartGroups(players: number, rng: Rng): number[] {
  return rng.shuffle(Array.from({ length: players }, (_, i) => i));
}

/** The columns the seats of a fixed-setup game from `seed` draw (without setting the game up). */
export function startGroupsOf(players: number, seed: string): number[] {
  return drawStartGroups(players, Rng.seeded(seed));
}

/**
 * Set up a game: fixed setup (play starts at once) or the draft (play starts
 * when the draft ends). `startPlay` is the season flow's entry point.
 */
export function setupGame(
  options: HennShogunOptions,
  seed: string,
  tower: TowerModel,
  startPlay: (ctx: Ctx) => void,
): { state: HennShogunState; events: HennShogunEvent[] } {
  const rng = Rng.seeded(seed);
  const ctx: Ctx = { s: blankState(options, rng), ev: [], rng, tower };
  const s = ctx.s;
  if (options.setup !== 'draft') {
    // The rulebook's table names its columns "speler A", "B", ...; which
    // player takes which column is the players' choice, like their colours.
    // The columns are not equally strong (docs/bots.md, Henn's fairness table),
    // so each seat draws its column from the seed ('drawn'): no seat (the
    // human's seat 1 included) is always the weak one. 'fixed' is the seat
    // order every game had before, and its state exactly as then (no draw, no
    // startGroups field), so a stored game's checkpoints still match.
    const drawn = options.setup === 'drawn';
    const groups = drawn ? drawStartGroups(options.players, rng) : Array.from({ length: options.players }, (_, i) => i);
    if (drawn) s.startGroups = groups;
    groups.forEach((group, seat) => {
      for (const [id, armies] of FIXED_SETUPS[options.players][group]!) {
        const p = s.provinces[provinceIndex(id)]!;
        p.owner = seat;
        p.armies = armies;
        s.players[seat]!.supply -= armies;
      }
    });
    prepareTowerAndEvents(ctx);
    startPlay(ctx);
  } else {
    const mask = inPlay(options);
    const ids: string[] = [];
    for (let i = 0; i < PROVINCE_COUNT; i++) if (mask[i]) ids.push(provinceId(i));
    const deck = rng.shuffle(ids);
    const open = deck.splice(0, 2);
    s.phase = 'draft';
    s.draft = {
      deck,
      open,
      turn: 0,
      groups: Array.from({ length: options.players }, () => START_GROUPS[options.players].slice()),
      taken: null,
      lastOffered: Array.from({ length: options.players }, () => null),
      swapped: false,
    };
  }
  s.rng = rng.state();
  return { state: s, events: ctx.ev };
}

/**
 * The tower preparation throw (7 armies per player and 10 peasants, what falls
 * out goes back to the supplies) and the first 4 events. The rulebook does
 * both after distributing the start provinces, so after a draft they happen
 * when the draft ends.
 */
export function prepareTowerAndEvents(ctx: Ctx): void {
  const s = ctx.s;
  const thrown = emptyCubes();
  s.players.forEach((p, seat) => {
    const n = Math.min(TOWER_PREP_ARMIES, p.supply);
    p.supply -= n;
    thrown[seat] = n;
  });
  thrown[PEASANT] = TOWER_PREP_PEASANTS;
  s.peasants -= TOWER_PREP_PEASANTS;
  const { out, inside } = dropInto(ctx, thrown);
  s.players.forEach((p, seat) => (p.supply += out[seat]!));
  s.peasants += out[PEASANT]!;
  ctx.ev.push({ type: 'tower-prepared', thrown, out: out.slice(), inside: inside.slice() });
  s.eventDeck = ctx.rng.shuffle(EVENTS.map((e) => e.id));
}
