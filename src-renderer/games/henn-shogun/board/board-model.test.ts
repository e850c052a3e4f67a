/**
 * buildHennBoard on real seat views made by the engine: what each province
 * shows (owner, armies, buildings, unrest, region, in play or not) and that a
 * seat's board marks only its own plan — never another seat's hidden cards.
 */
import { describe, expect, it } from 'vitest';
import { hennShogun as R } from '@shared/games/henn-shogun';
import { MOON_EXCLUDED_3P, PROVINCES } from '@shared/games/henn-shogun/data/provinces';
import { NEIGHBOURS, provinceIndex } from '@shared/games/henn-shogun/board';
import { emptyGame, own, recordRandomGame, setPlan } from '@shared/games/henn-shogun/testing';
import { replay } from '@shared/kernel/record';
import type { HennShogunState } from '@shared/games/henn-shogun/types';
import { buildHennBoard, sameHennBoard, type HennBoardModel } from './board-model';
import { movementsFromEvents } from './movements';

const at = (model: HennBoardModel, id: string) => model.provinces.find((p) => p.id === id)!;

describe('buildHennBoard', () => {
  it('shows owners, armies, buildings and unrest as the view has them', () => {
    const s = emptyGame({ players: 4 });
    own(s, 0, 'settsu', 5, { palace: true, theatre: true, unrest: 2 });
    own(s, 2, 'mutsu', 1, { temple: true });
    const model = buildHennBoard(R.view(s, 0), 0);
    expect(model.provinces.map((p) => p.id)).toEqual(PROVINCES.map((p) => p.id));
    expect(at(model, 'settsu')).toMatchObject({ owner: 0, armies: 5, buildings: ['palace', 'theatre'], unrest: 2, inPlay: true });
    expect(at(model, 'mutsu')).toMatchObject({ owner: 2, armies: 1, buildings: ['temple'], unrest: 0 });
    expect(at(model, 'kii')).toMatchObject({ owner: null, armies: 0, buildings: [], unrest: 0 });
  });

  it("tints each province with its region on the view's side", () => {
    for (const side of ['sun', 'moon'] as const) {
      const s = emptyGame({ players: 4, side, setup: 'draft' });
      const model = buildHennBoard(R.view(s, 1), 1);
      expect(model.side).toBe(side);
      expect(model.provinces.map((p) => p.region)).toEqual(PROVINCES.map((p) => (side === 'sun' ? p.regionSun : p.regionMoon)));
    }
    // The 8 provinces that change region between the sides really do change on the board.
    const sun = buildHennBoard(R.view(emptyGame({ side: 'sun' }), 0), 0);
    const moon = buildHennBoard(R.view(emptyGame({ side: 'moon', setup: 'draft' }), 0), 0);
    expect(sun.provinces.filter((p, i) => p.region !== moon.provinces[i]!.region)).toHaveLength(8);
  });

  it('marks the provinces out of play with three players, per side, and says when that is reconstructed', () => {
    const sun = buildHennBoard(R.view(emptyGame({ players: 3, side: 'sun' }), 0), 0);
    expect(sun.provinces.filter((p) => !p.inPlay).map((p) => p.id)).toEqual(PROVINCES.filter((p) => p.excluded3pSun).map((p) => p.id));
    expect(sun.reconstructed).toBe(false);
    const moon = buildHennBoard(R.view(emptyGame({ players: 3, side: 'moon', setup: 'draft' }), 0), 0);
    expect(moon.provinces.filter((p) => !p.inPlay).map((p) => p.id).sort()).toEqual([...MOON_EXCLUDED_3P.provinces].sort());
    expect(moon.reconstructed).toBe(true);
    // With four players everything is in play.
    expect(buildHennBoard(R.view(emptyGame({ players: 4 }), 0), 0).provinces.every((p) => p.inPlay)).toBe(true);
  });

  it("marks the shown seat's own plan, and never another seat's hidden cards", () => {
    const s = emptyGame({ players: 4 });
    s.phase = 'plan';
    own(s, 0, 'settsu', 3);
    own(s, 0, 'omi', 2);
    own(s, 1, 'kii', 4);
    setPlan(s, 0, { tax: 'settsu', armies3: 'settsu', palace: 'omi' }, 'omi');
    setPlan(s, 1, { rice: 'kii', battleA: 'kii' });
    const mine = buildHennBoard(R.view(s, 0), 0);
    expect(at(mine, 'settsu').planned).toEqual([
      { action: 'tax', done: false },
      { action: 'armies3', done: false },
    ]);
    expect(at(mine, 'omi').planned).toEqual([
      { action: 'palace', done: false },
      { action: 'bid', done: false },
    ]);
    // Seat 1's plan is face down for seat 0: nothing of it on seat 0's board.
    expect(at(mine, 'kii').planned).toEqual([]);
    expect(mine.provinces.flatMap((p) => p.planned)).toHaveLength(4);
    // Asking for seat 1's plan through seat 0's view shows only what lies face up.
    expect(buildHennBoard(R.view(s, 0), 1).provinces.flatMap((p) => p.planned)).toEqual([]);
    s.plans[1]!.revealed[3] = true; // the rice card (action 4) was turned up
    const revealed = buildHennBoard(R.view(s, 0), 1);
    expect(at(revealed, 'kii').planned).toEqual([{ action: 'rice', done: true }]);
    // Seat 1's own board has both of its cards.
    expect(at(buildHennBoard(R.view(s, 1), 1), 'kii').planned.map((p) => p.action)).toEqual(['rice', 'battleA']);
    // No seat, no plan.
    expect(buildHennBoard(R.view(s, 0), null).provinces.flatMap((p) => p.planned)).toEqual([]);
  });

  it('agrees with the state all through a random game, and its marches go between neighbours', () => {
    const { record } = recordRandomGame({ players: 4 }, 'board-model');
    const events: unknown[] = [];
    let marches = 0;
    let checked = 0;
    // The kernel's replay: each ply's state and the events it told (ply 0 the setup).
    replay(R, record, ({ ply, state, events: told }) => {
      events.push(...told);
      if (ply % 10 !== 0 && ply !== record.moves.length) return;
      const s = state as HennShogunState;
      const view = R.view(s, 0);
      const model = buildHennBoard(view, 0, { movements: movementsFromEvents(events) });
      s.provinces.forEach((p, i) => {
        const shown = model.provinces[i]!;
        expect(shown.owner).toBe(p.owner >= 0 ? p.owner : null);
        expect(shown.armies).toBe(p.armies);
        expect(shown.unrest).toBe(p.unrest);
        expect(shown.buildings).toEqual((['palace', 'temple', 'theatre'] as const).filter((b) => p[b]));
      });
      for (const march of model.movements) {
        expect(NEIGHBOURS[provinceIndex(march.from)], `${march.from} → ${march.to}`).toContain(provinceIndex(march.to));
        expect(march.armies).toBeGreaterThan(0);
      }
      checked++;
    });
    // Over the whole game: every move and attack shows up as a march of its season.
    const type = (e: unknown): string => (e as { type: string }).type;
    const all = events.filter((e) => type(e) === 'moved' || (type(e) === 'battle' && (e as { kind: string }).kind === 'attack')).length;
    const seasonEnds = [...events.keys()].filter((i) => type(events[i]) === 'season-started').concat(events.length);
    for (const end of seasonEnds) marches += movementsFromEvents(events.slice(0, end)).length;
    const seasons = seasonEnds.length - 1;
    expect(checked).toBeGreaterThan(5);
    expect(seasons).toBeGreaterThan(4);
    expect(all).toBeGreaterThan(3);
    expect(marches).toBe(all);
  });
});

describe('sameHennBoard (the table draws a frame of the map only for a new board)', () => {
  it('a told line that changes nothing on the board keeps the drawing; a march, a new owner or armies change it', () => {
    const { record } = recordRandomGame({ players: 4 }, 'board-same');
    const events: unknown[] = [];
    let same = 0;
    let marches = 0;
    replay(R, record, ({ state, events: told }) => {
      // The board while the move's lines are told one by one: the view stays, the told events grow.
      const view = R.view(state as HennShogunState, 0);
      let shown = buildHennBoard(view, 0, { movements: movementsFromEvents(events) });
      for (const e of told) {
        events.push(e);
        const next = buildHennBoard(view, 0, { movements: movementsFromEvents(events) });
        const type = (e as { type: string }).type;
        if (type === 'moved') {
          expect(sameHennBoard(shown, next)).toBe(false);
          marches++;
        } else if (!['season-started', 'card-revealed', 'battle'].includes(type)) {
          expect(sameHennBoard(shown, next), type).toBe(true);
          same++;
        }
        shown = next;
      }
    });
    expect(same).toBeGreaterThan(100);
    expect(marches).toBeGreaterThan(3);
    const s2 = emptyGame({ players: 4 });
    own(s2, 1, 'kii', 2);
    const base = buildHennBoard(R.view(s2, 0), 0);
    expect(sameHennBoard(base, buildHennBoard(R.view(s2, 0), 0))).toBe(true);
    own(s2, 2, 'kii', 2);
    expect(sameHennBoard(base, buildHennBoard(R.view(s2, 0), 0))).toBe(false);
    own(s2, 1, 'kii', 3);
    expect(sameHennBoard(base, buildHennBoard(R.view(s2, 0), 0))).toBe(false);
  });
});

describe('buildHennBoard options', () => {
  it('carries the marches and the chosen colours it is given, for the seat whose view it is', () => {
    const s = emptyGame({ players: 4 });
    own(s, 3, 'hida', 2);
    const henn = buildHennBoard(R.view(s, 3), 3, { movements: [{ from: 'hida', to: 'mino', armies: 2, seat: 3 }], colours: [0x111111] });
    expect(henn.seat).toBe(3);
    expect(at(henn, 'hida')).toMatchObject({ owner: 3, armies: 2 });
    expect(henn.movements).toEqual([{ from: 'hida', to: 'mino', armies: 2, seat: 3 }]);
    expect(henn.colours).toEqual([0x111111]);
    // A march naming a province that is not on Henn's map is dropped.
    expect(buildHennBoard(R.view(s, 3), 3, { movements: [{ from: 'hida', to: 'atlantis', armies: 1, seat: 3 }] }).movements).toEqual([]);
  });
});
