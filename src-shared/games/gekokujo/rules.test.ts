/** One test per rule of v74 (section names from seed 004 and the sheet). */
import { describe, expect, it } from 'vitest';
import { mbIndex } from '../../maps/mb-board';
import { Rng } from '../../kernel/rng';
import { controller } from './board';
import { assassinTargets, hitFrom, maxRonin, modifierOf } from './battle';
import { applyMove } from './testing';
import { validateMove } from './validate';
import { checkVictory, incomeOf, turnOrder, upkeepOf, winterSupplyOf } from './bookkeeping';
import { gekokujo as R } from './index';
import { clearBoard, firstRecruitState, play, put } from './testing';
import type { GekokujoState } from './types';

const P = mbIndex;

/** A campaign position: seat `active` to move, clans Oda, Shimazu, Takeda, Uesugi (or given). */
function campaign(active = 0, clans = ['oda', 'shimazu', 'takeda', 'uesugi'] as const): GekokujoState {
  const s = firstRecruitState(4, 'rules', clans);
  clearBoard(s);
  s.phase = 2;
  s.step = 'move';
  s.order = [0, 1, 2, 3];
  s.turn = active;
  return s;
}
const code = (s: GekokujoState, seat: number, m: unknown) => {
  const r = validateMove(s, seat, m);
  return r.ok ? 'ok' : r.error.code;
};

describe('economy (§3)', () => {
  it('income: 3 + provinces; Chōsokabe 4 + 1 per 2 coastal (max +2); Shimazu +1 per coastal (max +3)', () => {
    const s = firstRecruitState(4, 'inc', ['chosokabe', 'shimazu', 'oda', 'uesugi']);
    clearBoard(s);
    for (const p of ['tosa', 'iyo', 'sanuki', 'awa_shikoku', 'awaji', 'kii']) put(s, 0, P(p), { d: 0, b: 1 });
    for (const p of ['satsuma', 'osumi', 'hyuga', 'higo', 'bungo']) put(s, 1, P(p), { d: 0, b: 1 });
    put(s, 2, P('mino'), { d: 1, b: 0 }); // landlocked: no bonus for anyone
    expect(incomeOf(s, 0)).toEqual({ amount: 4 + 6 + 2, provinces: 6, clanBonus: 3 });
    expect(incomeOf(s, 1)).toEqual({ amount: 3 + 5 + 3, provinces: 5, clanBonus: 3 });
    expect(incomeOf(s, 2)).toEqual({ amount: 4, provinces: 1, clanBonus: 0 });
    expect(incomeOf({ ...s, options: { ...s.options, coastal: 'seed-list' } }, 1).clanBonus).toBe(1); // only Satsuma is on the seed's list
  });

  it('upkeep: 1 Koku per 2 Bushi rounded up, Daimyō free; skipped in round 1', () => {
    const s = firstRecruitState();
    clearBoard(s);
    put(s, 0, P('owari'), { d: 3, b: 5 });
    expect(upkeepOf(s, 0)).toBe(3);
    expect(firstRecruitState().players[0]!.koku).toBe(3 + 4 + 1); // Chōsokabe: nothing charged in round 1
  });

  it('bankruptcy: pay what you can, then the owner removes 2 Bushi per unpaid Koku', () => {
    let s = firstRecruitState(4, 'bank', ['oda', 'shimazu', 'takeda', 'uesugi']);
    clearBoard(s);
    put(s, 0, P('owari'), { d: 1, b: 7 });
    put(s, 0, P('mino'), { d: 0, b: 7 });
    for (const [seat, p] of [[1, 'satsuma'], [2, 'kai'], [3, 'echigo']] as const) put(s, seat, P(p), { d: 3, b: 0 });
    s.players.forEach((p) => (p.koku = 0));
    // End the round: everyone passes recruit and campaign; winter charges Oda for Mino (1 + ⌈7/3⌉ = 4), round 2 upkeep.
    s.heldAtPhase1[P('owari')] = 0;
    for (const seat of [0, 1, 2, 3]) s = play(s, seat, { type: 'end-recruit' }, false).state;
    s.step = 'move';
    s.phase = 2;
    s.turn = 0;
    for (const seat of [0, 1, 2, 3]) s = play(s, seat, { type: 'end-moves' }).state;
    expect(s.step).toBe('disband');
    expect(s.disband[0]).toBe(8); // 4 unpaid Koku × 2 Bushi
    expect(code(s, 0, { type: 'disband', provinces: [P('mino')] })).toBe('wrong-count');
    s = play(s, 0, { type: 'disband', provinces: Array(7).fill(P('mino')).concat([P('owari')]) }).state;
    expect(controller(s, P('mino'))).toBeNull();
    expect(s.round).toBe(2);
  });

  it('winter: 1 per mountain province + 1 per 3 units there; Tokugawa pays nothing; contested ones do not count', () => {
    const s = firstRecruitState(4, 'w', ['oda', 'tokugawa', 'takeda', 'uesugi']);
    clearBoard(s);
    put(s, 0, P('mino'), { d: 1, b: 3 });
    put(s, 0, P('hida'), { d: 0, b: 1 });
    put(s, 0, P('shinano'), { d: 0, b: 2 });
    put(s, 2, P('shinano'), { d: 1, b: 0 });
    put(s, 1, P('kai'), { d: 3, b: 4 });
    expect(winterSupplyOf(s, 0)).toBe(2 + Math.ceil(5 / 3));
    expect(winterSupplyOf(s, 1)).toBe(0);
  });
});

describe('turn order (§3.3)', () => {
  it('fewest provinces, then less Koku, then fewer units, then clan name', () => {
    const s = firstRecruitState(4, 'order', ['uesugi', 'takeda', 'oda', 'shimazu']);
    s.round = 2;
    clearBoard(s);
    put(s, 0, P('echigo'), { d: 3, b: 0 });
    put(s, 1, P('kai'), { d: 3, b: 0 });
    put(s, 2, P('owari'), { d: 3, b: 1 });
    put(s, 3, P('satsuma'), { d: 1, b: 0 });
    put(s, 3, P('osumi'), { d: 1, b: 0 });
    s.players.forEach((p) => (p.koku = 5));
    s.players[1]!.koku = 4;
    // Takeda has less Koku; Uesugi and Oda tie on Koku, Uesugi has fewer units; Shimazu has 2 provinces.
    expect(turnOrder(s)).toEqual([1, 0, 2, 3]);
    s.units[P('owari')]![2]!.b = 0;
    expect(turnOrder(s)).toEqual([1, 2, 0, 3]); // Oda before Uesugi by name
  });

  it('the 5-player game starts as §2.2/§2.3 say — every clan 3 Daimyō + 1 Bushi in its own province, 3 Koku — and round 1 goes A–Z although Chōsokabe and Shimazu hold more Koku', () => {
    // Audited for issue 31 (Oda at 5 players): v74 has no 5-player setup of its own ("5 Spieler: 18 Provinzen" is
    // its only 5-player rule). §2.2: "Jeder Spieler platziert drei Daimyō und einen Bushi in seiner Startprovinz",
    // "Jeder Spieler erhält drei Koku"; §2.3 names one province per clan. Round 1: "Da alle Spieler mit 1 Provinz
    // beginnen, wird die Zugreihenfolge der ersten Runde alphabetisch bestimmt" (the first-round example), kept over
    // §3.2.1's Koku tie-break (sheet §5), which would send the two western clans last.
    const clans = ['uesugi', 'tokugawa', 'shimazu', 'oda', 'chosokabe'] as const;
    const s = firstRecruitState(5, 'five', clans);
    const homes = { uesugi: 'echigo', tokugawa: 'mikawa', shimazu: 'satsuma', oda: 'owari', chosokabe: 'tosa' } as const;
    clans.forEach((c, seat) => {
      expect(s.units[P(homes[c])]![seat]).toEqual({ d: 3, b: 1 });
      expect(s.units.reduce((n, row) => n + row[seat]!.d + row[seat]!.b, 0)).toBe(4);
    });
    // 3 starting Koku + 3 base + 1 province; Chōsokabe's base is 4, Shimazu's Satsuma pays +1 (coastal).
    expect(s.players.map((p) => p.koku)).toEqual([7, 7, 8, 7, 8]);
    expect(s.order.map((seat) => clans[seat])).toEqual(['chosokabe', 'oda', 'shimazu', 'tokugawa', 'uesugi']);
    // From round 2 the text's keys decide: fewest provinces, then less Koku — the West would now go last.
    const r2 = structuredClone(s);
    r2.round = 2;
    expect(turnOrder(r2).map((seat) => clans[seat])).toEqual(['oda', 'tokugawa', 'uesugi', 'chosokabe', 'shimazu']);
  });
});

describe('recruiting and building (§5.2, §6)', () => {
  it('recruits only into provinces held at the start of phase 1, within stacking 7, for 1 Koku each', () => {
    const s = firstRecruitState(4, 'rec', ['oda', 'shimazu', 'takeda', 'uesugi']);
    expect(code(s, 0, { type: 'recruit', province: P('mino'), count: 1 })).toBe('not-held');
    expect(code(s, 0, { type: 'recruit', province: P('owari'), count: 4 })).toBe('stacking');
    expect(code(s, 0, { type: 'recruit', province: P('owari'), count: 3 })).toBe('ok');
    expect(code(s, 1, { type: 'recruit', province: P('satsuma'), count: 1 })).toBe('not-your-turn');
  });

  it('one castle per player for 5 Koku; fortify for 3 (+2 until the end of the round)', () => {
    let s = firstRecruitState(4, 'castle', ['oda', 'shimazu', 'takeda', 'uesugi']);
    s = play(s, 0, { type: 'castle', province: P('owari') }).state;
    expect(s.players[0]!.castle).toBe(P('owari'));
    expect(code(s, 0, { type: 'castle', province: P('owari') })).toBe('has-castle');
    s.players[0]!.koku = 3;
    s = play(s, 0, { type: 'fortify' }).state;
    expect(s.players[0]!.fortified).toBe(true);
  });

  it('the Ninja: one per round, 3 Koku; sabotage blocks recruiting; the assassination mission is hidden from others', () => {
    let s = firstRecruitState(4, 'ninja', ['oda', 'shimazu', 'takeda', 'uesugi']);
    s = play(s, 0, { type: 'ninja', mission: 'sabotage', target: P('satsuma') }).state;
    s = play(s, 0, { type: 'end-recruit' }).state;
    expect(code(s, 1, { type: 'recruit', province: P('satsuma'), count: 1 })).toBe('sabotaged');
    expect(code(s, 1, { type: 'ninja', mission: 'diversion', target: P('satsuma') })).toBe('ninja-taken');
    const t = firstRecruitState(4, 'ninja2', ['oda', 'shimazu', 'takeda', 'uesugi']);
    const r = play(t, 0, { type: 'ninja', mission: 'assassinate', target: null });
    expect(R.view(r.state, 1).ninja).toMatchObject({ seat: 0, mission: null });
    expect(R.view(r.state, 0).ninja).toMatchObject({ seat: 0, mission: 'assassinate' });
    expect(r.events.filter((e) => e.type === 'ninja-hired' && e.visibleTo?.includes(1)).every((e) => e.type === 'ninja-hired' && e.mission === null)).toBe(true);
  });
});

describe('movement (§3.3, sheet §7)', () => {
  it('Bushi move 2, Daimyō 3; units stop on entering another player’s province; empty provinces are crossed', () => {
    const s = campaign();
    put(s, 0, P('owari'), { d: 1, b: 2 });
    put(s, 1, P('mino'), { d: 0, b: 1 });
    expect(code(s, 0, { type: 'march', from: P('owari'), path: [P('mikawa'), P('totomi')], d: 0, b: 2 })).toBe('ok');
    expect(code(s, 0, { type: 'march', from: P('owari'), path: [P('mikawa'), P('totomi'), P('suruga')], d: 0, b: 1 })).toBe('too-far');
    expect(code(s, 0, { type: 'march', from: P('owari'), path: [P('mikawa'), P('totomi'), P('suruga')], d: 1, b: 0 })).toBe('ok');
    expect(code(s, 0, { type: 'march', from: P('owari'), path: [P('mino'), P('hida')], d: 0, b: 1 })).toBe('must-stop');
  });

  it('Takeda: a Daimyō takes up to 6 Bushi along at 3 movement', () => {
    const s = campaign(2);
    put(s, 2, P('kai'), { d: 1, b: 6 });
    const path = [P('suruga'), P('totomi'), P('mikawa')];
    expect(code(s, 2, { type: 'march', from: P('kai'), path, d: 1, b: 6 })).toBe('ok');
    expect(code(s, 2, { type: 'march', from: P('kai'), path, d: 0, b: 1 })).toBe('too-far');
  });

  it('units that moved this turn cannot move again; stacking 7 at the destination', () => {
    let s = campaign();
    put(s, 0, P('owari'), { d: 1, b: 6 });
    put(s, 0, P('mikawa'), { d: 0, b: 2 });
    expect(code(s, 0, { type: 'march', from: P('owari'), path: [P('mikawa')], d: 0, b: 6 })).toBe('stacking');
    s = play(s, 0, { type: 'march', from: P('owari'), path: [P('mino')], d: 0, b: 2 }).state;
    expect(code(s, 0, { type: 'march', from: P('mino'), path: [P('hida')], d: 0, b: 1 })).toBe('not-movable');
  });

  it('Diversion: nobody absent may enter the target to attack it', () => {
    const s = campaign();
    put(s, 0, P('owari'), { d: 1, b: 2 });
    put(s, 1, P('mino'), { d: 0, b: 1 });
    s.ninja = { seat: 1, mission: 'diversion', target: P('mino'), used: false };
    expect(code(s, 0, { type: 'march', from: P('owari'), path: [P('mino')], d: 0, b: 1 })).toBe('diversion');
  });
});

describe('combat (§4)', () => {
  it('the modifier rule nets the biggest bonus with the biggest penalty: fortified castle +2 with sabotage −1 = +1', () => {
    const s = campaign();
    const p = P('mino');
    put(s, 0, p, { d: 1, b: 0 });
    put(s, 1, p, { d: 0, b: 2 });
    s.players[1]!.castle = p;
    s.players[1]!.fortified = true;
    s.ninja = { seat: 0, mission: 'sabotage', target: p, used: false };
    const b = { province: p, sides: [0, 1], ronin: [0, 0], step: 'ronin' as const, turn: 0, asked: false, hits: [], hitsOn: [], toChoose: [], losses: [] };
    expect(modifierOf(s, b, 1)).toBe(1);
    s.players[1]!.castle = null;
    // A sabotaged Bushi with no bonus cannot hit at all (no "6 always hits": ruling).
    expect(hitFrom('bushi', false, modifierOf(s, b, 1))).toBe(7);
  });

  it('Kyoto: every defender in Yamashiro +1; Uesugi +1 only where it held the province at the start of the round', () => {
    const s = campaign(0, ['oda', 'shimazu', 'takeda', 'uesugi']);
    const kyoto = P('yamashiro');
    const b = { province: kyoto, sides: [0, 1], ronin: [0, 0], step: 'ronin' as const, turn: 0, asked: false, hits: [], hitsOn: [], toChoose: [], losses: [] };
    expect(modifierOf(s, b, 1)).toBe(1);
    const b2 = { ...b, province: P('echigo'), sides: [0, 3] };
    s.heldAtRound[P('echigo')] = null;
    expect(modifierOf(s, b2, 1)).toBe(0);
    s.heldAtRound[P('echigo')] = 3;
    expect(modifierOf(s, b2, 1)).toBe(1);
    // Oda's +1 needs an Oda Daimyō in the battle.
    put(s, 0, P('echigo'), { d: 0, b: 3 });
    expect(modifierOf(s, b2, 0)).toBe(0);
  });

  it('Ronin: never more than own Bushi in the battle, stacking 7 with Ronin, 1 Koku each (2 per Koku on the assault)', () => {
    let s = campaign();
    put(s, 0, P('owari'), { d: 1, b: 4 });
    put(s, 1, P('mino'), { d: 0, b: 2 });
    s.players[0]!.koku = 10;
    s.players[1]!.koku = 1;
    s = play(s, 0, { type: 'march', from: P('owari'), path: [P('mino')], d: 1, b: 4 }).state;
    s = play(s, 0, { type: 'end-moves' }).state;
    s = play(s, 0, { type: 'battle', province: P('mino') }).state;
    expect(s.battle!.step).toBe('ronin');
    expect(maxRonin(s, 0)).toBe(2); // 7 − 5 units
    s = play(s, 0, { type: 'ronin', count: 2 }).state;
    expect(s.players[0]!.koku).toBe(8);
    expect(maxRonin(s, 1)).toBe(1); // only 1 Koku
    s.players[1]!.liege = 2;
    s.players[1]!.path = 'assault';
    expect(maxRonin(s, 1)).toBe(2); // 2 Ronin for the 1 Koku, limited by 2 Bushi
  });

  it('a whole battle: dice for every unit, casualties, Ronin leave, the survivor controls', () => {
    let s = campaign();
    put(s, 0, P('owari'), { d: 3, b: 4 });
    put(s, 1, P('mino'), { d: 0, b: 1 });
    s.players[0]!.koku = 0;
    s.players[1]!.koku = 0;
    s = play(s, 0, { type: 'march', from: P('owari'), path: [P('mino')], d: 3, b: 4 }).state;
    s = play(s, 0, { type: 'end-moves' }).state;
    const r = play(s, 0, { type: 'battle', province: P('mino') });
    const dice = r.events.find((e) => e.type === 'dice');
    expect(dice && dice.type === 'dice' && dice.rolls.length).toBe(3 * 3 + 4 + 1);
    s = r.state;
    while (s.battle) {
      const d = R.pending(s)[0]!;
      s = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), Rng.seeded(1))).state;
    }
    expect(s.roninLeft).toBe(30);
    const seats = [0, 1].filter((seat) => s.units[P('mino')]![seat]!.d + s.units[P('mino')]![seat]!.b > 0);
    expect(controller(s, P('mino'))).toBe(seats.length === 1 ? seats[0] : null);
  });

  it('3+ sides: each side with hits splits them, starting with the attacker; owners pick casualties', () => {
    const s = campaign();
    const p = P('mino');
    put(s, 0, p, { d: 1, b: 1 });
    put(s, 1, p, { d: 1, b: 1 });
    put(s, 2, p, { d: 1, b: 1 });
    s.step = 'battle';
    s.battle = { province: p, sides: [0, 1, 2], ronin: [0, 0, 0], step: 'split', turn: 0, asked: true, hits: [2, 0, 1], hitsOn: [[0, 0, 0], [0, 0, 0], [0, 0, 0]], toChoose: [], losses: [] };
    expect(R.pending(s)).toEqual([{ seat: 0, kind: 'split' }]);
    expect(code(s, 0, { type: 'split', hits: [0, 1, 0] })).toBe('split-total');
    let t = applyMove(s, 0, { type: 'split', hits: [0, 1, 1] }).state;
    expect(R.pending(t)).toEqual([{ seat: 2, kind: 'split' }]);
    t = applyMove(t, 2, { type: 'split', hits: [0, 1, 0] }).state;
    // Seat 1 takes 2 hits with a Daimyō and a Bushi: both go, no choice; seat 2 chooses between Daimyō and Bushi.
    expect(R.pending(t)).toEqual([{ seat: 2, kind: 'casualties' }]);
    t = applyMove(t, 2, { type: 'casualties', d: 0, b: 1, r: 0 }).state;
    expect(t.units[p]![1]).toEqual({ d: 0, b: 0 });
    expect(t.units[p]![2]).toEqual({ d: 1, b: 0 });
    expect(controller(t, p)).toBeNull(); // contested
  });
});

describe('the Ninja’s assassination (§6.1)', () => {
  it('after Ronin and before the dice, removes one enemy Bushi where the enemy has no Daimyō; once a round', () => {
    let s = campaign();
    put(s, 0, P('owari'), { d: 1, b: 2 });
    put(s, 1, P('mino'), { d: 0, b: 2 });
    put(s, 1, P('hida'), { d: 0, b: 2 });
    s.players[0]!.koku = 0;
    s.players[1]!.koku = 0;
    s.ninja = { seat: 0, mission: 'assassinate', target: null, used: false };
    s = play(s, 0, { type: 'march', from: P('owari'), path: [P('mino')], d: 1, b: 1 }).state;
    s = play(s, 0, { type: 'end-moves' }).state;
    s = play(s, 0, { type: 'battle', province: P('mino') }).state;
    expect(R.pending(s)).toEqual([{ seat: 0, kind: 'assassinate' }]);
    expect(code(s, 0, { type: 'assassinate', target: 2 })).toBe('bad-target');
    const r = play(s, 0, { type: 'assassinate', target: 1 });
    expect(r.events.find((e) => e.type === 'assassination')).toMatchObject({ victim: 1, unit: 'bushi' });
    const dice = r.events.find((e) => e.type === 'dice');
    expect(dice && dice.type === 'dice' && dice.rolls.filter((x) => x.seat === 1).length).toBe(1);
    expect(r.state.ninja!.used).toBe(true);
  });

  it('no strike where the enemy has a Daimyō', () => {
    const s = campaign();
    put(s, 0, P('mino'), { d: 1, b: 2 });
    put(s, 1, P('mino'), { d: 1, b: 2 });
    s.ninja = { seat: 0, mission: 'assassinate', target: null, used: false };
    s.step = 'battle';
    s.battle = { province: P('mino'), sides: [0, 1], ronin: [0, 0], step: 'assassin', turn: 0, asked: false, hits: [], hitsOn: [], toChoose: [], losses: [] };
    expect(assassinTargets(s)).toEqual([]);
  });
});

describe('elimination (§5.2)', () => {
  it('a player without Daimyō who loses the last province is out; one with Daimyō but no province stays in', () => {
    const s = campaign();
    put(s, 0, P('mino'), { d: 1, b: 2 });
    put(s, 1, P('mino'), { d: 0, b: 1 });
    put(s, 2, P('kai'), { d: 0, b: 0 });
    put(s, 2, P('hida'), { d: 1, b: 0 });
    put(s, 2, P('hida'), { d: 1, b: 0 });
    put(s, 0, P('hida'), { d: 0, b: 1 }); // seat 2 has a Daimyō but no province (Hida is contested)
    put(s, 3, P('echigo'), { d: 1, b: 0 });
    s.players[1]!.liege = 3;
    s.step = 'battle';
    s.battle = { province: P('mino'), sides: [0, 1], ronin: [0, 0], step: 'casualties', turn: 0, asked: true, hits: [1, 0], hitsOn: [[0, 1], [0, 0]], toChoose: [], losses: [{ d: 0, b: 0, r: 0 }, { d: 0, b: 1, r: 0 }] };
    const r = applyMove({ ...s, battle: { ...s.battle, toChoose: [0], losses: [null, { d: 0, b: 1, r: 0 }] } }, 0, { type: 'casualties', d: 0, b: 0, r: 0 });
    expect(r.state.players[1]!.eliminated).toBe(true);
    expect(r.events.some((e) => e.type === 'eliminated' && e.seat === 1)).toBe(true);
    expect(r.state.players[2]!.eliminated).toBe(false);
  });

  it('"Ein Spieler scheidet aus, wenn er seine letzte Provinz verliert, während er keinen Daimyō auf dem Brett hat": when a battle takes the last Daimyō and province of both last players, the game ends (ruling: the §1.2.1 tie-break, more Koku first, names the winner)', () => {
    const s = firstRecruitState(2, 'all-out', ['takeda', 'uesugi']);
    clearBoard(s);
    s.phase = 2;
    s.order = [0, 1];
    s.turn = 0;
    put(s, 0, P('mikawa'), { d: 1, b: 0 });
    put(s, 1, P('mikawa'), { d: 1, b: 0 });
    s.players[0]!.koku = 2;
    s.players[1]!.koku = 5;
    s.step = 'battle';
    s.battle = { province: P('mikawa'), sides: [0, 1], ronin: [0, 0], step: 'casualties', turn: 0, asked: true, hits: [1, 1], hitsOn: [[0, 1], [1, 0]], toChoose: [0], losses: [null, { d: 1, b: 0, r: 0 }] };
    const r = applyMove(s, 0, { type: 'casualties', d: 1, b: 0, r: 0 });
    expect(r.state.players.map((p) => p.eliminated)).toEqual([true, true]);
    expect(r.state.result).toMatchObject({ winners: [1], reason: 'last-standing' });
    expect(R.pending(r.state)).toEqual([]);
  });
});

describe('vassalage and victory (§1.1, §5)', () => {
  function lastDaimyoBattle(): GekokujoState {
    const s = campaign();
    const p = P('mino');
    put(s, 0, p, { d: 1, b: 1 });
    put(s, 1, p, { d: 1, b: 0 });
    for (const q of ['satsuma', 'osumi', 'hyuga', 'higo']) put(s, 1, P(q), { d: 0, b: 2 });
    put(s, 2, P('kai'), { d: 1, b: 0 });
    put(s, 3, P('echigo'), { d: 1, b: 0 });
    s.step = 'battle';
    s.battle = { province: p, sides: [0, 1], ronin: [0, 0], step: 'casualties', turn: 0, asked: true, hits: [1, 0], hitsOn: [[0, 1], [0, 0]], toChoose: [], losses: [{ d: 0, b: 0, r: 0 }, { d: 1, b: 0, r: 0 }] };
    return s;
  }

  it('losing the last Daimyō makes you the vassal of its killer, who halves your provinces and troops', () => {
    const s = lastDaimyoBattle();
    s.battle!.toChoose = [1];
    s.battle!.losses[1] = null;
    const r = applyMove(s, 1, { type: 'casualties', d: 1, b: 0, r: 0 });
    let t = r.state;
    expect(t.players[1]!.liege).toBe(0);
    expect(R.pending(t)).toEqual([{ seat: 1, kind: 'halve' }]);
    // 4 provinces: give up 2; their Bushi retreat to adjacent kept ones with room; then remove half of the 8.
    expect(code(t, 1, { type: 'halve', giveUp: [P('satsuma')], remove: [] })).toBe('bad-halve');
    t = applyMove(t, 1, { type: 'halve', giveUp: [P('satsuma'), P('osumi')], remove: [P('hyuga'), P('hyuga'), P('higo'), P('higo')] }).state;
    const left = [P('hyuga'), P('higo')].map((q) => t.units[q]![1]!.b);
    expect(left.reduce((a, x) => a + x, 0)).toBe(4);
    expect(controller(t, P('satsuma'))).toBeNull();
  });

  it('Path of Glory: no vassal; a killer who still has a Daimyō gains no glory (who collects: glory.test.ts)', () => {
    const s = lastDaimyoBattle();
    s.options.glory = true;
    s.battle!.toChoose = [1];
    s.battle!.losses[1] = null;
    const t = applyMove(s, 1, { type: 'casualties', d: 1, b: 0, r: 0 }).state;
    expect(t.players[1]!.liege).toBeNull();
    expect(t.players[0]!.glory).toBe(0); // seat 0 keeps its Daimyō: not on the Path (§7.4)
  });

  it('liberation by fund: up to 3 a round, free at 10', () => {
    const s = firstRecruitState();
    s.players[1]!.liege = 0;
    s.players[1]!.fund = 8;
    s.players[1]!.koku = 5;
    s.step = 'vassal';
    s.vassalChoosing = [1];
    expect(code(s, 1, { type: 'vassal-path', path: 'fund', deposit: 4 })).toBe('bad-deposit');
    const t = applyMove(s, 1, { type: 'vassal-path', path: 'fund', deposit: 2 });
    expect(t.state.players[1]!.liege).toBeNull();
    expect(t.events.some((e) => e.type === 'liberated')).toBe(true);
  });

  it('a vassal whose liege goes out of the game stays a vassal (ruling): it cannot win, and goes free only by §5.1.2\'s two ways', () => {
    // Seat 2 (Takeda) is the vassal of seat 1 (Shimazu); Shimazu, itself without a Daimyō, loses its last province.
    const s = campaign();
    put(s, 0, P('mino'), { d: 1, b: 2 });
    put(s, 1, P('mino'), { d: 0, b: 1 });
    put(s, 3, P('echigo'), { d: 1, b: 0 });
    s.players[2]!.liege = 1;
    const takeda = ['kai', 'shinano', 'kozuke', 'musashi', 'sagami', 'izu', 'suruga', 'totomi', 'mikawa', 'owari', 'ise', 'iga', 'omi', 'yamato', 'kii', 'izumi', 'kawachi', 'settsu', 'yamashiro', 'tanba', 'tango'];
    for (const q of takeda) put(s, 2, P(q), { d: 0, b: 1 });
    s.step = 'battle';
    s.battle = { province: P('mino'), sides: [0, 1], ronin: [0, 0], step: 'casualties', turn: 0, asked: true, hits: [1, 0], hitsOn: [[0, 1], [0, 0]], toChoose: [0], losses: [null, { d: 0, b: 1, r: 0 }] };
    const t = applyMove(s, 0, { type: 'casualties', d: 0, b: 0, r: 0 }).state;
    expect(t.players[1]!.eliminated).toBe(true);
    expect(t.players[2]!.liege).toBe(1);
    // 21 provinces, one more than 4 players need, and the Mandate's three: a vassal still cannot win (§5.1.1).
    const v = structuredClone(t);
    checkVictory(v, [], false);
    expect(v.result).toBeNull();
    // The fund still frees it (§5.1.2, 2.).
    const f = structuredClone(t);
    f.step = 'vassal';
    f.vassalChoosing = [2];
    f.players[2]!.fund = 7;
    f.players[2]!.koku = 3;
    const freed = applyMove(f, 2, { type: 'vassal-path', path: 'fund', deposit: 3 });
    expect(freed.state.players[2]!.liege).toBeNull();
  });

  it('victory by provinces (20 with 4 players), Mandate beats provinces, vassals cannot win; tie-break by Koku', () => {
    const s = campaign();
    const provinces = ['satsuma', 'osumi', 'hyuga', 'higo', 'bungo', 'chikugo', 'hizen', 'chikuzen', 'buzen', 'iki', 'tsushima', 'nagato', 'suo', 'aki', 'bingo', 'bitchu', 'mimasaka', 'bizen', 'harima', 'iwami'];
    for (const q of provinces) put(s, 1, P(q), { d: 0, b: 1 });
    put(s, 1, P('satsuma'), { d: 1, b: 1 });
    const ev: never[] = [];
    const a = structuredClone(s);
    checkVictory(a, ev, false);
    expect(a.result).toMatchObject({ winners: [1], reason: 'provinces' });
    const v = structuredClone(s);
    v.players[1]!.liege = 0;
    checkVictory(v, ev, false);
    expect(v.result).toBeNull();
    const m = structuredClone(s);
    for (const q of ['yamashiro', 'settsu', 'sagami']) put(m, 3, P(q), { d: 0, b: 1 });
    checkVictory(m, ev, false);
    expect(m.result).toMatchObject({ winners: [3], reason: 'mandate' });
    const tie = structuredClone(s);
    for (const q of ['izumo', 'hoki', 'oki', 'inaba', 'tajima', 'tango', 'tanba', 'iyo', 'tosa', 'sanuki', 'awaji', 'kii', 'yamato', 'kawachi', 'izumi', 'wakasa', 'echizen', 'kaga', 'etchu', 'noto']) put(tie, 2, P(q), { d: 0, b: 1 });
    tie.players[2]!.koku = 50;
    checkVictory(tie, ev, false);
    expect(tie.result).toMatchObject({ winners: [2] });
  });

  it('a round limit (off by default) ends the game after that round with the most provinces', () => {
    expect(R.parseOptions({ players: 4 })).toMatchObject({ ok: true, value: { roundLimit: null } });
    const s = campaign();
    s.options.roundLimit = 3;
    s.round = 3;
    put(s, 0, P('owari'), { d: 1, b: 0 });
    put(s, 0, P('mino'), { d: 0, b: 1 });
    put(s, 1, P('satsuma'), { d: 1, b: 0 });
    checkVictory(s, [], true);
    expect(s.result).toMatchObject({ winners: [0], reason: 'round-limit' });
  });

  it('with no round limit set the game still ends after round 100 (ruling: v74 is "ein 2-3-stündiges Euro-Wargame"), not after round 99 or mid-round', () => {
    const at = (round: number, roundEnd: boolean) => {
      const s = campaign();
      expect(s.options.roundLimit).toBeNull();
      s.round = round;
      put(s, 0, P('owari'), { d: 1, b: 0 });
      put(s, 0, P('mino'), { d: 0, b: 1 });
      put(s, 1, P('satsuma'), { d: 1, b: 0 });
      checkVictory(s, [], roundEnd);
      return s.result;
    };
    expect(at(99, true)).toBeNull();
    expect(at(100, false)).toBeNull();
    expect(at(100, true)).toMatchObject({ winners: [0], reason: 'round-limit' });
  });
});

describe('validation never throws on junk', () => {
  it.each([null, 7, 'x', [], {}, { type: 'march' }, { type: 'march', from: -1, path: 'a' }, { type: 'recruit', province: 1e9, count: 1 }, { type: 'clan', clan: 'hojo' }])('%j', (m) => {
    const s = firstRecruitState();
    expect(validateMove(s, 0, m).ok).toBe(false);
    expect(validateMove(s, 9, m).ok).toBe(false);
  });
});
