/** Seed 003 §5 [S]: battle factors, skirmishes and losses, with the sheet's numbers. */
import { describe, expect, it } from 'vitest';
import { battleFactors, skirmishLoss, skirmishWinner } from './battle';
import type { JuniMove } from './types';
import { addDaimyo, allyBattle, blank, cp, giveCards, groupAt, illegal, march, play, put } from './testing';
import { juniTsuki as R } from './index';
import { listMoves } from './legal';

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
    // The battle named says where the attack came from (the table draws the month's attacks from it).
    expect(r.events).toContainEqual({ type: 'battle-named', attacker: 0, defender: 1, target: cp('satsuma', 'higo'), from: [march('satsuma')] });
    expect(r.state.interrupt).toMatchObject({ kind: 'defend', seat: 1 });
    r = play(r.state, 1, { type: 'defend', nothing: null });
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
    r = play(r.state, 1, { type: 'defend', nothing: null });
    r = play(r.state, 0, { type: 'press', go: false, nothing: null });
    expect(r.state.turn.ap).toBe(9);
    expect(groupAt(r.state, cp('satsuma', 'higo'), 1)).toBe(9);
    expect(r.events.map((e) => e.type)).toContain('battle-off');
  });
  it('extra defenders are named one at a time; only then may the attacker name extra attackers (§5.2)', () => {
    const s = allyBattle();
    expect(listMoves(s, 1).filter((m) => m.type === 'reinforce')).toEqual([
      { type: 'reinforce', point: cp('higo', 'bungo'), owner: 1 },
      { type: 'reinforce', point: cp('higo', 'chikugo'), owner: 2 },
    ]);
    // Without extra defenders the attacker names none.
    const plain = play(s, 1, { type: 'defend', nothing: null }).state;
    expect(illegal(plain, 0, { type: 'reinforce', point: cp('higo', 'hyuga'), owner: 0 })).toBe('no-reinforce');
    let r = play(s, 1, { type: 'reinforce', point: cp('higo', 'bungo'), owner: 1 });
    expect(R.pending(r.state)).toEqual([{ seat: 1, kind: 'defend' }]);
    expect(r.events).toContainEqual({ type: 'battle-joined', seat: 1, side: 'defender', point: cp('higo', 'bungo'), samurai: 4 });
    expect(illegal(r.state, 1, { type: 'reinforce', point: cp('higo', 'bungo'), owner: 1 })).toBe('bad-group');
    r = play(r.state, 1, { type: 'defend', nothing: null });
    expect(illegal(r.state, 0, { type: 'reinforce', point: march('higo'), owner: 0 })).toBe('bad-group');
    r = play(r.state, 0, { type: 'reinforce', point: cp('higo', 'hyuga'), owner: 0 });
    expect(R.pending(r.state)).toEqual([{ seat: 0, kind: 'press' }]);
    r = play(r.state, 0, { type: 'press', go: true, nothing: null });
    // 16 : 9 samurai → quotient 1 for the attacker; 2 groups each; Daimyō 1 : 1 → +1 for the attacker.
    expect(r.events.find((e) => e.type === 'battle-factors')).toMatchObject({ attacker: [1, 16, 2, 1], defender: [1, 9, 2, 0], bonus: 1, side: 'attacker' });
  });
  it('an ally’s group joins only if the ally agrees, asked out of turn; a refusal is not asked again', () => {
    const s = allyBattle();
    const asked = play(s, 1, { type: 'reinforce', point: cp('higo', 'chikugo'), owner: 2 });
    expect(R.pending(asked.state)).toEqual([{ seat: 2, kind: 'join' }]);
    const no = play(asked.state, 2, { type: 'join', yes: false });
    expect(R.pending(no.state)).toEqual([{ seat: 1, kind: 'defend' }]);
    expect(no.events).toContainEqual({ type: 'join', seat: 2, leader: 1, yes: false });
    expect(illegal(no.state, 1, { type: 'reinforce', point: cp('higo', 'chikugo'), owner: 2 })).toBe('bad-group');
    const it = no.state.interrupt;
    if (it?.kind !== 'defend') throw new Error('expected defend');
    expect(it.battle.defenders).toHaveLength(1);
    expect(it.battle.reinforced).toBe(false);
    const yes = play(asked.state, 2, { type: 'join', yes: true });
    const b = yes.state.interrupt;
    if (b?.kind !== 'defend') throw new Error('expected defend');
    expect(b.battle.defenders).toContainEqual({ point: cp('higo', 'chikugo'), owner: 2 });
    expect(b.battle.reinforced).toBe(true);
  });
  it('Nothing chain (§8 B): the attacker answers a defender’s Nothing only with Nothing; more rings win, ties the defender', () => {
    const s = position();
    giveCards(s, 1, ['nothing'], [2]);
    giveCards(s, 0, ['nothing', 'nothing'], [2, 3]);
    const attack: JuniMove = { type: 'attack', from: [march('satsuma')], target: cp('satsuma', 'higo'), defender: 1 };
    let r = play(s, 0, attack);
    r = play(r.state, 1, { type: 'defend', nothing: 2 });
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
    r = play(r.state, 1, { type: 'defend', nothing: null });
    expect(illegal(r.state, 0, { type: 'press', go: true, nothing: 1 })).toBe('no-nothing');
  });
});
