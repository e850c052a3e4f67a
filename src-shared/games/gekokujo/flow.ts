/**
 * The round of v74 (§1.2, sheet §5) as a state machine: setup, applying each
 * move, and the automatic steps between decisions (income, upkeep, turn
 * order, winter, victory checks at every phase end).
 */
import { Rng } from '../../kernel/rng';
import { err, ok, ruleError, type Result, type RuleError, type Seat } from '../../kernel/ruleset';
import {
  CASTLE_COST, CASTLE_PIECES, FORTIFY_COST, FUND_TARGET, NINJA_COST, RONIN_IN_BOX, START_BUSHI, START_DAIMYO,
  START_PROVINCE, STARTING_KOKU, BUSHI_COST, PROVINCES_TO_WIN, UNIT_COST, STACK_LIMIT,
} from './data';
import { allied, controller, hasEnemy, NEIGHBOURS, PROVINCES, snapshotControl, size, totals } from './board';
import { addUnits, cloneStack, emptyStack, takeUnits, UNIT_KINDS, ARQUEBUS, type UnitKind } from './units';
import { answerPact, breakPact, canOffer, expirePacts, offerPact } from './politics';
import { applyPhaseLosses, assassinTargets, concludeBattle, forcedLosses, mustSplit, nextPhase, maxRonin, roninCost, rollBattle } from './battle';
import { pendingOf, retreatAfterGiveUp } from './legal';
import { riceWinter } from './rice';
import { checkMandateGain, soleHolder } from './glory';
import { charge, checkCastles, checkEliminations, checkVictory, incomeOf, turnOrder, upkeepOf, winterSupplyOf } from './rules';
import type { GekokujoEvent, GekokujoMove, GekokujoOptions, GekokujoState, Player } from './types';

type Ev = GekokujoEvent[];

export function parseOptions(raw: unknown): Result<GekokujoOptions, RuleError> {
  if (typeof raw !== 'object' || raw === null) return err(ruleError('bad-options', 'options must be an object'));
  const o = raw as Record<string, unknown>;
  const players = o.players ?? 4;
  if (typeof players !== 'number' || !(players in PROVINCES_TO_WIN)) return err(ruleError('bad-players', 'Gekokujō is for 4–5 players (2–3 as reconstructed variants)'));
  const bool = (key: string, dflt: boolean): boolean | null => (o[key] === undefined ? dflt : typeof o[key] === 'boolean' ? (o[key] as boolean) : null);
  const startingCapital = bool('startingCapital', true);
  const glory = bool('glory', false);
  const rice = bool('rice', false);
  const political = bool('political', false);
  const specialized = bool('specialized', false);
  const technology = bool('technology', false);
  if (specialized === null || technology === null) return err(ruleError('bad-options', 'specialized and technology are true or false'));
  if (technology && !specialized) return err(ruleError('bad-options', 'Technological Change needs Specialized Warfare'));
  if (startingCapital === null || glory === null || rice === null || political === null) return err(ruleError('bad-options', 'startingCapital, glory and rice are true or false'));
  const coastal = o.coastal ?? 'geographic';
  if (coastal !== 'geographic' && coastal !== 'seed-list') return err(ruleError('bad-options', "coastal is 'geographic' or 'seed-list'"));
  const roundLimit = o.roundLimit ?? null;
  if (roundLimit !== null && (typeof roundLimit !== 'number' || !Number.isInteger(roundLimit) || roundLimit < 1 || roundLimit > 100)) {
    return err(ruleError('bad-options', 'roundLimit is a whole number 1..100 or null'));
  }
  return ok({ players, startingCapital, coastal, roundLimit, glory, rice, political, specialized, technology });
}

export function setupGame(options: GekokujoOptions, seed: string): GekokujoState {
  const n = options.players;
  const players: Player[] = Array.from({ length: n }, () => ({
    clan: null, koku: options.startingCapital ? STARTING_KOKU : 0, liege: null, path: null, fund: 0, eliminated: false,
    glory: 0, castle: null, fortified: false,
  }));
  return {
    options, round: 0, step: 'clan', phase: 1, players,
    units: Array.from({ length: PROVINCES }, () => Array.from({ length: n }, () => emptyStack(options.specialized))),
    order: [], turn: 0,
    heldAtPhase1: new Array(PROVINCES).fill(null), heldAtRound: new Array(PROVINCES).fill(null),
    moved: Array.from({ length: PROVINCES }, () => emptyStack(options.specialized)), battles: [], battle: null, ninja: null,
    disband: new Array(n).fill(0), disbandAt: null, halve: [], vassalChoosing: [],
    gloryMandate: Array.from({ length: n }, () => []),
    sown: new Array(PROVINCES).fill(0), sownBy: new Array(PROVINCES).fill(null), stored: new Array(n).fill(0), sowOrder: [],
    pacts: [], betrayed: [], offer: null, shareOwner: new Array(PROVINCES).fill(null),
    castlesLeft: CASTLE_PIECES, roninLeft: RONIN_IN_BOX, result: null,
    rng: Rng.seeded(`gekokujo:${seed}`).state(),
  };
}

// ── the round ─────────────────────────────────────────────────────────

/** Phase 1 (§3.1–3.2): income, then upkeep (skipped in round 1, §2.2), with bankruptcy. */
function startRound(s: GekokujoState, ev: Ev): void {
  s.round++;
  s.phase = 1;
  ev.push({ type: 'round-start', round: s.round });
  s.heldAtRound = snapshotControl(s);
  s.ninja = null;
  for (const pl of s.players) pl.fortified = false;
  if (s.options.rice) {
    // Rice and War: last round's stored Koku returns to the active treasury (v83 definition).
    s.stored.forEach((n, seat) => {
      if (n <= 0) return;
      s.players[seat]!.koku += n;
      s.stored[seat] = 0;
      ev.push({ type: 'store-returned', seat, amount: n, visibleTo: [seat] });
    });
  }
  s.players.forEach((pl, seat) => {
    if (pl.eliminated) return;
    const inc = incomeOf(s, seat);
    pl.koku += inc.amount;
    ev.push({ type: 'income', seat, ...inc });
  });
  if (s.options.rice) {
    // Rice and War: no upkeep here (it moves to Winter); step 0 sow & store in last round's order (round 1: A–Z).
    const alive = (seat: Seat) => !s.players[seat]!.eliminated;
    s.sowOrder = s.round === 1 ? turnOrder(s) : s.order.filter(alive);
    s.step = 'sow';
    s.turn = 0;
    return;
  }
  if (s.round > 1) {
    s.players.forEach((pl, seat) => !pl.eliminated && charge(s, seat, upkeepOf(s, seat), ev, 'upkeep'));
  }
  s.step = 'disband';
  s.disbandAt = 'upkeep';
}

/** Step 1.3 turn order, 1.4 the vassals' choice. */
function afterUpkeep(s: GekokujoState, ev: Ev): void {
  s.order = turnOrder(s);
  ev.push({ type: 'turn-order', order: s.order.slice() });
  s.vassalChoosing = s.players.flatMap((pl, seat) => (!pl.eliminated && pl.liege !== null ? [seat] : []));
  for (const seat of s.vassalChoosing) s.players[seat]!.path = null;
  s.step = 'vassal';
}

function startRecruit(s: GekokujoState): void {
  s.heldAtPhase1 = snapshotControl(s);
  s.step = 'recruit';
  s.turn = 0;
}

function startCampaign(s: GekokujoState): void {
  s.phase = 2;
  s.step = 'move';
  s.turn = 0;
  s.moved = s.moved.map(() => emptyStack(s.options.specialized));
}

/** Phase 3 (§3.4): winter mountain supply, with bankruptcy. */
function startWinter(s: GekokujoState, rng: Rng, ev: Ev): void {
  s.phase = 3;
  if (s.options.rice) return riceWinter(s, rng, ev);
  s.players.forEach((pl, seat) => !pl.eliminated && charge(s, seat, winterSupplyOf(s, seat), ev, 'winter-supply'));
  s.step = 'disband';
  s.disbandAt = 'winter';
}

/** Runs the automatic steps until someone must decide (or the game is over). */
function advance(s: GekokujoState, rng: Rng, ev: Ev): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.result) {
      s.step = 'over';
      return;
    }
    if (s.halve.length) return;
    switch (s.step) {
      case 'clan':
        if (s.players.every((p) => p.clan !== null)) {
          startRound(s, ev);
          continue;
        }
        return;
      case 'disband':
        if (s.disband.some((n) => n > 0)) return;
        checkCastles(s, ev);
        checkEliminations(s, ev);
        if (s.disbandAt === 'upkeep') afterUpkeep(s, ev);
        else {
          // End of phase 3: pacts expire, victory check, fortify markers go, next round.
          if (s.options.political) expirePacts(s, ev);
          checkVictory(s, ev, true);
          if (s.result) continue;
          startRound(s, ev);
        }
        continue;
      case 'sow':
        if (s.turn < s.sowOrder.length) return;
        afterUpkeep(s, ev);
        continue;
      case 'vassal':
        if (s.vassalChoosing.length) return;
        startRecruit(s);
        continue;
      case 'recruit': {
        const seat = s.order[s.turn];
        if (seat === undefined) {
          if (s.options.political) {
            // Step 1.5a: pact offers in turn order, after all recruiting.
            s.step = 'diplomacy';
            s.turn = 0;
            continue;
          }
          checkVictory(s, ev, false);
          startCampaign(s);
          continue;
        }
        if (s.players[seat]!.eliminated || s.players[seat]!.koku < BUSHI_COST) {
          s.turn++;
          continue;
        }
        return;
      }
      case 'diplomacy': {
        if (s.offer) return;
        const seat = s.order[s.turn];
        if (seat === undefined) {
          checkVictory(s, ev, false);
          startCampaign(s);
          continue;
        }
        if (!canOffer(s, seat)) {
          s.turn++;
          continue;
        }
        return;
      }
      case 'move': {
        const seat = s.order[s.turn];
        if (seat === undefined) {
          checkVictory(s, ev, false);
          if (s.result) continue;
          startWinter(s, rng, ev);
          continue;
        }
        const t = totals(s, seat);
        if (s.players[seat]!.eliminated || t.d + t.b === 0) {
          s.turn++;
          continue;
        }
        return;
      }
      case 'battle-choice': {
        const seat = s.order[s.turn]!;
        s.battles = s.battles.filter((p) => size(s.units[p]![seat]!) > 0 && hasEnemy(s, seat, p));
        if (s.battles.length === 0) {
          s.step = 'move';
          s.turn++;
          s.moved = s.moved.map(() => emptyStack(s.options.specialized));
          continue;
        }
        return;
      }
      case 'battle':
        if (battleStep(s, rng, ev)) continue;
        return;
      case 'over':
        return;
    }
  }
  throw new Error('gekokujo: the flow does not settle');
}

/** Moves a battle on by its automatic parts; true when it is over. */
function battleStep(s: GekokujoState, rng: Rng, ev: Ev): boolean {
  const b = s.battle!;
  if (b.step === 'ronin') {
    while (b.turn < b.sides.length && maxRonin(s, b.sides[b.turn]!) === 0) b.turn++;
    if (b.turn < b.sides.length) return false;
    b.step = 'assassin';
  }
  if (b.step === 'assassin') {
    if (!b.asked && assassinTargets(s).length > 0) return false;
    const arq = s.units[b.province]![b.sides[0]!]!.k?.[ARQUEBUS] ?? 0;
    b.volley = s.options.technology && arq > 0;
    b.phase = nextPhase(s, b, 'start') ?? 'melee';
    rollBattle(s, rng, ev);
    b.step = 'split';
    b.turn = 0;
  }
  for (;;) {
    if (b.step === 'split') {
      while (b.turn < b.sides.length && !mustSplit(s, b, b.turn)) b.turn++;
      if (b.turn < b.sides.length) return false;
      b.step = 'casualties';
      b.losses = b.sides.map((_, j) => forcedLosses(s, b, j));
      b.toChoose = b.losses.flatMap((l, j) => (l === null ? [j] : []));
    }
    if (b.toChoose.length) return false;
    applyPhaseLosses(s, ev);
    // Specialized Warfare: each phase is rolled, assigned and removed before the next (v83 combat table).
    const next = b.phase && b.phase !== 'melee' ? nextPhase(s, b, b.phase) : null;
    if (!next) break;
    b.phase = next;
    rollBattle(s, rng, ev);
    b.step = 'split';
    b.turn = 0;
  }
  concludeBattle(s, ev);
  s.step = 'battle-choice';
  return true;
}

function startBattle(s: GekokujoState, p: number, ev: Ev): void {
  const attacker = s.order[s.turn]!;
  const i0 = s.order.indexOf(attacker);
  const rotated = [...s.order.slice(i0), ...s.order.slice(0, i0)];
  const sides = rotated.filter((seat) => size(s.units[p]![seat]!) > 0);
  s.battles = s.battles.filter((x) => x !== p);
  s.battle = {
    province: p, sides, ronin: sides.map(() => 0), step: 'ronin', turn: 0, asked: false, hits: [], hitsOn: [], toChoose: [], losses: [],
    phase: 'melee', volley: false, startDaimyo: s.players.map((_, seat) => totals(s, seat).d), hitsSum: sides.map(() => sides.map(() => 0)),
  };
  s.step = 'battle';
  ev.push({ type: 'battle-start', province: p, attacker, sides: sides.slice() });
}

// ── applying moves ────────────────────────────────────────────────────

const oneHot = (unit: UnitKind, n: number): number[] => UNIT_KINDS.map((u) => (u === unit ? n : 0));

/**
 * The new vassal's halving (§5.1.1, v83 §8.1.1), unit by unit in the same
 * order as retreatAfterGiveUp (legal.ts), so module unit types move along.
 */
function halve(s: GekokujoState, seat: number, giveUp: readonly number[], remove: readonly number[]): void {
  const kept = new Set(Array.from({ length: PROVINCES }, (_, p) => p).filter((p) => controller(s, p) === seat && !giveUp.includes(p)));
  for (const p of giveUp) {
    const st = s.units[p]![seat]!;
    st.d = 0;
    while (st.b > 0) {
      const room = (q: number) => STACK_LIMIT - size(s.units[q]![seat]!);
      const dest = NEIGHBOURS[p]!.filter((q) => kept.has(q) && room(q) > 0).sort((x, y) => room(y) - room(x) || x - y)[0];
      const moved = takeUnits(st, 1);
      if (dest !== undefined) addUnits(s.units[dest]![seat]!, 1, moved);
    }
  }
  for (const p of remove) takeUnits(s.units[p]![seat]!, 1);
}

/** A deep copy of a state (plain JSON), faster than a JSON round trip: apply never mutates its input. */
export function cloneState(s: GekokujoState): GekokujoState {
  const b = s.battle;
  return {
    ...s,
    players: s.players.map((p) => ({ ...p })),
    units: s.units.map((row) => row.map(cloneStack)),
    order: s.order.slice(),
    heldAtPhase1: s.heldAtPhase1.slice(),
    heldAtRound: s.heldAtRound.slice(),
    moved: s.moved.map(cloneStack),
    battles: s.battles.slice(),
    battle: b && {
      ...b,
      sides: b.sides.slice(),
      ronin: b.ronin.slice(),
      hits: b.hits.slice(),
      hitsOn: b.hitsOn.map((r) => r.slice()),
      toChoose: b.toChoose.slice(),
      losses: b.losses.map((l) => l && { ...l, ...(l.k ? { k: l.k.slice() } : {}) }),
      startDaimyo: b.startDaimyo?.slice(),
      hitsSum: b.hitsSum?.map((r) => r.slice()),
    },
    ninja: s.ninja && { ...s.ninja },
    disband: s.disband.slice(),
    halve: s.halve.slice(),
    vassalChoosing: s.vassalChoosing.slice(),
    gloryMandate: s.gloryMandate.map((r) => r.slice()),
    sown: s.sown.slice(),
    sownBy: s.sownBy.slice(),
    stored: s.stored.slice(),
    sowOrder: s.sowOrder.slice(),
    pacts: s.pacts.map((p) => [p[0], p[1]] as [number, number]),
    betrayed: s.betrayed.slice(),
    offer: s.offer && { ...s.offer },
    shareOwner: s.shareOwner.slice(),
    options: { ...s.options },
    result: s.result && { ...s.result, winners: s.result.winners.slice(), scores: s.result.scores.slice() },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  };
}

export function applyMove(state: GekokujoState, seat: Seat, move: GekokujoMove): { state: GekokujoState; events: GekokujoEvent[] } {
  const s = cloneState(state);
  const rng = Rng.from(s.rng);
  const ev: Ev = [];
  const pl = s.players[seat]!;
  switch (move.type) {
    case 'clan':
      pl.clan = move.clan;
      ev.push({ type: 'clan-chosen', seat, clan: move.clan });
      {
        // §2.3 start: 3 Daimyō + 1 Bushi (Specialized Warfare: a unit of the player's choice, ruling; default swordsman).
        const st = emptyStack(s.options.specialized);
        st.d = START_DAIMYO;
        addUnits(st, START_BUSHI, oneHot(move.unit ?? 'sword', START_BUSHI));
        s.units[START_PROVINCE[move.clan]]![seat] = st;
      }
      s.turn++;
      break;
    case 'disband':
      for (const p of move.provinces) takeUnits(s.units[p]![seat]!, 1);
      s.disband[seat] = 0;
      ev.push({ type: 'disbanded', seat, provinces: move.provinces.slice() });
      checkCastles(s, ev);
      break;
    case 'vassal-path':
      pl.path = move.path;
      pl.koku -= move.deposit;
      pl.fund += move.deposit;
      ev.push({ type: 'vassal-path', seat, path: move.path, deposit: move.deposit, fund: pl.fund });
      if (pl.fund >= FUND_TARGET) {
        pl.liege = null;
        pl.path = null;
        pl.fund = 0;
        ev.push({ type: 'liberated', seat, how: 'fund' });
      }
      s.vassalChoosing = s.vassalChoosing.filter((x) => x !== seat);
      break;
    case 'halve': {
      halve(s, seat, move.giveUp, move.remove);
      s.halve.shift();
      ev.push({ type: 'halved', seat, giveUp: move.giveUp.slice(), remove: move.remove.slice() });
      checkCastles(s, ev);
      checkEliminations(s, ev);
      break;
    }
    case 'recruit': {
      const kind = move.unit ? UNIT_KINDS.indexOf(move.unit) : -1;
      pl.koku -= move.count * (kind >= 0 ? UNIT_COST[kind]! : BUSHI_COST);
      addUnits(s.units[move.province]![seat]!, move.count, move.unit ? oneHot(move.unit, move.count) : null);
      ev.push({ type: 'recruited', seat, province: move.province, count: move.count, ...(move.unit ? { unit: move.unit } : {}) });
      break;
    }
      break;
    case 'castle':
      pl.koku -= CASTLE_COST;
      pl.castle = move.province;
      s.castlesLeft--;
      ev.push({ type: 'castle-built', seat, province: move.province });
      break;
    case 'fortify':
      pl.koku -= FORTIFY_COST;
      pl.fortified = true;
      ev.push({ type: 'fortified', seat, province: pl.castle! });
      break;
    case 'ninja': {
      pl.koku -= NINJA_COST;
      s.ninja = { seat, mission: move.mission, target: move.target, used: false };
      const covert = move.mission === 'assassinate';
      // The hire is public; a covert mission is told to its owner only.
      if (covert) {
        ev.push({ type: 'ninja-hired', seat, mission: null, target: null, visibleTo: s.players.map((_, i) => i).filter((i) => i !== seat) });
        ev.push({ type: 'ninja-hired', seat, mission: 'assassinate', target: null, visibleTo: [seat] });
      } else ev.push({ type: 'ninja-hired', seat, mission: move.mission, target: move.target });
      break;
    }
    case 'end-recruit':
      s.turn++;
      break;
    case 'offer':
      offerPact(s, seat, move.to, ev);
      break;
    case 'answer':
      answerPact(s, seat, move.accept, ev);
      break;
    case 'betray':
      breakPact(s, seat, 'betrayal', ev);
      break;
    case 'sow': {
      for (const { province, amount } of move.sow) {
        s.sown[province]! += amount;
        s.sownBy[province] = seat;
        pl.koku -= amount;
      }
      pl.koku -= move.store;
      s.stored[seat]! += move.store;
      if (move.sow.length) ev.push({ type: 'sown', seat, sow: move.sow.map((x) => ({ ...x })) });
      if (move.store) ev.push({ type: 'stored', seat, amount: move.store, visibleTo: [seat] });
      s.turn++;
      break;
    }
    case 'march': {
      const dest = move.path[move.path.length - 1]!;
      const wasEmpty = s.units[dest]!.every((st) => size(st) === 0);
      const before = controller(s, dest);
      const soleBefore = soleHolder(s, dest);
      // Political: entering an ally's province leaves its control with the ally (§7.1).
      if (before !== null && before !== seat && allied(s, seat, before)) s.shareOwner[dest] = before;
      s.units[move.from]![seat]!.d -= move.d;
      takeUnits(s.units[move.from]![seat]!, move.b, move.kinds ?? null);
      s.units[dest]![seat]!.d += move.d;
      addUnits(s.units[dest]![seat]!, move.b, move.kinds ?? null);
      s.moved[dest]!.d += move.d;
      addUnits(s.moved[dest]!, move.b, move.kinds ?? null);
      ev.push({ type: 'marched', seat, from: move.from, path: move.path.slice(), d: move.d, b: move.b, ...(move.kinds ? { kinds: move.kinds.slice() } : {}) });
      if (wasEmpty) ev.push({ type: 'province-taken', seat, province: dest });
      checkCastles(s, ev);
      checkMandateGain(s, dest, soleBefore, ev);
      break;
    }
    case 'end-moves': {
      // Battles wherever the active player shares a province (sheet §8); none in a diverted province (ruling).
      const out: number[] = [];
      for (let p = 0; p < PROVINCES; p++) {
        if (size(s.units[p]![seat]!) > 0 && hasEnemy(s, seat, p) && !(s.ninja?.mission === 'diversion' && s.ninja.target === p)) out.push(p);
      }
      s.battles = out;
      s.step = 'battle-choice';
      break;
    }
    case 'battle':
      startBattle(s, move.province, ev);
      break;
    case 'ronin': {
      const b = s.battle!;
      const i = b.sides.indexOf(seat);
      if (move.count > 0) {
        const cost = roninCost(s, seat, move.count);
        pl.koku -= cost;
        b.ronin[i] = move.count;
        s.roninLeft -= move.count;
        ev.push({ type: 'ronin-hired', seat, province: b.province, count: move.count, cost });
      }
      b.turn = i + 1;
      break;
    }
    case 'assassinate': {
      const b = s.battle!;
      b.asked = true;
      if (move.target !== null) {
        s.ninja!.used = true;
        const st = s.units[b.province]![move.target]!;
        const j = b.sides.indexOf(move.target);
        let unit: 'bushi' | 'ronin' = 'bushi';
        if (st.b > 0) takeUnits(st, 1);
        else {
          b.ronin[j]!--;
          s.roninLeft++;
          unit = 'ronin';
        }
        ev.push({ type: 'assassination', seat, victim: move.target, province: b.province, unit });
      }
      break;
    }
    case 'split': {
      const b = s.battle!;
      const i = b.sides.indexOf(seat);
      b.hitsOn[i] = move.hits.slice();
      b.turn = i + 1;
      ev.push({ type: 'hits-assigned', seat, hits: move.hits.slice(), sides: b.sides.slice() });
      break;
    }
    case 'casualties': {
      const b = s.battle!;
      const j = b.sides.indexOf(seat);
      b.losses[j] = { d: move.d, b: move.b, r: move.r, ...(move.kinds ? { k: move.kinds.slice() } : {}) };
      b.toChoose = b.toChoose.filter((x) => x !== j);
      break;
    }
  }
  advance(s, rng, ev);
  s.rng = rng.state();
  return { state: s, events: ev };
}

