/**
 * Options and game preparation (seed 002, "Voorbereiding"): materials,
 * the fixed beginners' setup or the draft of start provinces, the tower
 * preparation throw and the first year's events.
 */
import { err, ok, ruleError, type Result, type RuleError } from '../../kernel/ruleset';
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
import type { Ctx } from './context';
import { dropInto } from './battle';
import { emptyCubes, type TowerModel } from './tower-model';
import { PEASANT, type HennShogunEvent, type HennShogunOptions, type HennShogunState, type PlayerCount } from './types';

export const DEFAULT_TOWER = { p: 2 / 3, q: 1 / 3 };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function parseOptions(raw: unknown): Result<HennShogunOptions, RuleError> {
  if (!isRecord(raw)) return err(ruleError('bad-options', 'Options must be an object like { players: 4 }.'));
  const players = raw.players;
  if (players !== 3 && players !== 4 && players !== 5) {
    return err(ruleError('bad-players', 'Shogun is played by 3, 4 or 5 players.'));
  }
  const side = raw.side ?? 'sun';
  if (side !== 'sun' && side !== 'moon') return err(ruleError('bad-side', "The board side must be 'sun' or 'moon'."));
  const setup = raw.setup ?? (side === 'sun' ? 'fixed' : 'draft');
  if (setup !== 'fixed' && setup !== 'draft') return err(ruleError('bad-setup', "The setup must be 'fixed' or 'draft'."));
  if (setup === 'fixed' && side === 'moon') {
    return err(ruleError('fixed-setup-sun-only', 'The beginners\' fixed setup exists for the sun side only; use the draft on the moon side.'));
  }
  // No tower options: the physics tower (new games). Tower options without a
  // model: the classic tower, parsed to exactly what it was before the physics
  // tower existed, so stored games (whose records hold parsed options) replay
  // to their stored checkpoints.
  let tower: HennShogunOptions['tower'] = { model: 'physics', ...DEFAULT_TOWER };
  if (raw.tower !== undefined) {
    const t = raw.tower;
    if (!isRecord(t)) return err(ruleError('bad-tower', 'Tower options must be an object like { model: \'classic\', p, q }.'));
    const model = t.model;
    if (model !== undefined && model !== 'physics' && model !== 'classic') {
      return err(ruleError('bad-tower', "The tower model must be 'physics' or 'classic'."));
    }
    const prob = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 1;
    const p = t.p ?? (model ? DEFAULT_TOWER.p : undefined);
    const q = t.q ?? (model ? DEFAULT_TOWER.q : undefined);
    if (!prob(p) || !prob(q)) {
      return err(ruleError('bad-tower', 'Tower options need p and q, probabilities between 0 and 1.'));
    }
    tower = model ? { model, p, q } : { p, q };
  }
  return ok({ players: players as PlayerCount, side, setup, tower });
}

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
    exec: { step: 0, turn: 0, awaiting: null },
    winter: null,
    result: null,
  };
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
  if (options.setup === 'fixed') {
    FIXED_SETUPS[options.players].forEach((rows, seat) => {
      for (const [id, armies] of rows) {
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
