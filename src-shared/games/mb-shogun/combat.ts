/**
 * A battle (Phase C; G l.2835-3360; sheet §3 "Battle sequence" and "Defender
 * advantages"): one d12 per unit, step by step —
 *   1 bowmen (≤ 6), 2 gunners (≤ 4), 3 remove casualties,
 *   4 daimyo (≤ 6), 5 swordsmen and ronin (≤ 5), 6 spearmen (≤ 4), 7 remove,
 *   8 the attacker calls off or goes on.
 * Hits within a half are simultaneous: a unit hit in step 4 still rolls in
 * step 6; a step-3 casualty does not roll in steps 4-6. A side stops rolling
 * in a half once its hits already cover every enemy unit there (G's Chikugo
 * example: "he need not roll for his spearmen"); the outcome is the same.
 * A castle adds 4 bonus spearmen, a fortress 3 bonus ronin (constants); bonus
 * losses carry over between battles of one attacker's Wage War. A sea attack
 * gives the defender a first strike: one lone round of steps 1-6 without the
 * bonus units, the attacker then removes all his losses at once.
 */
import {
  BOWMAN,
  CASTLE_BONUS_SPEARMEN,
  DAIMYO_HIT_ON,
  FORTRESS_ADDS_TO_CASTLE,
  FORTRESS_BONUS_RONIN,
  GUNNER,
  HIT_ON,
  RONIN_HIT_ON,
  SPEARMAN,
  SWORDSMAN,
} from './data/constants';
import { addUnits, isSea, provinceId, subUnits, total } from './board';
import { defaultLoss, lossForced, type Loss, type Pools } from './casualties';
import { emptyProvince, loseDaimyo, loseIfEmpty } from './takeover';
import type { BattleState, MbShogunState, RollKind, Side, TroopKind, Ctx } from './types';

/** Reveals a troop's hidden ronin (when it attacks, defends or moves). */
export function revealRonin(ctx: Ctx, colour: number, p: number, troop: TroopKind): void {
  const s = ctx.s;
  const prov = s.provinces[p]!;
  if (troop === 'force') {
    if (prov.forceHidden === 0) return;
    const n = prov.forceHidden;
    prov.forceRonin += n;
    prov.forceHidden = 0;
    ctx.ev.push({ type: 'ronin-revealed', colour, province: provinceId(p), troop, count: n });
  } else {
    if (prov.army < 0) return;
    const a = s.colours[colour]!.armies[prov.army]!;
    if (a.hidden === 0) return;
    const n = a.hidden;
    a.ronin += n;
    a.hidden = 0;
    ctx.ev.push({ type: 'ronin-revealed', colour, province: provinceId(p), troop, count: n });
  }
}

/** The units one side has in the battle. */
export function pools(s: MbShogunState, b: BattleState, side: Side, withBonus = true): Pools {
  if (side === 'attacker') {
    const col = s.colours[b.attacker]!;
    if (b.army >= 0) {
      const a = col.armies[b.army]!;
      return { hasArmy: true, army: a.units.slice() as Pools['army'], daimyo: b.fallen[0] ? 0 : 1, crippled: false, armyRonin: a.ronin + a.hidden, force: [0, 0, 0, 0], forceRonin: 0, bonusSpear: 0, bonusRonin: 0 };
    }
    const prov = s.provinces[b.from]!;
    return { hasArmy: false, army: [0, 0, 0, 0], daimyo: 0, crippled: false, armyRonin: 0, force: prov.force.slice() as Pools['force'], forceRonin: prov.forceRonin + prov.forceHidden, bonusSpear: 0, bonusRonin: 0 };
  }
  const prov = s.provinces[b.to]!;
  const col = s.colours[b.defender]!;
  const a = prov.army >= 0 ? col.armies[prov.army]! : null;
  return {
    hasArmy: a !== null,
    army: a ? (a.units.slice() as Pools['army']) : [0, 0, 0, 0],
    daimyo: a && !a.assassinated && !b.fallen[1] ? 1 : 0,
    crippled: a !== null && a.assassinated,
    armyRonin: a ? a.ronin + a.hidden : 0,
    force: prov.force.slice() as Pools['force'],
    forceRonin: prov.forceRonin + prov.forceHidden,
    bonusSpear: withBonus ? b.bonusSpear : 0,
    bonusRonin: withBonus ? b.bonusRonin : 0,
  };
}

const combatants = (p: Pools): number => total(p.army) + p.daimyo + p.armyRonin + total(p.force) + p.forceRonin + p.bonusSpear + p.bonusRonin;

/** Bonus defenders a castle or fortress gives, as [spearmen, ronin]. */
export function fullBonus(castle: 0 | 1 | 2): [number, number] {
  if (castle === 1) return [CASTLE_BONUS_SPEARMEN, 0];
  if (castle === 2) return [FORTRESS_ADDS_TO_CASTLE ? CASTLE_BONUS_SPEARMEN : 0, FORTRESS_BONUS_RONIN];
  return [0, 0];
}

/**
 * Starts a battle of `attacker` from `from` (its army `army`, or its provincial
 * force when -1) against `to`. Returns false when the defence has nothing that
 * can fight (only an assassinated daimyo, [R] sheet §7.16): the attacker wins at once.
 */
export function startBattle(ctx: Ctx, attacker: number, from: number, to: number, army: number): void {
  const s = ctx.s;
  const w = s.war!;
  const defender = s.provinces[to]!.owner;
  revealRonin(ctx, attacker, from, army >= 0 ? 'army' : 'force');
  revealRonin(ctx, defender, to, 'army');
  revealRonin(ctx, defender, to, 'force');
  const key = String(to);
  const bonus = w.bonusLeft[key] ?? fullBonus(s.provinces[to]!.castle);
  const sea = isSea(from, to);
  const b: BattleState = {
    attacker,
    defender,
    from,
    to,
    sea,
    army,
    bonusSpear: bonus[0],
    bonusRonin: bonus[1],
    step: sea ? 'first-strike' : 'ranged',
    hits: null,
    round: 0,
    fallen: [false, false],
  };
  w.battle = b;
  if (army >= 0) w.attacks[army]!++;
  ctx.ev.push({
    type: 'battle-started',
    attacker,
    defender,
    from: provinceId(from),
    to: provinceId(to),
    troop: army >= 0 ? 'army' : 'force',
    army,
    sea,
    bonusSpear: b.bonusSpear,
    bonusRonin: b.bonusRonin,
  });
  const def = pools(s, b, 'defender');
  if (total(def.army) + def.daimyo + total(def.force) === 0) {
    // Only an assassinated daimyo: it cannot defend; the province falls at once.
    b.bonusSpear = 0;
    b.bonusRonin = 0;
    endBattle(ctx, 'won');
  }
}

interface Roller {
  side: Side;
  colour: number;
  /** Dice per step kind. */
  counts: Record<RollKind, number>;
}

function rollerOf(p: Pools, side: Side, colour: number): Roller {
  const c = {
    bowman: p.army[BOWMAN] + p.force[BOWMAN],
    gunner: p.army[GUNNER] + p.force[GUNNER],
    swordsman: p.army[SWORDSMAN] + p.force[SWORDSMAN],
    spearman: p.army[SPEARMAN] + p.force[SPEARMAN],
    daimyo: p.daimyo,
    ronin: p.armyRonin + p.forceRonin,
    'bonus-spearman': p.bonusSpear,
    'bonus-ronin': p.bonusRonin,
  };
  return { side, colour, counts: c };
}

const STEPS: readonly { step: number; kinds: readonly RollKind[] }[] = [
  { step: 1, kinds: ['bowman'] },
  { step: 2, kinds: ['gunner'] },
  { step: 4, kinds: ['daimyo'] },
  { step: 5, kinds: ['swordsman', 'ronin', 'bonus-ronin'] },
  { step: 6, kinds: ['spearman', 'bonus-spearman'] },
];

const HIT: Record<RollKind, number> = {
  bowman: HIT_ON[BOWMAN],
  gunner: HIT_ON[GUNNER],
  swordsman: HIT_ON[SWORDSMAN],
  spearman: HIT_ON[SPEARMAN],
  daimyo: DAIMYO_HIT_ON,
  ronin: RONIN_HIT_ON,
  'bonus-ronin': RONIN_HIT_ON,
  'bonus-spearman': HIT_ON[SPEARMAN],
};

/**
 * Rolls the given steps for the rollers; returns hits scored by each roller.
 * `cover[i]` is the number of enemy units roller i can hit: it stops rolling
 * once its hits reach that many.
 */
function rollSteps(ctx: Ctx, steps: readonly number[], rollers: Roller[], cover: number[]): number[] {
  // Loops rather than closures, and the dice's values listed only for their event (none in a quiet rollout): half of
  // a rollout's plies are battles. The same dice in the same order.
  const hits = rollers.length === 1 ? [0] : [0, 0];
  for (const st of STEPS) {
    if (!steps.includes(st.step)) continue;
    for (let i = 0; i < rollers.length; i++) {
      const r = rollers[i]!;
      for (const kind of st.kinds) {
        const n = r.counts[kind];
        if (n <= 0) continue;
        const on = HIT[kind];
        const values: number[] | null = ctx.quiet ? null : [];
        let h = 0;
        let k = 0;
        for (; k < n && hits[i]! < cover[i]!; k++) {
          const v = ctx.roll();
          values?.push(v);
          if (v <= on) {
            h++;
            hits[i]!++;
          }
        }
        if (values && k > 0) ctx.ev.push({ type: 'dice', step: st.step, side: r.side, colour: r.colour, unit: kind, hitOn: on, values, hits: h });
      }
    }
  }
  return hits;
}

/** Sets the hits waiting for removal and asks the sides that have a real choice. */
function awaitCasualties(ctx: Ctx, onAttacker: number, onDefender: number): void {
  const s = ctx.s;
  const b = s.war!.battle!;
  if (onAttacker === 0 && onDefender === 0) return;
  b.hits = [onAttacker, onDefender];
  s.waiting = s.colours.map(() => false);
  s.inputs = s.colours.map(() => null);
  if (onAttacker > 0 && !lossForced(pools(s, b, 'attacker'), onAttacker)) s.waiting[b.attacker] = true;
  if (onDefender > 0 && !lossForced(pools(s, b, 'defender'), onDefender)) s.waiting[b.defender] = true;
  if (s.waiting.some((x) => x)) s.war!.await = 'casualties';
}

/** Runs the battle on by one automatic step (rolls or removals). Returns false when a decision is awaited. */
export function battleStep(ctx: Ctx): boolean {
  const s = ctx.s;
  const w = s.war!;
  const b = w.battle!;
  if (w.await !== null) return false;
  if (b.hits) {
    resolveCasualties(ctx);
    return true;
  }
  switch (b.step) {
    case 'first-strike': {
      ctx.ev.push({ type: 'first-strike', defender: b.defender, to: provinceId(b.to) });
      const def = pools(s, b, 'defender', false);
      const att = pools(s, b, 'attacker');
      const [h] = rollSteps(ctx, [1, 2, 4, 5, 6], [rollerOf(def, 'defender', b.defender)], [combatants(att)]);
      b.step = 'ranged';
      awaitCasualties(ctx, h!, 0);
      return true;
    }
    case 'ranged':
    case 'melee': {
      if (b.step === 'ranged') {
        b.round++;
        ctx.ev.push({ type: 'combat-round', round: b.round });
      }
      const att = pools(s, b, 'attacker');
      const def = pools(s, b, 'defender');
      const [ha, hd] = rollSteps(
        ctx,
        b.step === 'ranged' ? [1, 2] : [4, 5, 6],
        [rollerOf(att, 'attacker', b.attacker), rollerOf(def, 'defender', b.defender)],
        [combatants(def), combatants(att)],
      );
      b.step = b.step === 'ranged' ? 'melee' : 'continue';
      awaitCasualties(ctx, hd!, ha!);
      return true;
    }
    case 'continue':
      w.await = 'continue';
      return false;
  }
}

/** Removes one side's losses from the board: regular units to the owner's tray, ronin to the master tray. */
function applyLoss(ctx: Ctx, side: Side, l: Loss, step: number): void {
  const s = ctx.s;
  const b = s.war!.battle!;
  const colour = side === 'attacker' ? b.attacker : b.defender;
  const col = s.colours[colour]!;
  if (side === 'attacker') {
    if (b.army >= 0) {
      const a = col.armies[b.army]!;
      subUnits(a.units, l.army);
      a.ronin -= l.armyRonin;
    } else {
      const prov = s.provinces[b.from]!;
      subUnits(prov.force, l.force);
      prov.forceRonin -= l.forceRonin;
    }
  } else {
    const prov = s.provinces[b.to]!;
    if (prov.army >= 0) {
      const a = col.armies[prov.army]!;
      subUnits(a.units, l.army);
      a.ronin -= l.armyRonin;
    }
    subUnits(prov.force, l.force);
    prov.forceRonin -= l.forceRonin;
    const spear = Math.min(l.bonus, b.bonusSpear);
    b.bonusSpear -= spear;
    b.bonusRonin -= l.bonus - spear;
  }
  if (l.daimyo > 0) b.fallen[side === 'attacker' ? 0 : 1] = true;
  addUnits(col.tray, l.army);
  addUnits(col.tray, l.force);
  s.roninTray += l.armyRonin + l.forceRonin;
  // The event's copies of the loss only where events are kept (not in a quiet rollout).
  if (ctx.quiet) return;
  ctx.ev.push({
    type: 'casualties',
    side,
    colour,
    step,
    army: l.army.slice() as Loss['army'],
    daimyo: l.daimyo,
    armyRonin: l.armyRonin,
    force: l.force.slice() as Loss['force'],
    forceRonin: l.forceRonin,
    bonus: l.bonus,
  });
}

function resolveCasualties(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.war!;
  const b = w.battle!;
  const [onA, onD] = b.hits!;
  // The step the removal belongs to: 3 after the ranged half, 7 after the melee (and after a first strike).
  const step = b.step === 'melee' ? 3 : 7;
  const la = onA > 0 ? ((s.waiting[b.attacker] ? s.inputs[b.attacker] : null) as Loss | null) ?? defaultLoss(pools(s, b, 'attacker'), onA) : null;
  const ld = onD > 0 ? ((s.waiting[b.defender] ? s.inputs[b.defender] : null) as Loss | null) ?? defaultLoss(pools(s, b, 'defender'), onD) : null;
  b.hits = null;
  s.waiting = s.colours.map(() => false);
  s.inputs = s.colours.map(() => null);
  if (la) applyLoss(ctx, 'attacker', la, step);
  if (ld) applyLoss(ctx, 'defender', ld, step);
  const att = pools(s, b, 'attacker');
  const def = pools(s, b, 'defender');
  const attDown = combatants(att) === 0;
  const defDown = total(def.army) + def.daimyo + def.armyRonin + total(def.force) + def.forceRonin === 0;
  // A crippled army whose last unit fell is destroyed: its daimyo is lost now ([R]: nothing could bring it back).
  const prov = s.provinces[b.to]!;
  if (!defDown && prov.army >= 0) {
    const a = s.colours[b.defender]!.armies[prov.army]!;
    if (a.assassinated && total(a.units) === 0 && a.ronin + a.hidden === 0) loseDaimyo(ctx, b.defender, prov.army, b.attacker, 'assassinated');
  }
  if (attDown || defDown) endBattle(ctx, attDown && defDown ? 'both' : attDown ? 'lost' : 'won');
}

/**
 * The battle ends (G l.3100-3150): A all defenders eliminated — the province
 * empties (the attacker does not move in); B all attackers eliminated — their
 * home province is lost if now empty; C called off — survivors stay.
 */
export function endBattle(ctx: Ctx, outcome: 'won' | 'lost' | 'both' | 'called-off'): void {
  const s = ctx.s;
  const w = s.war!;
  const b = w.battle!;
  ctx.ev.push({ type: 'battle-ended', attacker: b.attacker, defender: b.defender, from: provinceId(b.from), to: provinceId(b.to), outcome, rounds: b.round });
  w.battle = null;
  w.await = null;
  const won = outcome === 'won' || outcome === 'both';
  const lost = outcome === 'lost' || outcome === 'both';
  if (won) {
    delete w.bonusLeft[String(b.to)];
    const prov = s.provinces[b.to]!;
    const defArmy = prov.army;
    if (defArmy >= 0) {
      // Its daimyo fell as the last casualty, or lay assassinated: lost either way.
      // The province empties first, so that a takeover finds it empty.
      const a = s.colours[b.defender]!.armies[defArmy]!;
      const how = a.assassinated ? 'assassinated' : 'battle';
      a.province = -1;
      prov.army = -1;
      emptyProvince(ctx, b.to, { how: 'battle', by: b.attacker });
      loseDaimyo(ctx, b.defender, defArmy, b.attacker, how);
    } else {
      emptyProvince(ctx, b.to, { how: 'battle', by: b.attacker });
    }
    if (b.army >= 0) w.success[b.army] = true;
  } else {
    w.bonusLeft[String(b.to)] = [b.bonusSpear, b.bonusRonin];
  }
  if (lost) {
    if (b.army >= 0) loseDaimyo(ctx, b.attacker, b.army, b.defender, 'battle');
    loseIfEmpty(ctx, b.from);
  }
  // The attacking army's campaign goes on in war.ts (afterBattle).
  w.campaign = b.army >= 0 && !lost ? { army: b.army, attacks: w.attacks[b.army]!, calledOff: outcome === 'called-off', last: b.to } : null;
  if (b.army >= 0 && lost) w.finished[b.army] = true;
}
