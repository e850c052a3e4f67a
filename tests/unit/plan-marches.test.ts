/**
 * The marches Gekokujō's and Jūni-tsuki's tables draw as "sent this round" (board/plan-marches.ts), read from the
 * events real engine games give: every march the seat made in its movement so far, in order, with what moved; the
 * last one Undo may take back only while it is the seat's latest decision; nothing from before the movement began.
 */
import { describe, expect, it } from 'vitest';
import { gekokujo } from '@shared/games/gekokujo';
import { juniTsuki } from '@shared/games/juni-tsuki';
import type { GekokujoMove } from '@shared/games/gekokujo/types';
import { movable, rangeOf, reachable } from '@shared/games/gekokujo/public';
import { listMoves, type JuniMove } from '@shared/games/juni-tsuki/public';
import { Rng } from '@shared/kernel/rng';
import type { AnyRuleset } from '@shared/kernel/ruleset';
import { translate, type Params } from '../../src-renderer/i18n';
import { gekSentMarches } from '../../src-renderer/games/gekokujo/board/plan-marches';
import { juniSentMarches, placePoint } from '../../src-renderer/games/juni-tsuki/board/plan-marches';
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';

const t = (key: string, params?: Params) => translate('en', key, params);

/** A random game up to the first decision of `kind` (all events so far), then the caller's own moves. */
function gameAt(ruleset: AnyRuleset, options: object, seed: string, kind: string) {
  const parsed = ruleset.parseOptions(options);
  if (!parsed.ok) throw new Error(String(parsed.error.message));
  let state = ruleset.setup(parsed.value, seed);
  const events: unknown[] = [];
  const rng = Rng.seeded(seed);
  for (let ply = 0; ply < 5000; ply++) {
    const pending = ruleset.pending(state);
    const d = pending[0]!;
    if (pending.length === 1 && d.kind === kind) break;
    const move = ruleset.randomMove(ruleset.view(state, d.seat), rng);
    const checked = ruleset.validate(state, d.seat, move);
    if (!checked.ok) throw new Error(`random move refused: ${checked.error.message}`);
    const applied = ruleset.apply(state, d.seat, checked.value);
    state = applied.state;
    events.push(...applied.events);
  }
  const seat = ruleset.pending(state)[0]!.seat;
  return {
    seat,
    events,
    state: () => state,
    play(move: unknown): void {
      const checked = ruleset.validate(state, seat, move);
      if (!checked.ok) throw new Error(`refused: ${checked.error.message}`);
      const applied = ruleset.apply(state, seat, checked.value);
      state = applied.state;
      events.push(...applied.events);
    },
  };
}

describe('Gekokujō: the marches of this campaign turn', () => {
  const options = { players: 4, startingCapital: true, coastal: 'geographic', roundLimit: 12, glory: false, rice: false, political: false, specialized: false, technology: false };

  it('are the seat’s marches since its turn began, in order, the last one its latest decision', () => {
    const g = gameAt(gekokujo as AnyRuleset, options, 'plan-marches-1', 'move');
    // Another seat's marches or battles came before: nothing of this turn yet.
    expect(gekSentMarches(g.events, g.seat, t)).toEqual({ marches: [], lastIsLatest: false });
    const sent: GekokujoMove[] = [];
    for (let k = 0; k < 2; k++) {
      // A march as the move panel makes one: a stack that may move, to the first province it reaches.
      const view = gekokujo.view(g.state() as never, g.seat);
      let march: GekokujoMove | null = null;
      for (let p = 0; p < view.units.length && !march; p++) {
        const m = movable(view, g.seat, p);
        if (m.d + m.b < 1) continue;
        const [path] = [...reachable(view, g.seat, p, rangeOf(view, g.seat, m.d, m.b, p)).values()];
        // The first march takes one Bushi only when more stand there, so the rest can march second.
        const one = k === 0 && m.b >= 2;
        if (path) march = { type: 'march', from: p, path, d: one ? 0 : m.d, b: one ? 1 : m.b };
      }
      if (!march) break;
      g.play(march);
      sent.push(march);
    }
    expect(sent).toHaveLength(2);
    const got = gekSentMarches(g.events, g.seat, t);
    expect(got.lastIsLatest).toBe(true);
    expect(got.marches.map((m) => [m.from, m.to])).toEqual(sent.map((m) => m.type === 'march' && [MB_PROVINCES[m.from]!.id, MB_PROVINCES[m.path[m.path.length - 1]!]!.id]));
    const first = sent[0] as Extract<GekokujoMove, { type: 'march' }>;
    // What moved, in the feed's words ("1 Daimyō, 3 Bushi"), and the march in words.
    if (first.b > 0) expect(got.marches[0]!.label).toContain(`${first.b} Bushi`);
    expect(got.marches[0]!.title).toContain(`${MB_PROVINCES[first.from]!.name} → ${MB_PROVINCES[first.path[0]!]!.name}`);
  });

  it('stop being the latest decision when the seat broke a pact after them', () => {
    const events = [
      { type: 'battle-end', province: 3, controller: 1, survivors: [1] },
      { type: 'marched', seat: 2, from: 10, path: [11], d: 1, b: 2 },
      { type: 'province-taken', seat: 2, province: 11 },
      { type: 'pact-broken', seat: 2, ally: 0, why: 'betrayal' },
    ];
    expect(gekSentMarches(events, 2, t)).toMatchObject({ marches: [{ from: MB_PROVINCES[10]!.id, to: MB_PROVINCES[11]!.id, label: '1 Daimyō, 2 Bushi' }], lastIsLatest: false });
    // Another seat's march ends this seat's turn's list.
    expect(gekSentMarches([...events.slice(0, 3), { type: 'marched', seat: 1, from: 4, path: [5], d: 0, b: 1 }], 2, t).marches).toEqual([]);
  });
});

describe('Jūni-tsuki: the marches of this month', () => {
  it('are the seat’s marches since its action points were rolled, and a later action of its own ends “latest”', () => {
    const g = gameAt(juniTsuki as AnyRuleset, { players: 4, years: 1, monthLimit: 3 }, 'plan-marches-2', 'act');
    expect(juniSentMarches(g.events, g.seat, String, t).marches).toEqual([]);
    // A march that needs nobody's consent (no other player's group at the destination): it is made at once.
    const moves = listMoves(g.state() as never, g.seat);
    const view = juniTsuki.view(g.state() as never, g.seat) as { points: { o: number }[][] };
    const march = moves.find((m) => m.type === 'march' && view.points[m.to]!.every((x) => x.o === g.seat)) as Extract<JuniMove, { type: 'march' }> | undefined;
    expect(march).toBeDefined();
    g.play(march);
    const got = juniSentMarches(g.events, g.seat, String, t);
    expect(got.lastIsLatest).toBe(true);
    expect(got.marches).toHaveLength(1);
    expect([placePoint(got.marches[0]!.from), placePoint(got.marches[0]!.to)]).toEqual([march!.from, march!.to]);
    expect(got.marches[0]!.label).toBe(`${march!.count},000`);
    // Then another action of the seat's own (a card bought, a conversion …): Undo would take that back first.
    const other = listMoves(g.state() as never, g.seat).find((m) => m.type === 'buy-card' || m.type === 'convert' || m.type === 'hire');
    if (other) {
      g.play(other);
      expect(juniSentMarches(g.events, g.seat, String, t)).toMatchObject({ lastIsLatest: false });
      expect(juniSentMarches(g.events, g.seat, String, t).marches).toHaveLength(1);
    }
  });

  it('an attack of this month is drawn from each point it came from to the point attacked, and is never the one Undo takes back', () => {
    const events = [
      { type: 'ap', seat: 1, roll: 4 },
      { type: 'march', seat: 1, owner: 1, from: 5, to: 6, count: 12 },
      { type: 'battle-named', attacker: 1, defender: 2, target: 7, from: [6, 8] },
      { type: 'skirmish', attacker: { point: 6, owner: 1 }, defender: { point: 7, owner: 2 }, attackRoll: 5, defendRoll: 9, attackTotal: 8, defendTotal: 11, winner: 'defender', loss: 1 },
    ];
    const got = juniSentMarches(events, 1, (s) => `Seat ${s}`, t);
    expect(got.marches.map((m) => [placePoint(m.from), placePoint(m.to), m.label])).toEqual([
      [5, 6, '12,000'],
      [6, 7, 'attack'],
      [8, 7, 'attack'],
    ]);
    expect(got.marches[1]!.title).toMatch(/^Attack on Seat 2 at .+, from .+$/);
    expect(got.lastIsLatest).toBe(false);
    // Another seat's attack on this one is not this seat's plan; a battle saved before its points were recorded draws nothing.
    expect(juniSentMarches([{ type: 'ap', seat: 1, roll: 4 }, { type: 'battle-named', attacker: 2, defender: 1, target: 7, from: [8] }], 1, String, t).marches).toEqual([]);
    expect(juniSentMarches([{ type: 'ap', seat: 1, roll: 4 }, { type: 'battle-named', attacker: 1, defender: 2, target: 7 }], 1, String, t)).toEqual({ marches: [], lastIsLatest: false });
  });

  it('an ally’s group says whose it is; a refused march (the owner said no) is a later decision', () => {
    const events = [
      { type: 'ap', seat: 1, roll: 4 },
      { type: 'march', seat: 1, owner: 2, from: 5, to: 6, count: 12 },
      { type: 'consent', seat: 3, mover: 1, yes: false },
    ];
    const got = juniSentMarches(events, 1, (s) => `Seat ${s}`, t);
    expect(got.marches[0]!.label).toBe('12,000 (Seat 2)');
    expect(got.lastIsLatest).toBe(false);
    // A march from the month before is not this month's.
    expect(juniSentMarches([{ type: 'march', seat: 1, owner: 1, from: 5, to: 6, count: 3 }, { type: 'month', month: 2, year: 1, monthOfYear: 2 }], 1, String, t).marches).toEqual([]);
  });
});
