/** Seed 003 §5 [S]: battle factors, skirmishes and losses, with the sheet's numbers. */
import { describe, expect, it } from 'vitest';
import { battleFactors, skirmishLoss, skirmishWinner } from './battle';
import type { JuniMove } from './types';
import { addDaimyo, blank, cp, giveCards, groupAt, illegal, march, play, put } from './testing';

describe('battle factors (§5.3)', () => {
  it('Daimyō difference, samurai quotient and group difference go to the side with more; the total difference is added to its d20s', () => {
    // 2 Daimyō against 1: +1 attacker; 25,000 : 10,000 = 2.5 → 2 for the attacker; 2 groups against 3: +1 defender.
    const f = battleFactors({ daimyo: 2, samurai: 25, groups: 2 }, { daimyo: 1, samurai: 10, groups: 3 });
    expect(f).toEqual({ attacker: 3, defender: 1, bonus: 2, side: 'attacker' });
  });
  it('the quotient counts at most 4', () => {
    expect(battleFactors({ daimyo: 1, samurai: 50, groups: 1 }, { daimyo: 1, samurai: 10, groups: 1 }).attacker).toBe(4);
    expect(battleFactors({ daimyo: 1, samurai: 40, groups: 1 }, { daimyo: 1, samurai: 10, groups: 1 }).attacker).toBe(4);
    expect(battleFactors({ daimyo: 1, samurai: 39, groups: 1 }, { daimyo: 1, samurai: 10, groups: 1 }).attacker).toBe(3);
  });
  it('equal sides have no factor; a small majority still gives quotient 1', () => {
    expect(battleFactors({ daimyo: 1, samurai: 10, groups: 1 }, { daimyo: 1, samurai: 10, groups: 1 })).toEqual({ attacker: 0, defender: 0, bonus: 0, side: null });
    expect(battleFactors({ daimyo: 1, samurai: 10, groups: 1 }, { daimyo: 1, samurai: 11, groups: 1 })).toEqual({ attacker: 0, defender: 1, bonus: 1, side: 'defender' });
  });
  it('factors of both sides cancel down to their difference', () => {
    // Defender: 3 Daimyō to 1 (+2); attacker 30 : 10 (+3) and 3 groups to 1 (+2): 5 against 2, +3 for the attacker.
    expect(battleFactors({ daimyo: 1, samurai: 30, groups: 3 }, { daimyo: 3, samurai: 10, groups: 1 })).toEqual({ attacker: 5, defender: 2, bonus: 3, side: 'attacker' });
  });
});

describe('losses (§5.5): 3,000 per started 10,000 of the smaller army in the skirmish', () => {
  it.each([
    [9, 30, 3],
    [10, 30, 3],
    [25, 30, 9],
    [11, 40, 6],
    [30, 25, 9],
    [1, 20, 3],
  ])('%i against %i → %i lost', (a, d, loss) => {
    expect(skirmishLoss(a, d, 100)).toBe(loss);
  });
  it('never more than the losing group has', () => {
    expect(skirmishLoss(25, 2, 2)).toBe(2);
  });
  it('ties go to the defender (§5.4)', () => {
    expect(skirmishWinner(12, 12)).toBe('defender');
    expect(skirmishWinner(13, 12)).toBe('attacker');
  });
});

describe('a battle on the board (§5)', () => {
  function position() {
    const s = blank(2);
    addDaimyo(s, 0, 'satsuma');
    addDaimyo(s, 1, 'higo');
    put(s, march('satsuma'), 0, 25);
    put(s, cp('satsuma', 'higo'), 1, 9);
    put(s, march('higo'), 1, 5);
    return s;
  }
  it('costs 1 AP, needs adjacency and a Daimyō present, and ends in skirmishes whose losses follow the rule', () => {
    const s = position();
    expect(illegal(s, 0, { type: 'attack', from: [march('satsuma')], target: march('higo'), defender: 1 })).toBe('not-adjacent');
    let r = play(s, 0, { type: 'attack', from: [march('satsuma')], target: cp('satsuma', 'higo'), defender: 1 });
    expect(r.state.turn.ap).toBe(9);
    expect(r.state.interrupt).toMatchObject({ kind: 'defend', seat: 1 });
    r = play(r.state, 1, { type: 'defend', nothing: null, reinforce: false });
    expect(r.state.interrupt).toMatchObject({ kind: 'press', seat: 0 });
    r = play(r.state, 0, { type: 'press', go: true, nothing: null });
    const factors = r.events.find((e) => e.type === 'battle-factors');
    // Daimyō 1:1 (the checkpoint counts for both provinces), 25 : 9 → 2, groups 1:1: +2 for the attacker.
    expect(factors).toMatchObject({ bonus: 2, side: 'attacker' });
    const sk = r.events.filter((e) => e.type === 'skirmish');
    expect(sk).toHaveLength(1);
    const k = sk[0]!;
    if (k.type !== 'skirmish') throw new Error();
    expect(k.attackTotal).toBe(k.attackRoll + 2);
    expect(k.loss).toBe(3); // smaller army 9 → one started 10,000
    expect(groupAt(r.state, march('satsuma'), 0)).toBe(k.winner === 'attacker' ? 25 : 22);
    expect(groupAt(r.state, cp('satsuma', 'higo'), 1)).toBe(k.winner === 'attacker' ? 6 : 9);
  });
  it('the attacker may call it off after the defender’s answer; the AP stays spent', () => {
    let r = play(position(), 0, { type: 'attack', from: [march('satsuma')], target: cp('satsuma', 'higo'), defender: 1 });
    r = play(r.state, 1, { type: 'defend', nothing: null, reinforce: false });
    r = play(r.state, 0, { type: 'press', go: false, nothing: null });
    expect(r.state.turn.ap).toBe(9);
    expect(groupAt(r.state, cp('satsuma', 'higo'), 1)).toBe(9);
    expect(r.events.map((e) => e.type)).toContain('battle-off');
  });
  it('named extra defenders let the attacker name extra attackers (§5.2)', () => {
    const s = position();
    put(s, march('osumi'), 0, 4);
    addDaimyo(s, 0, 'osumi');
    put(s, cp('higo', 'hyuga'), 1, 3);
    let r = play(s, 0, { type: 'attack', from: [march('satsuma')], target: cp('satsuma', 'higo'), defender: 1 });
    r = play(r.state, 1, { type: 'defend', nothing: null, reinforce: true });
    const it = r.state.interrupt;
    if (it?.kind !== 'press') throw new Error('expected press');
    // The defender's group on Higo's march point (next to the checkpoint) joins.
    expect(it.battle.defenders).toContainEqual({ point: march('higo'), owner: 1 });
    r = play(r.state, 0, { type: 'press', go: true, nothing: null });
    expect(r.events.filter((e) => e.type === 'skirmish').length).toBeGreaterThanOrEqual(1);
  });
  it('Nothing chain (§8 B): the attacker answers a defender’s Nothing only with Nothing; more rings win, ties the defender', () => {
    const s = position();
    giveCards(s, 1, ['nothing'], [2]);
    giveCards(s, 0, ['nothing', 'nothing'], [2, 3]);
    const attack: JuniMove = { type: 'attack', from: [march('satsuma')], target: cp('satsuma', 'higo'), defender: 1 };
    let r = play(s, 0, attack);
    r = play(r.state, 1, { type: 'defend', nothing: 2, reinforce: false });
    expect(r.state.hands[1]).toEqual({ elements: [], rings: [] });
    expect(illegal(r.state, 0, { type: 'press', go: true, nothing: null })).toBe('nothing-needed');
    // Tie: the defender is safe from this attacker's samurai for the month.
    const tie = play(r.state, 0, { type: 'press', go: true, nothing: 2 });
    expect(tie.events.find((e) => e.type === 'nothing-duel')).toMatchObject({ defenderSafe: true });
    expect(tie.events.some((e) => e.type === 'skirmish')).toBe(false);
    expect(illegal(tie.state, 0, attack)).toBe('safe');
    // More rings: the battle goes on.
    const win = play(r.state, 0, { type: 'press', go: true, nothing: 3 });
    expect(win.events.find((e) => e.type === 'nothing-duel')).toMatchObject({ defenderSafe: false });
    expect(win.events.some((e) => e.type === 'skirmish')).toBe(true);
  });
  it('without a defender’s Nothing, the attacker cannot play Nothing', () => {
    const s = position();
    giveCards(s, 0, ['nothing'], [1]);
    let r = play(s, 0, { type: 'attack', from: [march('satsuma')], target: cp('satsuma', 'higo'), defender: 1 });
    r = play(r.state, 1, { type: 'defend', nothing: null, reinforce: false });
    expect(illegal(r.state, 0, { type: 'press', go: true, nothing: 1 })).toBe('no-nothing');
  });
});
