/**
 * The round of v74 (§1.2, sheet §5) between decisions: income, upkeep, turn order, the vassals' choice, recruiting,
 * diplomacy, the campaign and its battles, winter, victory checks at every phase end. `advance` runs these automatic
 * steps on apply's copy of the state until someone must decide.
 */
import type { Rng } from '../../kernel/rng';
import type { Seat } from '../../kernel/ruleset';
import { BUSHI_COST } from './data';
import { hasEnemy, snapshotControl, size, totals } from './board';
import { emptyStack, ARQUEBUS } from './units';
import { canOffer, expirePacts } from './politics';
import { applyPhaseLosses, assassinTargets, concludeBattle, forcedLosses, mustSplit, nextPhase, maxRonin, rollBattle } from './battle';
import { riceWinter } from './rice';
import { charge, checkCastles, checkEliminations, checkVictory, incomeOf, turnOrder, upkeepOf, winterSupplyOf } from './bookkeeping';
import type { GekokujoEvent, GekokujoState } from './types';

type Ev = GekokujoEvent[];

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
export function advance(s: GekokujoState, rng: Rng, ev: Ev): void {
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

export function startBattle(s: GekokujoState, p: number, ev: Ev): void {
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
