/** Seed 003 §1–§9: one test per rule, on hand-made positions (testing.ts). */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { MAX_DAIMYO, SHADOW_SAMURAI } from './data/reconstruction';
import { incomeOf } from './board';
import { upkeepDue } from './changes';
import { juniTsuki as R } from './index';
import { freeMoves, listMoves } from './legal';
import { CASTLE_POINTS, ENTRY_POINTS, POINTS, PROVINCE_POINTS, RESOURCE_POINTS } from './map';
import { playOrder } from './flow';
import { startRoll } from './setup';
import { addDaimyo, allyBattle, blank, castleOf, castlePoint, cp, giveCards, giveCastle, groupAt, illegal, march, play, prov, put } from './testing';
import { RONIN, type JuniMove, type JuniState } from './types';

const resourceOf = (id: string): number => RESOURCE_POINTS.find((pt) => POINTS[pt]!.provinces[0] === prov(id))!;

describe('§1 calendar', () => {
  it('the highest d20 starts; an even roll plays clockwise, an odd one counter-clockwise; ties roll again', () => {
    for (let k = 0; k < 200; k++) {
      const r = startRoll(Rng.seeded(`roll-${k}`), 5);
      // Every round the highest roll goes on; only a tie rolls again, among the tied.
      for (const [i, round] of r.rolls.entries()) {
        const best = Math.max(...round);
        const top = round.flatMap((x, seat) => (x === best ? [seat] : []));
        if (i < r.rolls.length - 1) expect(top.length).toBeGreaterThan(1);
        else expect(top).toEqual([r.start]);
        if (i > 0) expect(round.flatMap((x, seat) => (x > 0 ? [seat] : []))).toEqual(r.rolls[i - 1]!.flatMap((x, seat) => (x === Math.max(...r.rolls[i - 1]!) ? [seat] : [])));
      }
      const last = r.rolls.at(-1)![r.start]!;
      expect(r.direction).toBe(last % 2 === 0 ? 1 : -1);
    }
    expect(playOrder(4, 2, 1)).toEqual([2, 3, 0, 1]);
    expect(playOrder(4, 2, -1)).toEqual([2, 1, 0, 3]);
  });
  it('12 months make a year; after the year end the next player in the play direction starts', () => {
    const o = R.parseOptions({ players: 3, years: 2 });
    if (!o.ok) throw new Error();
    let s = R.setup(o.value, 'calendar');
    const first = s.order.slice();
    while (s.month < 13) {
      const d = R.pending(s)[0]!;
      s = R.apply(s, d.seat, d.kind === 'recruit' ? { type: 'recruit', amount: 0, point: ENTRY_POINTS[0]! } : d.kind === 'act' ? { type: 'end-turn' } : R.randomMove(R.view(s, d.seat), Rng.seeded('x'))).state;
    }
    expect(s.order).toEqual([first[1], first[2], first[0]]);
  });
});

describe('§2 the point map', () => {
  it('has a march point per province, a checkpoint per adjacent pair counting for both, 20 castles, 24 resources, 6 entries in no province', () => {
    const count = (k: string) => POINTS.filter((p) => p.kind === k).length;
    expect([count('march'), count('checkpoint'), count('castle'), count('resource'), count('entry')]).toEqual([68, 145, 20, 24, 6]);
    const c = cp('satsuma', 'higo');
    expect(PROVINCE_POINTS[prov('satsuma')]).toContain(c);
    expect(PROVINCE_POINTS[prov('higo')]).toContain(c);
    for (const e of ENTRY_POINTS) expect(POINTS[e]!.provinces).toEqual([]);
    expect(POINTS[c]!.adj).toEqual([march('satsuma'), march('higo')].sort((a, b) => a - b));
  });
});

describe('§4.1 income and recruiting', () => {
  it('1,000 koku for the first resource point, 2,000 for each further', () => {
    const s = blank(2);
    expect(incomeOf(s, 0).koku).toBe(0);
    put(s, resourceOf('higo'), 0, 1);
    expect(incomeOf(s, 0).koku).toBe(1);
    put(s, resourceOf('hizen'), 0, 1);
    put(s, resourceOf('chikuzen'), 0, 1);
    expect(incomeOf(s, 0)).toEqual({ resources: 3, koku: 5 });
  });
  it('income goes into the own castle at the start of the month; recruits enter at an entry point or the home castle with a Daimyō', () => {
    let s = blank(2);
    giveCastle(s, 'mutsu', 1, 0);
    giveCastle(s, 'satsuma', 0, 2);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    put(s, resourceOf('mutsu'), 1, 2);
    put(s, resourceOf('dewa'), 1, 2);
    addDaimyo(s, 1, 'dewa');
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 5);
    s = play(s, 0, { type: 'end-turn' }).state;
    expect(s.turn).toMatchObject({ seat: 1, phase: 'recruit' });
    expect(s.castles[castleOf('mutsu')]!.koku).toBe(3);
    expect(illegal(s, 1, { type: 'recruit', amount: 4, point: ENTRY_POINTS[0]! })).toBe('recruit-koku');
    expect(illegal(s, 1, { type: 'recruit', amount: 2, point: march('mutsu') })).toBe('bad-entry');
    // The recruit decision comes first: the kernel refuses any other move kind (flow.ts DECISIONS).
    expect(illegal(s, 1, { type: 'march', from: march('mutsu'), to: castlePoint('mutsu'), count: 1 })).toBe('wrong-move');
    const r = play(s, 1, { type: 'recruit', amount: 2, point: castlePoint('mutsu') });
    expect(groupAt(r.state, castlePoint('mutsu'), 1)).toBe(2);
    expect(r.state.castles[castleOf('mutsu')]!.koku).toBe(1);
    // §4.2: then a d10 gives the action points.
    expect(r.state.turn.phase).toBe('act');
    expect(r.state.turn.ap).toBeGreaterThanOrEqual(1);
    expect(r.state.turn.ap).toBeLessThanOrEqual(10);
  });
});

describe('§4.2 samurai movement', () => {
  function two(): JuniState {
    const s = blank(2);
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 10);
    put(s, castlePoint('satsuma'), 0, 1);
    addDaimyo(s, 1, 'higo');
    put(s, march('higo'), 1, 5);
    return s;
  }
  it('costs 1 AP per group per point; samurai may be dropped on the way', () => {
    const r = play(two(), 0, { type: 'march', from: march('satsuma'), to: cp('satsuma', 'osumi'), count: 6 });
    expect(r.state.turn.ap).toBe(9);
    expect(groupAt(r.state, march('satsuma'), 0)).toBe(4);
    expect(groupAt(r.state, cp('satsuma', 'osumi'), 0)).toBe(6);
  });
  it('needs the own Daimyō in the province moved in or into', () => {
    const s = two();
    put(s, march('hyuga'), 0, 3);
    expect(illegal(s, 0, { type: 'march', from: march('hyuga'), to: cp('hyuga', 'bungo'), count: 3 })).toBe('no-daimyo');
    // Into Satsuma (the checkpoint counts for Satsuma too): allowed.
    expect(illegal(s, 0, { type: 'march', from: march('hyuga'), to: cp('hyuga', 'satsuma'), count: 3 })).toBeNull();
  });
  it('onto foreign samurai only with consent of the first (lowest) group; a refusal keeps the samurai home, the AP is spent', () => {
    const s = two();
    const c = cp('satsuma', 'higo');
    put(s, c, 1, 2);
    put(s, c, 2 - 1, 0);
    let r = play(s, 0, { type: 'march', from: march('satsuma'), to: c, count: 3 });
    expect(r.state.interrupt).toMatchObject({ kind: 'consent', seat: 1 });
    expect(R.pending(r.state)).toEqual([{ seat: 1, kind: 'consent' }]);
    const no = play(r.state, 1, { type: 'consent', yes: false });
    expect(groupAt(no.state, c, 0)).toBe(0);
    expect(no.state.turn.ap).toBe(9);
    r = play(r.state, 1, { type: 'consent', yes: true });
    expect(groupAt(r.state, c, 0)).toBe(3);
  });
  it('entry points need no permission, also when others stand there, and cannot be attacked', () => {
    const s = two();
    const entry = ENTRY_POINTS.find((e) => POINTS[e]!.adj.includes(march('satsuma')))!;
    put(s, entry, 1, 4);
    const r = play(s, 0, { type: 'march', from: march('satsuma'), to: entry, count: 2 });
    expect(r.state.interrupt).toBeNull();
    expect(groupAt(r.state, entry, 0)).toBe(2);
    expect(illegal(r.state, 0, { type: 'attack', from: [march('satsuma')], target: entry, defender: 1 })).toBe('bad-target');
  });
});

describe('§4.3 province moves, shadow warrior, transport', () => {
  function map(): JuniState {
    const s = blank(2);
    addDaimyo(s, 0, 'satsuma');
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 5);
    put(s, march('higo'), 0, 5);
    put(s, march('bungo'), 0, 5);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    return s;
  }
  it('crosses any number of provinces with own samurai, but not into one without', () => {
    const s = map();
    expect(illegal(s, 0, { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('higo'), prov('bungo')] })).toBeNull();
    expect(illegal(s, 0, { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('osumi')] })).toBe('bad-path');
  });
  it('across a checkpoint held by foreign samurai only with their owner’s permission, asked out of turn; a refusal uses up the month’s province move', () => {
    const s = map();
    put(s, cp('higo', 'bungo'), 1, 1);
    const move: JuniMove = { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('higo'), prov('bungo')] };
    const asked = play(s, 0, move);
    expect(R.pending(asked.state)).toEqual([{ seat: 1, kind: 'permit' }]);
    expect(asked.state.daimyo[0]!.province).toBe(prov('satsuma'));
    expect(illegal(asked.state, 0, { type: 'end-turn' })).toBe('not-your-turn');
    const refused = play(asked.state, 1, { type: 'consent', yes: false });
    expect(refused.state.daimyo[0]!.province).toBe(prov('satsuma'));
    expect(refused.events).toContainEqual({ type: 'consent', seat: 1, mover: 0, yes: false });
    expect(illegal(refused.state, 0, { type: 'province-move', piece: 'daimyo', daimyo: 1, path: [prov('higo')] })).toBe('moved');
    const let_ = play(asked.state, 1, { type: 'consent', yes: true });
    expect(let_.state.daimyo[0]!.province).toBe(prov('bungo'));
    // A path through own provinces and free checkpoints asks nobody.
    expect(play(s, 0, { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('higo')] }).state.interrupt).toBeNull();
  });
  it('through a province with only allied samurai with that ally’s consent; never through one with only other players’ samurai; each asked in turn', () => {
    const s = blank(3);
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 5);
    put(s, march('bungo'), 0, 5);
    put(s, march('higo'), 1, 5);
    put(s, cp('higo', 'bungo'), 2, 2);
    const move: JuniMove = { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('higo'), prov('bungo')] };
    expect(illegal(s, 0, move)).toBe('bad-path'); // seat 1 is no ally of seat 0
    giveCastle(s, 'higo', 1);
    s.family.push({ id: 0, owner: 0, castle: castleOf('higo') }); // seat 1 holds a hostage of seat 0: an ally
    expect(illegal(s, 0, move)).toBeNull();
    let r = play(s, 0, move);
    expect(R.pending(r.state)).toEqual([{ seat: 1, kind: 'permit' }]);
    r = play(r.state, 1, { type: 'consent', yes: true });
    expect(R.pending(r.state)).toEqual([{ seat: 2, kind: 'permit' }]); // then the checkpoint Higo–Bungo
    expect(r.state.daimyo[0]!.province).toBe(prov('satsuma'));
    r = play(r.state, 2, { type: 'consent', yes: true });
    expect(r.state.interrupt).toBeNull();
    expect(r.state.daimyo[0]!.province).toBe(prov('bungo'));
  });
  it('once per month; courtesy rule: the piece stays till next month (not even Wind moves it)', () => {
    const s = map();
    giveCards(s, 0, ['wind'], [3]);
    const r = play(s, 0, { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('higo')] });
    expect(illegal(r.state, 0, { type: 'province-move', piece: 'daimyo', daimyo: 1, path: [prov('higo')] })).toBe('moved');
    expect(illegal(r.state, 0, { type: 'wind-piece', rings: 3, piece: 'daimyo', daimyo: 0, path: [prov('bungo')] })).toBe('no-piece');
    expect(illegal(r.state, 0, { type: 'wind-piece', rings: 3, piece: 'daimyo', daimyo: 1, path: [prov('higo')] })).toBeNull();
  });
  it('the shadow warrior becomes 25,000 samurai on its province’s march point', () => {
    const s = map();
    s.players[0]!.shadow = prov('higo');
    const r = play(s, 0, { type: 'convert' });
    expect(groupAt(r.state, march('higo'), 0)).toBe(5 + SHADOW_SAMURAI);
    expect(r.state.players[0]!.shadow).toBeNull();
    expect(illegal(r.state, 0, { type: 'convert' })).toBe('no-shadow');
  });
  it('transport: at most 25,000 koku or one family card a month, and not with a province move the same month', () => {
    const s = map();
    giveCastle(s, 'satsuma', 0, 30);
    giveCastle(s, 'higo', 0, 0);
    s.family.push({ id: 0, owner: 0, castle: castleOf('satsuma') });
    const from = castleOf('satsuma');
    const to = castleOf('higo');
    expect(illegal(s, 0, { type: 'transport-koku', from, to, amount: 26 })).toBe('bad-amount');
    const r = play(s, 0, { type: 'transport-koku', from, to, amount: 25 });
    expect(r.state.castles[to]!.koku).toBe(25);
    expect(illegal(r.state, 0, { type: 'transport-koku', from, to, amount: 1 })).toBe('transported');
    expect(illegal(r.state, 0, { type: 'transport-family', family: 0, to })).toBe('transported');
    expect(illegal(r.state, 0, { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('higo')] })).toBe('transported');
    const moved = play(s, 0, { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('higo')] });
    expect(illegal(moved.state, 0, { type: 'transport-koku', from, to, amount: 1 })).toBe('moved');
  });
  it('"maximal EINE Familienkarte oder BIS ZU 25000 Koku … ohne weitere Beschränkungen": koku in as many loads as the player likes, up to 25,000 in all', () => {
    const s = map();
    const sat = giveCastle(s, 'satsuma', 0, 40);
    const higo = giveCastle(s, 'higo', 0, 0);
    const bungo = giveCastle(s, 'bungo', 0, 0);
    s.family.push({ id: 0, owner: 0, castle: sat });
    let r = play(s, 0, { type: 'transport-koku', from: sat, to: higo, amount: 10 });
    r = play(r.state, 0, { type: 'transport-koku', from: sat, to: bungo, amount: 10 });
    r = play(r.state, 0, { type: 'transport-koku', from: higo, to: bungo, amount: 3 });
    expect(illegal(r.state, 0, { type: 'transport-koku', from: sat, to: higo, amount: 3 })).toBe('bad-amount');
    r = play(r.state, 0, { type: 'transport-koku', from: sat, to: higo, amount: 2 });
    expect([r.state.castles[sat]!.koku, r.state.castles[higo]!.koku, r.state.castles[bungo]!.koku]).toEqual([18, 9, 13]);
    expect(listMoves(r.state, 0).some((m) => m.type === 'transport-koku')).toBe(false);
    expect(illegal(r.state, 0, { type: 'transport-koku', from: sat, to: higo, amount: 1 })).toBe('transported');
    // One family card, or koku: not both.
    expect(illegal(r.state, 0, { type: 'transport-family', family: 0, to: higo })).toBe('transported');
    const fam = play(s, 0, { type: 'transport-family', family: 0, to: higo });
    expect(illegal(fam.state, 0, { type: 'transport-koku', from: sat, to: bungo, amount: 1 })).toBe('transported');
  });
  it('Wind moving a Daimyō or the shadow warrior counts as his move: not in a month with a transport, and no transport after it', () => {
    const s = map();
    giveCards(s, 0, ['wind'], [1]);
    s.players[0]!.shadow = prov('satsuma');
    const sat = giveCastle(s, 'satsuma', 0, 10);
    const higo = giveCastle(s, 'higo', 0, 0);
    const shipped = play(s, 0, { type: 'transport-koku', from: sat, to: higo, amount: 5 });
    expect(illegal(shipped.state, 0, { type: 'wind-piece', rings: 1, piece: 'daimyo', daimyo: 0, path: [prov('higo')] })).toBe('transported');
    expect(illegal(shipped.state, 0, { type: 'wind-piece', rings: 1, piece: 'shadow', path: [prov('higo')] })).toBe('transported');
    expect(listMoves(shipped.state, 0).some((m) => m.type === 'wind-piece')).toBe(false);
    const blown = play(s, 0, { type: 'wind-piece', rings: 1, piece: 'daimyo', daimyo: 0, path: [prov('higo')] });
    expect(blown.state.daimyo[0]!.province).toBe(prov('higo'));
    expect(illegal(blown.state, 0, { type: 'transport-koku', from: sat, to: higo, amount: 5 })).toBe('moved');
    expect(listMoves(blown.state, 0).some((m) => m.type === 'transport-koku')).toBe(false);
  });
});

describe('§6 alliances by hostages', () => {
  function pair(): JuniState {
    const s = blank(2);
    giveCastle(s, 'satsuma', 0, 5);
    giveCastle(s, 'higo', 1, 5);
    s.family.push({ id: 0, owner: 0, castle: castleOf('satsuma') }, { id: 1, owner: 1, castle: castleOf('higo') });
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 5);
    addDaimyo(s, 1, 'higo');
    put(s, march('higo'), 1, 5);
    put(s, cp('satsuma', 'higo'), 1, 4);
    return s;
  }
  it('a family card given is an offer the receiver accepts or declines', () => {
    const s = pair();
    const offer = play(s, 0, { type: 'transport-family', family: 0, to: castleOf('higo') });
    expect(R.pending(offer.state)).toEqual([{ seat: 1, kind: 'hostage' }]);
    expect(play(offer.state, 1, { type: 'hostage', accept: false }).state.family[0]!.castle).toBe(castleOf('satsuma'));
    expect(play(offer.state, 1, { type: 'hostage', accept: true }).state.family[0]!.castle).toBe(castleOf('higo'));
  });
  it('the holder of a hostage leads the other’s samurai with his own Daimyō; only the holder profits', () => {
    const s = pair();
    s.family[1]!.castle = castleOf('satsuma'); // seat 0 holds seat 1's family member
    const lead = { type: 'march', from: cp('satsuma', 'higo'), to: march('satsuma'), count: 2, owner: 1 } as const;
    expect(illegal(s, 0, lead)).toBeNull();
    s.turn.seat = 1;
    expect(illegal(s, 1, { type: 'march', from: march('satsuma'), to: cp('satsuma', 'osumi'), count: 1, owner: 0 })).toBe('not-allied');
  });
  it('the holder’s samurai let the other’s province moves pass (also at checkpoints), each with the holder’s consent', () => {
    const s = pair();
    s.points[cp('satsuma', 'higo')] = [];
    put(s, march('osumi'), 1, 2);
    s.turn.seat = 1;
    // Through Satsuma (seat 0's samurai only) into Osumi (own samurai).
    const move: JuniMove = { type: 'province-move', piece: 'daimyo', daimyo: 1, path: [prov('satsuma'), prov('osumi')] };
    expect(illegal(s, 1, move)).toBe('bad-path');
    s.family[1]!.castle = castleOf('satsuma');
    expect(illegal(s, 1, move)).toBeNull();
    const r = play(s, 1, move);
    expect(R.pending(r.state)).toEqual([{ seat: 0, kind: 'permit' }]);
    expect(play(r.state, 0, { type: 'consent', yes: true }).state.daimyo[1]!.province).toBe(prov('osumi'));
  });
});

describe('§7 killing Daimyō', () => {
  it('isolation: a Daimyō left in a province without own samurai dies; the player out of Daimyō is out', () => {
    const s = blank(3);
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 5);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    addDaimyo(s, 2, 'kai');
    put(s, march('kai'), 2, 5);
    const r = play(s, 0, { type: 'march', from: march('satsuma'), to: cp('satsuma', 'osumi'), count: 5 });
    // The checkpoint counts for Satsuma: still fine.
    expect(r.state.daimyo.some((d) => d.owner === 0)).toBe(true);
    const r2 = play(r.state, 0, { type: 'march', from: cp('satsuma', 'osumi'), to: march('osumi'), count: 5 });
    expect(r2.events).toContainEqual({ type: 'daimyo-killed', owner: 0, daimyo: 0, by: null, how: 'isolation' });
    expect(r2.state.players[0]!.out).toBe(true);
    expect(groupAt(r2.state, march('osumi'), RONIN)).toBe(5);
  });
  it('"Verbündeter kann Daimyo jederzeit für tot erklären": among an ally’s samurai a Daimyō lives until that ally declares him dead, at any time; the ally gains a Daimyō', () => {
    const s = blank(3);
    addDaimyo(s, 0, 'satsuma');
    const guest = addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 5);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    put(s, march('higo'), 1, 5);
    addDaimyo(s, 2, 'kai');
    put(s, march('kai'), 2, 5);
    put(s, cp('higo', 'bungo'), 2, 2);
    giveCastle(s, 'higo', 1);
    s.family.push({ id: 0, owner: 0, castle: castleOf('higo') }); // seat 1 holds a hostage of seat 0: his ally
    let r = play(s, 0, { type: 'province-move', piece: 'daimyo', daimyo: guest, path: [prov('higo')] });
    r = play(r.state, 1, { type: 'consent', yes: true });
    // In Higo among seat 1's samurai, with none of his own: alive.
    expect(r.state.daimyo.find((d) => d.id === guest)?.province).toBe(prov('higo'));
    expect(r.events.some((e) => e.type === 'daimyo-killed')).toBe(false);
    // Seat 1 may declare him dead at any moment: a free action, in seat 0's month; seat 2 (no ally, though in Higo) may not.
    expect(R.pending(r.state)).toEqual([{ seat: 0, kind: 'act' }]);
    expect(R.freeActions!(r.state)).toContainEqual({ seat: 1, kind: 'declare-dead' });
    expect(R.freeActions!(r.state).some((d) => d.seat === 2 && d.kind === 'declare-dead')).toBe(false);
    expect(listMoves(R.view(r.state, 1), 1)).toContainEqual({ type: 'declare-dead', daimyo: guest });
    expect(illegal(r.state, 2, { type: 'declare-dead', daimyo: guest })).toBe('not-your-turn');
    expect(illegal(r.state, 1, { type: 'declare-dead', daimyo: 0 })).toBe('not-declarable');
    const dead = play(r.state, 1, { type: 'declare-dead', daimyo: guest });
    expect(dead.events).toContainEqual({ type: 'daimyo-killed', owner: 0, daimyo: guest, by: 1, how: 'declared' });
    // Ruling: the declaring ally is the killer and gains a Daimyō (§7), standing with his first one.
    expect(dead.events).toContainEqual(expect.objectContaining({ type: 'daimyo-gained', owner: 1, province: prov('mutsu') }));
    expect(R.pending(dead.state)).toEqual([{ seat: 0, kind: 'act' }]);
    // No longer an ally (the hostage goes home), he dies by isolation after the next move, as ever.
    const home = structuredClone(r.state);
    home.family[0]!.castle = null;
    const gone = play(home, 0, { type: 'end-turn' });
    expect(gone.events).toContainEqual(expect.objectContaining({ type: 'daimyo-killed', owner: 0, daimyo: guest, how: 'isolation' }));
  });
  it('"jederzeit" includes the seat’s own recruit decision: the panel’s list (freeMoves) offers the declaration and gifts there, and they are played as answers', () => {
    const s = blank(3);
    addDaimyo(s, 0, 'satsuma');
    const guest = addDaimyo(s, 0, 'higo'); // among seat 1's samurai, none of his own
    put(s, march('satsuma'), 0, 5);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    put(s, march('higo'), 1, 5);
    addDaimyo(s, 2, 'kai');
    put(s, march('kai'), 2, 5);
    giveCastle(s, 'higo', 1);
    s.family.push({ id: 0, owner: 0, castle: castleOf('higo') }); // seat 1 holds a hostage of seat 0: his ally
    giveCards(s, 1, ['fire'], [2]);
    s.turn = { ...s.turn, seat: 1, phase: 'recruit' };
    expect(R.pending(s)).toEqual([{ seat: 1, kind: 'recruit' }]);
    // The kernel's free actions list only seats not asked; the asked seat answers with them (DECISIONS).
    expect(R.freeActions!(s).some((d) => d.seat === 1)).toBe(false);
    const v = R.view(s, 1);
    expect(listMoves(v, 1).every((m) => m.type === 'recruit')).toBe(true);
    const free = freeMoves(v, 1);
    expect(free).toContainEqual({ type: 'declare-dead', daimyo: guest });
    expect(free).toContainEqual({ type: 'give-card', to: 0, element: 'fire' });
    const dead = play(s, 1, { type: 'declare-dead', daimyo: guest });
    expect(dead.events).toContainEqual({ type: 'daimyo-killed', owner: 0, daimyo: guest, by: 1, how: 'declared' });
    expect(R.pending(dead.state)).toEqual([{ seat: 1, kind: 'recruit' }]);
    expect(freeMoves(R.view(dead.state, 1), 1).some((m) => m.type === 'declare-dead')).toBe(false);
    // A seat out of the game has none.
    const out = structuredClone(s);
    out.players[2]!.out = true;
    expect(freeMoves(R.view(out, 2), 2)).toEqual([]);
  });
  it('a Daimyō declared dead while his province move waits for a permission does not move (found by the arena: free actions come between)', () => {
    const s = blank(3);
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 5);
    const guest = addDaimyo(s, 0, 'higo'); // among seat 1's samurai only
    put(s, march('higo'), 1, 5);
    put(s, march('bungo'), 0, 5);
    put(s, cp('higo', 'bungo'), 2, 2); // seat 2 must let him pass
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    addDaimyo(s, 2, 'kai');
    put(s, march('kai'), 2, 5);
    giveCastle(s, 'higo', 1);
    s.family.push({ id: 0, owner: 0, castle: castleOf('higo') });
    let r = play(s, 0, { type: 'province-move', piece: 'daimyo', daimyo: guest, path: [prov('bungo')] });
    expect(R.pending(r.state)).toEqual([{ seat: 2, kind: 'permit' }]);
    r = play(r.state, 1, { type: 'declare-dead', daimyo: guest });
    expect(R.pending(r.state)).toEqual([{ seat: 2, kind: 'permit' }]);
    r = play(r.state, 2, { type: 'consent', yes: true });
    expect(r.state.daimyo.some((d) => d.id === guest)).toBe(false);
    expect(r.events.some((e) => e.type === 'province-move')).toBe(false);
    expect(R.pending(r.state)).toEqual([{ seat: 0, kind: 'act' }]);
  });
  it('a foreign Daimyō killed by isolation gives the killer a new Daimyō; never more than 5', () => {
    const s = blank(2);
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 30);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    addDaimyo(s, 1, 'higo');
    put(s, cp('satsuma', 'higo'), 1, 1);
    // Beat the lone group on the checkpoint until it is gone (the defender wins ties; retry with new dice).
    let st = s;
    for (let k = 0; k < 20 && groupAt(st, cp('satsuma', 'higo'), 1) > 0; k++) {
      st.turn.ap = 10;
      let r = play(st, 0, { type: 'attack', from: [march('satsuma')], target: cp('satsuma', 'higo'), defender: 1 });
      r = play(r.state, 1, { type: 'defend', nothing: null });
      st = play(r.state, 0, { type: 'press', go: true, nothing: null }).state;
    }
    expect(st.daimyo.filter((d) => d.owner === 1).map((d) => d.province)).toEqual([prov('mutsu')]);
    expect(st.daimyo.filter((d) => d.owner === 0)).toHaveLength(2);
    // With 5 Daimyō no more are gained.
    const full = blank(2);
    for (let k = 0; k < MAX_DAIMYO; k++) addDaimyo(full, 0, 'satsuma');
    put(full, march('satsuma'), 0, 5);
    addDaimyo(full, 1, 'mutsu');
    put(full, march('mutsu'), 1, 5);
    addDaimyo(full, 1, 'higo');
    put(full, march('higo'), 1, 1);
    full.family.push({ id: 0, owner: 0, castle: giveCastle(full, 'satsuma', 0, 0) });
    giveCastle(full, 'higo', 1, 0);
    const took = play(full, 0, { type: 'march', from: march('satsuma'), to: castlePoint('satsuma'), count: 1 });
    expect(took.state.daimyo.filter((d) => d.owner === 0)).toHaveLength(MAX_DAIMYO);
  });
  it('taking a castle: the conqueror gains a Daimyō there, the loser loses one; koku goes with the castle', () => {
    const s = blank(2);
    addDaimyo(s, 0, 'satsuma');
    put(s, march('higo'), 0, 5);
    put(s, march('satsuma'), 0, 5);
    addDaimyo(s, 0, 'higo');
    giveCastle(s, 'higo', 1, 7);
    addDaimyo(s, 1, 'mutsu');
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    const r = play(s, 0, { type: 'march', from: march('higo'), to: castlePoint('higo'), count: 2 });
    expect(r.state.castles[castleOf('higo')]).toEqual({ owner: 0, koku: 7 });
    expect(r.state.daimyo.filter((d) => d.owner === 0)).toHaveLength(3);
    expect(r.state.daimyo.filter((d) => d.owner === 1)).toHaveLength(1);
  });
  it('a battle that clears a castle point of its holder’s samurai takes the castle: the attacker’s largest group moves in', () => {
    const s = blank(2);
    addDaimyo(s, 0, 'higo');
    put(s, march('higo'), 0, 30);
    put(s, cp('higo', 'bungo'), 0, 2);
    giveCastle(s, 'higo', 1, 4);
    put(s, castlePoint('higo'), 1, 2);
    addDaimyo(s, 1, 'mutsu');
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    let st = s;
    for (let k = 0; k < 30 && st.castles[castleOf('higo')]!.owner === 1; k++) {
      st.turn.ap = 10;
      let r = play(st, 0, { type: 'attack', from: [march('higo')], target: castlePoint('higo'), defender: 1 });
      r = play(r.state, 1, { type: 'defend', nothing: null });
      st = play(r.state, 0, { type: 'press', go: true, nothing: null }).state;
    }
    expect(st.castles[castleOf('higo')]).toEqual({ owner: 0, koku: 4 });
    expect(groupAt(st, castlePoint('higo'), 0)).toBeGreaterThan(0);
    expect(groupAt(st, march('higo'), 0)).toBe(0);
    // The conqueror gains a Daimyō in Higo; the loser loses one.
    expect(st.daimyo.filter((d) => d.owner === 0).map((d) => d.province)).toEqual([prov('higo'), prov('higo')]);
    expect(st.daimyo.filter((d) => d.owner === 1)).toHaveLength(1);
  });
  it('Fire kills any Daimyō unless answered with as many rings; the assassin gains none', () => {
    const s = blank(2);
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 5);
    addDaimyo(s, 1, 'mutsu');
    const target = addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    giveCards(s, 0, ['fire'], [2]);
    giveCards(s, 1, ['nothing', 'fire'], [1, 2]);
    const r = play(s, 0, { type: 'fire', rings: 2, daimyo: target });
    expect(R.pending(r.state)).toEqual([{ seat: 1, kind: 'answer' }]);
    // Nothing A: answers a war card; a Nothing that answers a card is not answered again.
    expect(illegal(r.state, 1, { type: 'answer', element: 'earth', rings: 1 })).toBe('wrong-element');
    const weak = play(r.state, 1, { type: 'answer', element: 'nothing', rings: 1 });
    expect(weak.state.daimyo.some((d) => d.id === target)).toBe(false);
    expect(weak.state.daimyo.filter((d) => d.owner === 0)).toHaveLength(1);
    expect(weak.state.interrupt).toBeNull();
    const held = play(r.state, 1, { type: 'answer', element: 'fire', rings: 2 });
    expect(held.state.daimyo.some((d) => d.id === target)).toBe(true);
  });
});

describe('§8 war cards', () => {
  function field(): JuniState {
    const s = blank(2);
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 10);
    put(s, castlePoint('satsuma'), 0, 1);
    addDaimyo(s, 1, 'higo');
    put(s, march('higo'), 1, 5);
    put(s, cp('satsuma', 'higo'), 1, 4);
    return s;
  }
  it('Wind* cannot be answered: a group moves 3 points per ring, past no foreign samurai', () => {
    const s = field();
    giveCards(s, 0, ['wind'], [1]);
    expect(illegal(s, 0, { type: 'wind-group', rings: 1, from: march('satsuma'), path: [cp('satsuma', 'osumi'), march('osumi'), cp('osumi', 'hyuga'), march('hyuga')] })).toBe('bad-path');
    const r = play(s, 0, { type: 'wind-group', rings: 1, from: march('satsuma'), path: [cp('satsuma', 'osumi'), march('osumi'), cp('osumi', 'hyuga')] });
    expect(r.state.interrupt).toBeNull();
    expect(groupAt(r.state, cp('osumi', 'hyuga'), 0)).toBe(10);
    expect(r.state.turn.ap).toBe(10);
  });
  it('Water jumps a chain of enemy samurai from the adjacent point', () => {
    const s = field();
    giveCards(s, 0, ['water'], [1]);
    // Satsuma → over the checkpoint and Higo's march point (both enemy) → the Higo–Bungo checkpoint.
    const r = play(s, 0, { type: 'water', rings: 1, from: march('satsuma'), to: cp('higo', 'bungo') });
    expect(R.pending(r.state)).toEqual([{ seat: 1, kind: 'answer' }]);
    const done = play(r.state, 1, { type: 'answer', element: null, rings: 0 });
    expect(groupAt(done.state, cp('higo', 'bungo'), 0)).toBe(10);
  });
  it('Earth destroys everything on one point, with own samurai and a Daimyō in range', () => {
    const s = field();
    giveCards(s, 0, ['earth'], [2]);
    giveCards(s, 1, ['earth'], [1]);
    expect(illegal(s, 0, { type: 'earth', rings: 2, point: cp('higo', 'bungo') })).toBe('bad-point');
    let r = play(s, 0, { type: 'earth', rings: 2, point: cp('satsuma', 'higo') });
    r = play(r.state, 1, { type: 'answer', element: 'earth', rings: 1 });
    expect(r.state.points[cp('satsuma', 'higo')]).toEqual([]);
  });
  it('Wind carries up to 25,000 koku one border per ring between own castles, without using up the month’s transport', () => {
    const s = field();
    giveCards(s, 0, ['wind', 'wind'], [1, 2]);
    const sat = giveCastle(s, 'satsuma', 0, 30);
    const higo = giveCastle(s, 'higo', 0, 0); // 1 border
    const bungo = giveCastle(s, 'bungo', 0, 0); // 2 borders
    const nagato = giveCastle(s, 'nagato', 1, 0);
    expect(illegal(s, 0, { type: 'wind-koku', rings: 1, from: sat, to: bungo, amount: 10 })).toBe('too-far');
    expect(illegal(s, 0, { type: 'wind-koku', rings: 1, from: sat, to: higo, amount: 26 })).toBe('bad-amount');
    expect(illegal(s, 0, { type: 'wind-koku', rings: 3, from: sat, to: nagato, amount: 5 })).toBe('no-card');
    expect(illegal(s, 0, { type: 'wind-koku', rings: 2, from: sat, to: nagato, amount: 5 })).toBe('not-yours');
    const r = play(s, 0, { type: 'wind-koku', rings: 2, from: sat, to: bungo, amount: 25 });
    expect([r.state.castles[sat]!.koku, r.state.castles[bungo]!.koku]).toEqual([5, 25]);
    expect(r.state.hands[0]).toEqual({ elements: ['wind'], rings: [1] });
    expect(r.events).toContainEqual({ type: 'card-played', seat: 0, element: 'wind', rings: 2, against: null });
    expect(r.state.interrupt).toBeNull();
    expect(illegal(r.state, 0, { type: 'transport-koku', from: bungo, to: higo, amount: 25 })).toBeNull();
  });
  it('Wind carries a family card one border per ring; into another player’s castle it is an offer he answers', () => {
    const s = field();
    giveCards(s, 0, ['wind'], [2]);
    giveCastle(s, 'satsuma', 0, 0);
    const bungo = giveCastle(s, 'bungo', 1, 0); // 2 borders from Satsuma
    s.family.push({ id: 0, owner: 0, castle: castleOf('satsuma') }, { id: 1, owner: 1, castle: bungo });
    expect(illegal(s, 0, { type: 'wind-family', rings: 1, family: 0, to: bungo })).toBe('no-card');
    s.hands[0]!.rings = [1, 2];
    s.hands[0]!.elements = ['wind', 'wind'];
    expect(illegal(s, 0, { type: 'wind-family', rings: 1, family: 0, to: bungo })).toBe('too-far');
    expect(illegal(s, 0, { type: 'wind-family', rings: 2, family: 1, to: castleOf('satsuma') })).toBe('bad-family');
    const r = play(s, 0, { type: 'wind-family', rings: 2, family: 0, to: bungo });
    expect(R.pending(r.state)).toEqual([{ seat: 1, kind: 'hostage' }]);
    expect(play(r.state, 1, { type: 'hostage', accept: true }).state.family[0]!.castle).toBe(bungo);
    expect(play(r.state, 1, { type: 'hostage', accept: false }).state.family[0]!.castle).toBe(castleOf('satsuma'));
  });
  it('Water lets a Daimyō pass an enemy checkpoint into a province with own samurai, as the month’s province move; answered like any Water', () => {
    const s = field();
    put(s, march('higo'), 0, 3); // own samurai in Higo; seat 1 holds the Satsuma–Higo checkpoint
    put(s, march('osumi'), 0, 2);
    giveCards(s, 0, ['water', 'water'], [1, 1]);
    expect(illegal(s, 0, { type: 'water-piece', rings: 1, piece: 'daimyo', daimyo: 0, to: prov('osumi') })).toBe('no-enemy');
    expect(illegal(s, 0, { type: 'water-piece', rings: 1, piece: 'daimyo', daimyo: 0, to: prov('bungo') })).toBe('bad-path');
    const r = play(s, 0, { type: 'water-piece', rings: 1, piece: 'daimyo', daimyo: 0, to: prov('higo') });
    expect(R.pending(r.state)).toEqual([{ seat: 1, kind: 'answer' }]);
    // Seat 0 may only give cards now (a free action): ending the month is not among them.
    expect(illegal(r.state, 0, { type: 'end-turn' })).toBe('wrong-move');
    const passed = play(r.state, 1, { type: 'answer', element: null, rings: 0 });
    expect(passed.state.daimyo[0]!.province).toBe(prov('higo'));
    expect(illegal(passed.state, 0, { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('satsuma')] })).toBe('moved');
    // Answered with as many rings: the Daimyō stays (ties: the defender).
    const held = r.state;
    giveCards(held, 1, ['water'], [1]);
    expect(play(held, 1, { type: 'answer', element: 'water', rings: 1 }).state.daimyo[0]!.province).toBe(prov('satsuma'));
  });
  it('"können jederzeit an andere Spieler gegeben werden": war cards are given at any time, also in another player’s month with nothing asked; the receiver sees the cards, a third seat only how many', () => {
    const s = blank(3);
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 5);
    put(s, cp('satsuma', 'higo'), 2, 3);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    addDaimyo(s, 2, 'higo');
    giveCards(s, 0, ['fire'], [2]);
    giveCards(s, 2, ['earth'], [3]);
    // Seat 1 holds no war cards: no gift is open to it (the kernel refuses a seat with nothing to decide).
    expect(illegal(s, 1, { type: 'give-card', to: 0, element: 'fire' })).toBe('not-your-turn');
    // Seat 2 gives in seat 0's month, asked nothing: a free action; seat 0's decision stays.
    expect(R.freeActions!(s)).toEqual([{ seat: 2, kind: 'give-card' }]);
    expect(listMoves(R.view(s, 2), 2)).toContainEqual({ type: 'give-card', to: 1, element: 'earth' });
    const early = play(s, 2, { type: 'give-card', to: 1, element: 'earth' });
    expect(early.state.hands[1]).toEqual({ elements: ['earth'], rings: [] });
    expect(R.pending(early.state)).toEqual([{ seat: 0, kind: 'act' }]);
    const r = play(s, 0, { type: 'give-card', to: 1, element: 'fire', rings: 2 });
    expect(r.state.hands[1]).toEqual({ elements: ['fire'], rings: [2] });
    const given = r.events.filter((e) => e.type === 'card-given');
    expect(given).toEqual([
      { type: 'card-given', from: 0, to: 1, cards: 2, element: 'fire', rings: 2, visibleTo: [0, 1] },
      { type: 'card-given', from: 0, to: 1, cards: 2, visibleTo: [2] },
    ]);
    expect(R.view(r.state, 2).hands[1]).toEqual({ elements: [], rings: [] });
    expect(R.view(r.state, 2).handSizes[1]).toBe(1);
    expect(R.view(r.state, 1).hands[1]).toEqual({ elements: ['fire'], rings: [2] });
    // Seat 2 is asked (a march onto its samurai) and gives a card meanwhile; the question stays open.
    const asked = play(r.state, 0, { type: 'march', from: march('satsuma'), to: cp('satsuma', 'higo'), count: 2 });
    expect(R.pending(asked.state)).toEqual([{ seat: 2, kind: 'consent' }]);
    expect(listMoves(asked.state, 2)).toContainEqual({ type: 'give-card', to: 0, rings: 3 });
    expect(illegal(asked.state, 1, { type: 'give-card', to: 0, element: 'fire' })).toBeNull(); // while seat 2 is asked
    expect(illegal(asked.state, 2, { type: 'give-card', to: 0, element: 'fire' })).toBe('no-card');
    const gift = play(asked.state, 2, { type: 'give-card', to: 0, rings: 3 });
    expect(R.pending(gift.state)).toEqual([{ seat: 2, kind: 'consent' }]);
    expect(gift.state.hands[0]!.rings).toEqual([3]);
  });
});

describe('§8 the attacked player’s war cards, and the summary’s words on Earth, Fire and extra defenders', () => {
  /** Seat 0 (Daimyō 0 and 1 in Satsuma, 1 in Mutsu) attacks seat 1's group on the Satsuma–Higo checkpoint from Satsuma. */
  function attacked(): { s: JuniState; far: number } {
    const s = blank(2);
    addDaimyo(s, 0, 'satsuma');
    addDaimyo(s, 0, 'satsuma');
    const far = addDaimyo(s, 0, 'mutsu');
    put(s, march('satsuma'), 0, 10);
    put(s, march('mutsu'), 0, 1);
    addDaimyo(s, 1, 'higo');
    put(s, march('higo'), 1, 5);
    put(s, cp('satsuma', 'higo'), 1, 6);
    return { s: play(s, 0, { type: 'attack', from: [march('satsuma')], target: cp('satsuma', 'higo'), defender: 1 }).state, far };
  }
  it('"Wer nicht an der Reihe ist und angegriffen wird, kann Kriegskarten spielen, falls dadurch der Kampf beeinflusst wird": Fire on an attacking Daimyō, then the battle goes on', () => {
    const { s, far } = attacked();
    giveCards(s, 1, ['fire', 'earth'], [2, 1]);
    expect(listMoves(s, 1)).toContainEqual({ type: 'fire', rings: 2, daimyo: 0 });
    // Only cards that change the battle: not Fire on a Daimyō that does not count for it.
    expect(illegal(s, 1, { type: 'fire', rings: 2, daimyo: far })).toBe('no-effect');
    expect(illegal(s, 1, { type: 'earth', rings: 1, point: march('mutsu') })).toBe('no-effect');
    let r = play(s, 1, { type: 'fire', rings: 2, daimyo: 0 });
    expect(R.pending(r.state)).toEqual([{ seat: 0, kind: 'answer' }]);
    r = play(r.state, 0, { type: 'answer', element: null, rings: 0 });
    expect(r.state.daimyo.some((d) => d.id === 0)).toBe(false);
    expect(R.pending(r.state)).toEqual([{ seat: 1, kind: 'defend' }]);
    r = play(r.state, 1, { type: 'defend', nothing: null });
    r = play(r.state, 0, { type: 'press', go: true, nothing: null });
    // One Daimyō present for each side now: no Daimyō factor (it was 2 : 1 before the Fire).
    expect(r.events.find((e) => e.type === 'battle-factors')).toMatchObject({ attacker: [1, 10, 1, 1], defender: [1, 6, 1, 0] });
  });
  it('the defender’s Earth on the attacking group’s point destroys it; with no attacking group left the battle is over', () => {
    const { s } = attacked();
    giveCards(s, 1, ['earth'], [1]);
    let r = play(s, 1, { type: 'earth', rings: 1, point: march('satsuma') });
    r = play(r.state, 0, { type: 'answer', element: null, rings: 0 });
    expect(r.state.points[march('satsuma')]).toEqual([]);
    expect(r.events).toContainEqual({ type: 'battle-off', attacker: 0, reason: 'destroyed' });
    expect(R.pending(r.state)).toEqual([{ seat: 0, kind: 'act' }]);
  });
  it('Earth "zerstört alles auf jeweils einem Punkt": every group (own and ronin too), and on a castle point its koku and the family members held there', () => {
    const s = blank(2);
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 10);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    const c = giveCastle(s, 'satsuma', 1, 7);
    put(s, castlePoint('satsuma'), 0, 2);
    put(s, castlePoint('satsuma'), RONIN, 3);
    s.family.push({ id: 0, owner: 0, castle: c }, { id: 1, owner: 1, castle: c });
    giveCards(s, 0, ['earth', 'earth'], [2, 2]);
    let r = play(s, 0, { type: 'earth', rings: 2, point: castlePoint('satsuma') });
    expect(R.pending(r.state)).toEqual([{ seat: 1, kind: 'answer' }]); // the castle's holder answers
    r = play(r.state, 1, { type: 'answer', element: null, rings: 0 });
    expect(r.state.points[castlePoint('satsuma')]).toEqual([]);
    expect(r.state.castles[c]).toEqual({ owner: 1, koku: 0 });
    expect(r.state.family.map((f) => f.castle)).toEqual([null, null]);
    expect(r.events).toContainEqual({ type: 'earth', seat: 0, point: castlePoint('satsuma'), samurai: 5, koku: 7, family: 2 });
    // A point with ronin only may be struck too.
    const ronin = blank(2);
    addDaimyo(ronin, 0, 'satsuma');
    put(ronin, march('satsuma'), 0, 10);
    put(ronin, cp('satsuma', 'higo'), RONIN, 4);
    giveCards(ronin, 0, ['earth'], [1]);
    expect(play(ronin, 0, { type: 'earth', rings: 1, point: cp('satsuma', 'higo') }).state.points[cp('satsuma', 'higo')]).toEqual([]);
  });
  it('Fire kills "jeden beliebigen Daimyo": one’s own too (unanswered), and one’s own family member held by another (his holder answers)', () => {
    const s = blank(2);
    addDaimyo(s, 0, 'satsuma');
    const own = addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 10);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    const held = giveCastle(s, 'mutsu', 1);
    s.family.push({ id: 0, owner: 0, castle: held });
    giveCards(s, 0, ['fire', 'fire'], [1, 1]);
    const r = play(s, 0, { type: 'fire', rings: 1, daimyo: own });
    expect(r.state.interrupt).toBeNull();
    expect(r.state.daimyo.some((d) => d.id === own)).toBe(false);
    expect(r.events).toContainEqual({ type: 'daimyo-killed', owner: 0, daimyo: own, by: 0, how: 'fire' });
    const f = play(s, 0, { type: 'fire', rings: 1, family: 0 });
    expect(R.pending(f.state)).toEqual([{ seat: 1, kind: 'answer' }]);
    expect(play(f.state, 1, { type: 'answer', element: null, rings: 0 }).state.family[0]!.castle).toBeNull();
  });
  it('"Kampf nur zwischen direkt benachbarten Gruppen": the attack is on an adjacent group; extra groups stand next to the attacked point (ruling: skirmishes are not paired by adjacency)', () => {
    const s = allyBattle();
    // Higo–Bungo is next to the attacked point (Higo's march point), not next to the attacker's checkpoint: it may join.
    expect(illegal(s, 1, { type: 'reinforce', point: cp('higo', 'bungo'), owner: 1 })).toBeNull();
    // Bungo's march point is two points away from the attacked point: it may not.
    put(s, march('bungo'), 1, 2);
    expect(illegal(s, 1, { type: 'reinforce', point: march('bungo'), owner: 1 })).toBe('bad-group');
  });
});

describe('§4.4 year end and §9 victory', () => {
  it('upkeep is 1,000 koku per started 10,000 samurai', () => {
    expect([upkeepDue(0), upkeepDue(1), upkeepDue(10), upkeepDue(11), upkeepDue(25)]).toEqual([0, 1, 1, 2, 3]);
  });
  it('at the year end: upkeep, a fate card each, 3,000 koku per castle; Kyoto and players+3 castles make the Shogun', () => {
    const s = blank(2);
    s.month = 12;
    s.turnIndex = 1;
    s.turn.seat = 1;
    addDaimyo(s, 0, 'yamashiro');
    put(s, march('yamashiro'), 0, 25);
    for (const c of ['yamashiro', 'settsu', 'ise', 'owari', 'mino']) giveCastle(s, c, 0, 0);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    giveCastle(s, 'mutsu', 1, 0);
    s.fateDeck = { draw: ['quiet-year', 'quiet-year'], discard: [] };
    const r = play(s, 1, { type: 'end-turn' });
    expect(r.events.find((e) => e.type === 'upkeep' && e.seat === 0)).toMatchObject({ due: 3, paid: 0, samuraiLost: 6 });
    expect(r.events.find((e) => e.type === 'production' && e.seat === 0)).toMatchObject({ koku: 15 });
    expect(r.state.over).toBe(true);
    expect(R.result(r.state)!.winners).toEqual([0]);
    expect(r.events).toContainEqual({ type: 'shogun', seat: 0 });
  });
});

describe('§5 ronin [R]', () => {
  it('groups in a province without their Daimyō become ronin at their next month; a Daimyō brought to them hires them for 1 koku each', () => {
    let s = blank(2);
    addDaimyo(s, 0, 'satsuma');
    put(s, march('satsuma'), 0, 5);
    put(s, march('osumi'), 0, 3);
    giveCastle(s, 'satsuma', 0, 5);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    s = play(s, 0, { type: 'end-turn' }).state;
    const d = R.pending(s)[0]!;
    if (d.kind === 'recruit') s = play(s, 1, { type: 'recruit', amount: 0, point: ENTRY_POINTS[0]! }).state;
    s = play(s, 1, { type: 'end-turn' }).state;
    expect(groupAt(s, march('osumi'), RONIN)).toBe(3);
    s = play(s, 0, { type: 'recruit', amount: 0, point: ENTRY_POINTS[0]! }).state;
    put(s, cp('satsuma', 'osumi'), 0, 1);
    s = play(s, 0, { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('osumi')] }).state;
    put(s, march('satsuma'), 0, 0);
    const r = play(s, 0, { type: 'hire', point: march('osumi') });
    expect(groupAt(r.state, march('osumi'), 0)).toBe(3);
    expect(r.state.castles[castleOf('satsuma')]!.koku).toBe(2);
  });
});

describe('§10 what a seat sees', () => {
  it('hides other seats’ war cards and castle koku, the decks and the Rng', () => {
    const o = R.parseOptions({ players: 3, years: 1 });
    if (!o.ok) throw new Error();
    const s = R.setup(o.value, 'view');
    const v = R.view(s, 0);
    expect(v.hands[1]).toEqual({ elements: [], rings: [] });
    expect(v.handSizes[1]).toBe(2);
    expect(v.hands[0]).toEqual(s.hands[0]);
    expect(v.castles[s.players[1]!.home]!.koku).toBeNull();
    expect(v.castles[s.players[0]!.home]!.koku).toBe(5);
    expect(JSON.stringify(v)).not.toMatch(/"rng"|"fateDeck"|"elementDeck"/);
    expect(CASTLE_POINTS).toHaveLength(20);
  });
});

describe('validate', () => {
  it('never throws on malformed moves and names what is wrong', () => {
    const o = R.parseOptions({ players: 3, years: 1 });
    if (!o.ok) throw new Error();
    const s = R.setup(o.value, 'bad-input');
    const seat = R.pending(s)[0]!.seat;
    const junk: unknown[] = [
      null, 42, 'march', [], {}, { type: 'fly' }, { type: 'recruit' }, { type: 'recruit', amount: -1, point: 0 },
      { type: 'recruit', amount: 1.5, point: 0 }, { type: 'march', from: 'a', to: 1, count: 1 }, { type: 'attack', from: 3, target: 1, defender: 0 },
      { type: 'attack', from: [1e9], target: -4, defender: 99 }, { type: 'province-move', piece: 'king', path: [] },
      { type: 'province-move', piece: 'daimyo', daimyo: 0.5, path: [1.5, -2] }, { type: 'fire', rings: 7 }, { type: 'give-card', to: 1, element: 'metal' },
      { type: 'transport-koku', from: 0, to: 0, amount: 1 }, { type: 'wind-group', rings: 1, from: 0, path: [NaN] }, { type: 'answer', element: 'fire' },
      { type: 'defend', nothing: 4 }, { type: 'reinforce', point: 'a', owner: 0 }, { type: 'join', yes: 'no' },
      { type: 'water-piece', rings: 1, piece: 'daimyo', to: -1 }, { type: 'wind-koku', rings: 2, from: 0, to: 99, amount: 1e9 }, { type: 'wind-family', rings: 1, family: 77, to: 0 }, { type: 'consent', yes: 1 }, { type: 'end-turn' },
    ];
    for (const m of junk) {
      for (const who of [seat, (seat + 1) % 3]) {
        const v = R.validate(s, who, m);
        if (!v.ok) {
          expect(v.error.code).toMatch(/^[a-z-]+$/);
          expect(v.error.message.length).toBeGreaterThan(5);
        }
      }
    }
    // An unknown move kind answers no decision: the kernel's 'wrong-move' (it names the moves that do).
    expect(R.validate(s, seat, { type: 'fly' })).toMatchObject({ ok: false, error: { code: 'wrong-move' } });
    // Another seat may only give war cards now (a free action), not end the month.
    expect(R.validate(s, (seat + 1) % 3, { type: 'end-turn' })).toMatchObject({ ok: false, error: { code: 'wrong-move' } });
  });
});
