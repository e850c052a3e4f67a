/**
 * MB's own deep copy of the state (defineRuleset's `clone`): written out by
 * hand because it is much faster than structuredClone for this shape, and
 * validation and the bots copy a board for every march they try.
 *
 * Two parts are shared, not copied, because nothing ever changes them in
 * place: the options, and each colour's secret input (a checked move's
 * value, replaced whole by the next input: apply.ts, round.ts, combat.ts
 * only read them). Every copy used to round-trip them through JSON.
 */
import type { ArmyState, BattleState, ColourState, Interrupt, MbShogunState, ProvinceState, Stage, Units, WarState } from './types';

const u4 = (u: Units): Units => [u[0], u[1], u[2], u[3]];

const cloneArmy = (a: ArmyState): ArmyState => ({
  alive: a.alive,
  province: a.province,
  units: u4(a.units),
  ronin: a.ronin,
  hidden: a.hidden,
  hole: a.hole,
  assassinated: a.assassinated,
});

const cloneProvince = (p: ProvinceState): ProvinceState => ({
  owner: p.owner,
  force: u4(p.force),
  forceRonin: p.forceRonin,
  forceHidden: p.forceHidden,
  army: p.army,
  castle: p.castle,
});

const cloneColour = (c: ColourState): ColourState => ({
  seat: c.seat,
  alive: c.alive,
  koku: c.koku,
  tray: u4(c.tray),
  sets: c.sets,
  armies: c.armies.map(cloneArmy),
  sword: c.sword,
  eliminatedBy: c.eliminatedBy,
});

export function cloneStage(st: Stage): Stage {
  return st.kind === 'swords' ? { kind: 'swords', queue: st.queue.slice() } : { ...st };
}

const cloneBattle = (b: BattleState): BattleState => ({ ...b, hits: b.hits && [b.hits[0], b.hits[1]], fallen: [b.fallen[0], b.fallen[1]] });

export function cloneWar(w: WarState): WarState {
  const bonusLeft: Record<string, [number, number]> = {};
  for (const [k, v] of Object.entries(w.bonusLeft)) bonusLeft[k] = [v[0], v[1]];
  return {
    index: w.index,
    colour: w.colour,
    step: w.step,
    declared: w.declared.map((d) => ({ ...d })),
    attacks: w.attacks.slice(),
    success: w.success.slice(),
    finished: w.finished.slice(),
    campaign: w.campaign && { ...w.campaign },
    battle: w.battle && cloneBattle(w.battle),
    bonusLeft,
    windowOffered: w.windowOffered,
    upcoming: w.upcoming && { ...w.upcoming },
    await: w.await,
  };
}

export const cloneInterrupt = (i: Interrupt): Interrupt => (i.kind === 'regain' ? { ...i, armies: i.armies.slice() } : { ...i });

/** A deep copy, written out by hand: much faster than structuredClone for this shape. */
export function cloneState(s: MbShogunState): MbShogunState {
  return {
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    round: s.round,
    stage: cloneStage(s.stage),
    colours: s.colours.map(cloneColour),
    provinces: s.provinces.map(cloneProvince),
    roninTray: s.roninTray,
    castlesLeft: s.castlesLeft,
    basesLeft: s.basesLeft,
    swords: s.swords.slice(),
    order: s.order.slice(),
    alloc: s.alloc.map((a) => a && { ...a }),
    revealed: s.revealed,
    inputs: s.inputs.slice(),
    waiting: s.waiting.slice(),
    hired: s.hired.slice(),
    ninja: { ...s.ninja },
    spy: s.spy && { ...s.spy },
    war: s.war && cloneWar(s.war),
    interrupts: s.interrupts.map(cloneInterrupt),
    hands: s.hands && s.hands.map((h) => h.slice()),
    result: s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() },
  };
}

/**
 * A copy for trying Phase A or D moves on (the bots' march by march plans, heuristic.ts): the colours and provinces
 * copied as cloneState copies them — all that movement.ts changes (its MoveBoard) — and every other part shared
 * with `s`, which must then be changed by no one (the bots' boards are read-only). A full copy for every march tried
 * was a large part of the search's rollouts.
 */
export function cloneBoard(s: MbShogunState): MbShogunState {
  return stateWith(s, s.colours.map(cloneColour), s.provinces.map(cloneProvince), s.alloc, s.inputs);
}

/**
 * The state with its colours, provinces, allocations and inputs replaced and every other part shared with `s`,
 * written out field by field (a spread of this wide object is slow): trial boards (cloneBoard) and the search's seat
 * views (bots/hard-config.ts seatView).
 */
export function stateWith(s: MbShogunState, colours: ColourState[], provinces: ProvinceState[], alloc: MbShogunState['alloc'], inputs: MbShogunState['inputs']): MbShogunState {
  return {
    options: s.options,
    rng: s.rng,
    round: s.round,
    stage: s.stage,
    colours,
    provinces,
    roninTray: s.roninTray,
    castlesLeft: s.castlesLeft,
    basesLeft: s.basesLeft,
    swords: s.swords,
    order: s.order,
    alloc,
    revealed: s.revealed,
    inputs,
    waiting: s.waiting,
    hired: s.hired,
    ninja: s.ninja,
    spy: s.spy,
    war: s.war,
    interrupts: s.interrupts,
    hands: s.hands,
    result: s.result,
  };
}
