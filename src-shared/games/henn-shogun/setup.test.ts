/** Options, fixed setups, the draft and tower preparation (seed 002 "Voorbereiding"). */
import { describe, expect, it } from 'vitest';
import { NEIGHBOURS, inPlay, provinceIndex } from './board';
import { FIXED_SETUPS, START_GROUPS } from './data/setups';
import { MOON_EXCLUDED_3P, PROVINCES, REGIONS } from './data/provinces';
import { createHennShogun, hennShogun as R } from './index';
import { scriptedTower } from './tower-model';
import { startGroupsOf } from './setup';
import { cubeTotals } from './testing';
import type { HennShogunOptions, HennShogunState } from './types';

const opts = (raw: unknown): HennShogunOptions => {
  const r = R.parseOptions(raw);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('options', () => {
  it('fills defaults: sun side, fixed setup, the physics tower (classic odds p=2/3 q=1/3 kept for the setting)', () => {
    expect(opts({ players: 4 })).toEqual({ players: 4, side: 'sun', setup: 'drawn', tower: { model: 'physics', p: 2 / 3, q: 1 / 3 } });
    expect(opts({ players: 4, tower: { model: 'classic' } }).tower).toEqual({ model: 'classic', p: 2 / 3, q: 1 / 3 });
    expect(opts({ players: 4, tower: { model: 'classic', p: 0.5, q: 0.25 } }).tower).toEqual({ model: 'classic', p: 0.5, q: 0.25 });
  });

  it('tower options without a model (every game stored before the physics tower) stay exactly as they were: classic', () => {
    expect(opts({ players: 4, tower: { p: 2 / 3, q: 1 / 3 } })).toEqual({ players: 4, side: 'sun', setup: 'drawn', tower: { p: 2 / 3, q: 1 / 3 } });
    const o = opts({ players: 4, tower: { p: 2 / 3, q: 1 / 3 } });
    const s = R.setup(o, 'old');
    expect(s.towerCubes).toBeUndefined();
    expect(R.parseOptions({ players: 4, tower: { model: 'dice' } })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(opts({ players: 3, side: 'moon' }).setup).toBe('draft');
  });
  it('rejects a fixed setup on the moon side, bad player counts and bad tower values', () => {
    expect(R.parseOptions({ players: 4, side: 'moon', setup: 'fixed' })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(R.parseOptions({ players: 6 })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(R.parseOptions(null)).toMatchObject({ ok: false });
    expect(R.parseOptions({ players: 4, tower: { p: 2 } })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(R.parseOptions({ players: 4, side: 'east' })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    // One code for every option problem; the message names the key.
    expect(R.parseOptions({ players: 4, side: 'moon', setup: 'fixed' })).toMatchObject({ error: { message: expect.stringContaining("'setup'") } });
    expect(R.parseOptions({ players: 4, colour: 'red' })).toMatchObject({ ok: false, error: { code: 'bad-options', message: expect.stringContaining("'colour'") } });
  });
});

describe('board data', () => {
  it('45 provinces, 9 per region on each side; 98 adjacency pairs', async () => {
    expect(PROVINCES).toHaveLength(45);
    for (const side of ['regionSun', 'regionMoon'] as const) {
      for (const r of REGIONS) expect(PROVINCES.filter((p) => p[side] === r)).toHaveLength(9);
    }
    const { ADJACENCY } = await import('./data/provinces');
    expect(ADJACENCY).toHaveLength(98);
  });
  it('3 players: 8 exclusions per side; every moon region keeps at least 7 (reconstructed)', () => {
    expect(MOON_EXCLUDED_3P.reconstructed).toBe(true);
    for (const side of ['sun', 'moon'] as const) {
      const mask = inPlay({ players: 3, side });
      expect(mask.filter((x) => !x)).toHaveLength(8);
      for (const r of REGIONS) {
        const kept = PROVINCES.filter((p, i) => mask[i] && (side === 'sun' ? p.regionSun : p.regionMoon) === r);
        expect(kept.length).toBeGreaterThanOrEqual(7);
      }
    }
  });
});

describe('fixed setup', () => {
  for (const n of [3, 4, 5] as const) {
    it(`${n} players: the rulebook table, money ${n === 3 ? 18 : n === 4 ? 15 : 12}, tower prepared`, () => {
      const s = R.setup(opts({ players: n }), 'fixed');
      const table = FIXED_SETUPS[n];
      expect(table).toHaveLength(n);
      const mask = inPlay({ players: n, side: 'sun' });
      // Each seat plays one column ("speler A", "B", ...) of the table, each column once.
      expect([...s.startGroups!].sort()).toEqual(table.map((_, g) => g));
      s.startGroups!.forEach((group, seat) => {
        const rows = table[group]!;
        expect(rows.map((r) => r[1])).toEqual(START_GROUPS[n]);
        for (const [id, armies] of rows) {
          const i = provinceIndex(id);
          expect(mask[i]).toBe(true);
          expect(s.provinces[i]).toMatchObject({ owner: seat, armies });
        }
      });
      expect(s.provinces.filter((p) => p.owner >= 0)).toHaveLength(n * START_GROUPS[n].length);
      expect(s.players.every((p) => p.money === { 3: 18, 4: 15, 5: 12 }[n])).toBe(true);
      expect(cubeTotals(s)).toEqual({ colours: new Array(n).fill(62), peasants: 20 });
      expect(s.tower.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      expect(s.yearEvents).toHaveLength(4);
      expect(s.eventDeck).toHaveLength(8);
      expect(s.phase).toBe('plan');
      expect(R.pending(s)).toHaveLength(n);
    });
  }

  // The rulebook's tables ("Startopstelling voor beginners"), column by column as printed: province, armies.
  const PRINTED: Record<3 | 4 | 5, string[]> = {
    3: [
      'Suruga 5, Mino 4, Tamba 4, Musashi 3, Harima 3, Izu 2, Owari 2, Sagami 2, Tajima 2',
      'Yamato 5, Echizen 4, Shimotsuke 4, Shimosa 3, Ise 3, Hitachi 2, Awa-Shikoku 2, Kaga 2, Kii 2',
      'Bizen 5, Omi 4, Hida 4, Etchu 3, Hoki 3, Bitchu 2, Bingo 2, Settsu 2, Shinano 2',
    ],
    4: [
      'Yamato 5, Awa-Shikoku 4, Kaga 4, Omi 3, Tamba 3, Kii 2, Settsu 2, Noto 2',
      'Kozuke 5, Hida 4, Ise 4, Echizen 3, Shinano 3, Etchu 2, Shimotsuke 2, Shima 2',
      'Mimasaka 5, Wakasa 4, Awa-Boso 4, Harima 3, Bitchu 3, Hoki 2, Tajima 2, Kazusa 2',
      'Kai 5, Musashi 4, Mino 4, Mikawa 3, Bingo 3, Aki 2, Totomi 2, Sagami 2',
    ],
    5: [
      'Sagami 5, Mimasaka 4, Harima 4, Kazusa 3, Izu 3, Awa-Boso 2, Bizen 2',
      'Shimotsuke 5, Echizen 4, Tamba 4, Shimosa 3, Kozuke 3, Hitachi 2, Wakasa 2',
      'Mino 5, Hida 4, Iyo 4, Owari 3, Totomi 3, Mikawa 2, Tosa 2',
      'Hoki 5, Shinano 4, Bingo 4, Echigo 3, Aki 3, Izumo 2, Etchu 2',
      'Yamato 5, Kaga 4, Kii 4, Shima 3, Omi 3, Ise 2, Noto 2',
    ],
  };

  it('the tables are the rulebook\'s, column by column as printed', () => {
    for (const n of [3, 4, 5] as const) {
      const ours = FIXED_SETUPS[n].map((rows) => rows.map(([id, armies]) => `${PROVINCES[provinceIndex(id)]!.name} ${armies}`).join(', '));
      expect(ours).toEqual(PRINTED[n]);
    }
  });

  it('the rulebook\'s columns are not equally exposed: the weakest groups of equal bots border other players most (docs/games/henn-shogun.md)', () => {
    // Borders of a column's provinces with provinces of the other columns (in play), as the setup leaves them.
    const borders = (n: 3 | 4 | 5): number[] => {
      const owner = new Map<number, number>();
      FIXED_SETUPS[n].forEach((rows, g) => rows.forEach(([id]) => owner.set(provinceIndex(id), g)));
      const mask = inPlay({ players: n, side: 'sun' });
      return FIXED_SETUPS[n].map((rows, g) => {
        let count = 0;
        for (const [id] of rows) for (const nb of NEIGHBOURS[provinceIndex(id)] ?? []) if (mask[nb] && owner.has(nb) && owner.get(nb) !== g) count++;
        return count;
      });
    };
    expect(borders(3)).toEqual([15, 13, 18]); // C, the most exposed, won 11 % of 400 games (B 56 %)
    expect(borders(4)).toEqual([15, 18, 9, 12]); // B won 8 %
    expect(borders(5)).toEqual([5, 10, 12, 12, 11]); // A, the least exposed, won 33 %
  });

  it('the columns are drawn per game, as players choose colours: over seeds every seat plays every column', () => {
    for (const n of [3, 4, 5] as const) {
      const seen = Array.from({ length: n }, () => new Set<number>());
      for (let g = 0; g < 40; g++) R.setup(opts({ players: n }), `draw/${g}`).startGroups!.forEach((group, seat) => seen[seat]!.add(group));
      expect(seen.map((x) => x.size)).toEqual(new Array(n).fill(n));
    }
    // The same seed draws the same columns (a game replays from its seed).
    expect(R.setup(opts({ players: 4 }), 'same').startGroups).toEqual(R.setup(opts({ players: 4 }), 'same').startGroups);
    // tenka henn-seats reads the draw without setting the game up.
    expect(startGroupsOf(5, 'same')).toEqual(R.setup(opts({ players: 5 }), 'same').startGroups);
    // The draft has no table columns.
    expect(R.setup(opts({ players: 4, setup: 'draft' }), 'd').startGroups).toBeUndefined();
  });

  it("'fixed' keeps the seat order every game had before ruleset v2 (seat 1 column A...), so stored games replay as they were", () => {
    for (const n of [3, 4, 5] as const) {
      const s = R.setup(opts({ players: n, setup: 'fixed' }), `old/${n}`);
      // As before: no drawn columns in the state; seat k holds column k's provinces, whatever the seed.
      expect(s.startGroups).toBeUndefined();
      FIXED_SETUPS[n].forEach((rows, seat) => {
        for (const [id] of rows) expect(s.provinces[provinceIndex(id)]!.owner).toBe(seat);
      });
    }
    // New games (the default) draw: some seed gives seat 1 another column.
    expect(Array.from({ length: 20 }, (_, g) => R.setup(opts({ players: 4 }), `new/${g}`).startGroups![0]).some((c) => c !== 0)).toBe(true);
    // The beginners' table, drawn or not, is for the sun side only.
    expect(R.parseOptions({ players: 4, side: 'moon', setup: 'drawn' })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
  });

  it('tower preparation: 7 per player and 10 peasants are thrown; what falls out returns to supply', () => {
    const R2 = createHennShogun({ tower: scriptedTower([[2, 3, 4, 0, 0, 6]]) });
    const s = R2.setup(opts({ players: 3 }), 'prep');
    expect(s.tower).toEqual([5, 4, 3, 0, 0, 4]);
    expect(s.peasants).toBe(16);
    expect(s.players.map((p) => p.supply)).toEqual([62 - 27 - 5, 62 - 27 - 4, 62 - 27 - 3]);
  });
});

describe('draft', () => {
  const draftGame = (n: 3 | 4 | 5, side: 'sun' | 'moon' = 'sun', seed = 'draft') => R.setup(opts({ players: n, side, setup: 'draft' }), seed);

  it('two open cards; seat 0 begins; taking an open card replaces it from the deck', () => {
    let s = draftGame(4);
    expect(s.draft!.open).toHaveLength(2);
    expect(R.pending(s)).toEqual([{ seat: 0, kind: 'draft-pick' }]);
    const [a, b] = s.draft!.open as [string, string];
    const top = s.draft!.deck[0]!;
    s = R.apply(s, 0, { type: 'draft-pick', card: a }).state;
    expect(s.draft!.open).toEqual([top, b]);
    expect(R.pending(s)).toEqual([{ seat: 0, kind: 'draft-place' }]);
    expect(R.validate(s, 0, { type: 'draft-place', group: 7 })).toMatchObject({ ok: false, error: { code: 'no-such-group' } });
    s = R.apply(s, 0, { type: 'draft-place', group: 5 }).state;
    expect(s.provinces[provinceIndex(a)]).toMatchObject({ owner: 0, armies: 5 });
    expect(s.draft!.groups[0]).toEqual([4, 4, 3, 3, 2, 2, 2]);
    expect(R.pending(s)).toEqual([{ seat: 1, kind: 'draft-pick' }]);
  });

  it('the deck card is taken blind; the leftover cards are neutral; then play starts', () => {
    for (const [n, side] of [[3, 'sun'], [5, 'moon'], [3, 'moon']] as const) {
      let s: HennShogunState = draftGame(n, side);
      while (s.phase === 'draft') {
        const seat = R.pending(s)[0]!.seat;
        const move = R.pending(s)[0]!.kind === 'draft-pick' ? { type: 'draft-pick', card: 'deck' } : { type: 'draft-place', group: s.draft!.groups[seat]![0] };
        const v = R.validate(s, seat, move);
        if (!v.ok) throw new Error(v.error.message);
        s = R.apply(s, seat, v.value).state;
      }
      const mask = inPlay({ players: n, side });
      const owned = s.provinces.filter((p) => p.owner >= 0);
      expect(owned).toHaveLength(n * START_GROUPS[n].length);
      s.provinces.forEach((p, i) => !mask[i] && expect(p.owner).toBe(-1));
      expect(s.phase).toBe('plan');
      expect(s.yearEvents).toHaveLength(4);
      expect(cubeTotals(s)).toEqual({ colours: new Array(n).fill(62), peasants: 20 });
    }
  });

  it('swap rule: offered the same two open cards as last time, both go under the deck and two new are shown', () => {
    let s = draftGame(3, 'sun', 'swap');
    const pick = (seat: number, card: string) => (s = R.apply(s, seat, { type: 'draft-pick', card }).state);
    const place = (seat: number) => (s = R.apply(s, seat, { type: 'draft-place', group: s.draft!.groups[seat]![0]! }).state);
    const first = s.draft!.open.slice().sort();
    expect(R.validate(s, 0, { type: 'draft-swap' })).toMatchObject({ ok: false, error: { code: 'swap-not-allowed' } });
    pick(0, 'deck');
    place(0);
    pick(1, 'deck');
    place(1);
    pick(2, 'deck');
    place(2);
    // Seat 0 is offered the same two cards again.
    expect(s.draft!.open.slice().sort()).toEqual(first);
    expect(R.legalMoves(s, 0)).toContainEqual({ type: 'draft-swap' });
    const nextTwo = s.draft!.deck.slice(0, 2);
    s = R.apply(s, 0, { type: 'draft-swap' }).state;
    expect(s.draft!.open).toEqual(nextTwo);
    expect(s.draft!.deck.slice(-2).sort()).toEqual(first);
    expect(R.validate(s, 0, { type: 'draft-swap' })).toMatchObject({ ok: false });
    expect(R.pending(s)).toEqual([{ seat: 0, kind: 'draft-pick' }]);
  });
});
