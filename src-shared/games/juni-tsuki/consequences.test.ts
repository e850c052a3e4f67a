/** Issue 22: the losses a Jūni-tsuki move brings, said before it is sent, match what the engine then does. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { ENTRY_POINTS } from './map';
import { juniTsuki as R } from './index';
import { consequencesOf } from './consequences';
import { addDaimyo, blank, cp, groupAt, march, play, prov, put } from './testing';
import { RONIN, type JuniMove, type JuniState } from './types';

/** Ends seat 0's month and plays seat 1's empty month: seat 0's next month begins (the ronin check). */
function toNextMonth(s: JuniState): JuniState {
  let x = play(s, 0, { type: 'end-turn' }).state;
  if (R.pending(x)[0]!.kind === 'recruit') x = play(x, 1, { type: 'recruit', amount: 0, point: ENTRY_POINTS[0]! }).state;
  return play(x, 1, { type: 'end-turn' }).state;
}

function twoSeats(): JuniState {
  const s = blank(2);
  addDaimyo(s, 0, 'tosa');
  put(s, march('tosa'), 0, 25);
  put(s, cp('tosa', 'iyo'), 0, 5);
  addDaimyo(s, 1, 'mutsu');
  put(s, march('mutsu'), 1, 5);
  return s;
}

describe('Jūni-tsuki consequences (§5 ronin, §7 isolation)', () => {
  it('marching a group out of its Daimyō’s province: those samurai turn ronin at the next month, as said', () => {
    const s = twoSeats();
    // Tosa–Iyo checkpoint → Iyo's march point: Iyo holds no Daimyō of seat 0.
    const m: JuniMove = { type: 'march', from: cp('tosa', 'iyo'), to: march('iyo'), count: 5 };
    expect(consequencesOf(R.view(s, 0), 0, m)).toEqual([{ kind: 'ronin', owner: 0, provinces: [prov('iyo')], points: [march('iyo')], samurai: 5 }]);
    const after = toNextMonth(play(s, 0, m).state);
    expect(groupAt(after, march('iyo'), RONIN)).toBe(5);
    expect(groupAt(after, march('tosa'), 0)).toBe(25);
  });

  it('moving the Daimyō away leaves his province’s groups to turn ronin ("Tosa’s 25,000")', () => {
    const s = twoSeats();
    const m: JuniMove = { type: 'province-move', piece: 'daimyo', daimyo: 0, path: [prov('iyo')] };
    // Iyo holds own samurai? No: the path needs them. Put the 5 on Iyo's march point first.
    s.points[cp('tosa', 'iyo')] = [];
    put(s, march('iyo'), 0, 5);
    expect(consequencesOf(R.view(s, 0), 0, m)).toEqual([{ kind: 'ronin', owner: 0, provinces: [prov('tosa')], points: [march('tosa')], samurai: 25 }]);
    const after = toNextMonth(play(s, 0, m).state);
    expect(groupAt(after, march('tosa'), RONIN)).toBe(25);
  });

  it('a group staying on a checkpoint of the Daimyō’s province is safe: no warning', () => {
    const s = twoSeats();
    expect(consequencesOf(R.view(s, 0), 0, { type: 'march', from: march('tosa'), to: cp('tosa', 'iyo'), count: 10 })).toEqual([]);
  });

  it('marching the last group off a Daimyō kills him at once; the last Daimyō gone, the player is out', () => {
    const s = blank(2);
    addDaimyo(s, 0, 'tosa');
    addDaimyo(s, 0, 'awa_shikoku');
    put(s, march('tosa'), 0, 10);
    put(s, march('awa_shikoku'), 0, 10);
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    // Tosa's 10 onto the Tosa–Iyo checkpoint: still Tosa. Then onto Iyo: Tosa is empty and its Daimyō dies.
    const step = play(s, 0, { type: 'march', from: march('tosa'), to: cp('tosa', 'iyo'), count: 10 }).state;
    const m: JuniMove = { type: 'march', from: cp('tosa', 'iyo'), to: march('iyo'), count: 10 };
    const said = consequencesOf(R.view(step, 0), 0, m);
    expect(said).toContainEqual({ kind: 'daimyo-dies', owner: 0, daimyo: 0, province: prov('tosa') });
    // With the Daimyō dead, the group in Iyo has no Daimyō either.
    expect(said).toContainEqual({ kind: 'ronin', owner: 0, provinces: [prov('iyo')], points: [march('iyo')], samurai: 10 });
    expect(said.some((c) => c.kind === 'out')).toBe(false);
    const r = play(step, 0, m);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'daimyo-killed', owner: 0, daimyo: 0, how: 'isolation' }));
    // The only Daimyō: the player is out.
    const lone = blank(2);
    addDaimyo(lone, 0, 'tosa');
    put(lone, march('tosa'), 0, 10);
    addDaimyo(lone, 1, 'mutsu');
    put(lone, march('mutsu'), 1, 5);
    const off = play(lone, 0, { type: 'march', from: march('tosa'), to: cp('tosa', 'iyo'), count: 10 }).state;
    expect(consequencesOf(R.view(off, 0), 0, m)).toEqual([
      { kind: 'daimyo-dies', owner: 0, daimyo: 0, province: prov('tosa') },
      { kind: 'out', owner: 0 },
    ]);
    expect(play(off, 0, m).state.players[0]!.out).toBe(true);
  });

  it('a group already without a Daimyō is not warned of again by another move, nor by ending the month', () => {
    const s = twoSeats();
    put(s, march('awa_shikoku'), 0, 4);
    expect(consequencesOf(R.view(s, 0), 0, { type: 'end-turn' })).toEqual([]);
    // Already doomed before the move: a march elsewhere does not repeat it.
    expect(consequencesOf(R.view(s, 0), 0, { type: 'march', from: march('tosa'), to: cp('tosa', 'iyo'), count: 3 })).toEqual([]);
  });

  it('an enemy’s losses are not warned of (only the mover’s own pieces)', () => {
    const s = twoSeats();
    addDaimyo(s, 1, 'iyo');
    put(s, march('iyo'), 1, 2);
    // Seat 0's Earth on Iyo destroys seat 1's only group there: his Daimyō dies, and seat 0 is not warned of it.
    expect(consequencesOf(R.view(s, 0), 0, { type: 'earth', rings: 1, point: march('iyo') })).toEqual([]);
    // Earth on his own last group in his Daimyō's province is warned of (the Tosa–Iyo checkpoint's 5 cleared first).
    s.points[cp('tosa', 'iyo')] = [];
    addDaimyo(s, 0, 'mutsu');
    expect(consequencesOf(R.view(s, 0), 0, { type: 'earth', rings: 1, point: march('tosa') })).toEqual([{ kind: 'daimyo-dies', owner: 0, daimyo: 0, province: prov('tosa') }]);
  });

  it('over random games, every Daimyō said to die by a move dies by isolation, and none dies unsaid', () => {
    const judged = new Set(['march', 'wind-group', 'province-move', 'wind-piece', 'convert']);
    let checked = 0;
    let deaths = 0;
    for (let g = 0; g < 12; g++) {
      const o = R.parseOptions({ players: 2 + (g % 3), years: 1, monthLimit: 6 });
      if (!o.ok) throw new Error(o.error.message);
      let s = R.setup(o.value, `cons-${g}`);
      const rng = Rng.seeded(`cons-${g}`);
      for (let ply = 0; ply < 600 && !s.over; ply++) {
        const d = R.pending(s)[0]!;
        const m = R.randomMove(R.view(s, d.seat), rng);
        const said = judged.has(m.type) && d.kind === 'act' ? consequencesOf(R.view(s, d.seat), d.seat, m) : null;
        const r = R.apply(s, d.seat, m);
        if (said && !r.state.interrupt && !s.interrupt) {
          const own = (o: number): boolean => o === d.seat || (m.type === 'march' && m.owner === o);
          const died = r.events.flatMap((e) => (e.type === 'daimyo-killed' && e.how === 'isolation' && own(e.owner) ? [e.daimyo] : []));
          expect(said.flatMap((c) => (c.kind === 'daimyo-dies' ? [c.daimyo] : [])).sort()).toEqual(died.sort());
          checked++;
          deaths += died.length;
        }
        s = r.state;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // The random games do march Daimyō into isolation (13 deaths over these seeds): the comparison is not empty.
    expect(deaths).toBeGreaterThan(0);
  });
});
