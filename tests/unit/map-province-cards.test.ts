/**
 * The province cards of the map games (each game's board/province-card.ts,
 * shown by the kit's ProvinceCard) and MB's "what the decision may do here"
 * (board/map-decision.ts): what a player reads on hovering a province — who
 * holds it, what stands there by type, and only what the open panel's own
 * options allow there. Texts come through a recording `t`, so each line is
 * checked by its key and values, in any language.
 */
import { describe, expect, it } from 'vitest';
import { mbProvinceCard } from '../../src-renderer/games/mb-shogun/board/province-card';
import { cardWords } from '../../src-renderer/kit/map/province-card';
import { mayLines } from '../../src-renderer/games/mb-shogun/board/map-decision';
import type { MbProvinceModel } from '../../src-renderer/games/mb-shogun/board/board-model';
import { gekProvinceCard } from '../../src-renderer/games/gekokujo/board/province-card';
import type { GekProvince } from '../../src-renderer/games/gekokujo/board/gek-board-model';
import { juniProvinceCard } from '../../src-renderer/games/juni-tsuki/board/province-card';
import type { JuniBoardModel } from '../../src-renderer/games/juni-tsuki/board/board-model';
import { CASTLE_POINTS, POINTS, PROVINCE_POINTS } from '../../src-shared/games/juni-tsuki/map';
import { hennProvinceCard } from '../../src-renderer/games/henn-shogun/board/province-card';
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import { NEIGHBOURS } from '../../src-shared/games/mb-shogun/board';

/** `key{"a":1}`: the key and its values, so a test reads which line was asked for. */
const t = (key: string, params?: Record<string, string | number>): string => (params ? `${key}${JSON.stringify(params)}` : key);
const tn = (key: string, n: number): string => `${key}#${n}`;

describe('MB’s province card', () => {
  const held: MbProvinceModel = { id: 'iga', name: 'Iga', owner: 1, force: [2, 0, 0, 3], ronin: 1, army: { index: 0, level: 2, crippled: true, units: 5 }, castle: 2 };

  it('says who holds it, its force by type, its army, its fortress, and explains the marks', () => {
    const card = mbProvinceCard(held, { t, colourName: (c) => ['Hanako', 'Takeda'][c]!, css: ['#a00', '#00a'], may: ['m'] });
    expect(card.title).toBe('Iga');
    expect(card.owner).toBe('board.card.heldBy{"name":"Takeda"}');
    expect(card.ownerColor).toBe('#00a');
    const text = card.rows.map((r) => `${r.label}=${r.text}`);
    expect(text).toContain('mb-shogun.map.force=mb-shogun.unit.bowman 2 · mb-shogun.unit.spearman 3');
    expect(text).toContain('mb-shogun.map.ronin=1');
    expect(text).toContain('mb-shogun.map.army{"n":1}=mb-shogun.map.armyLine{"level":2,"units":5,"crippled":"mb-shogun.map.crippled"}');
    expect(text).toContain('mb-shogun.map.castle=mb-shogun.map.fortress');
    expect(card.may).toEqual(['m']);
    // An army here: the legend explains the army cards' "1·L2••" too.
    expect(card.legend).toContain('mb-shogun.map.legendCards');
  });

  it('an empty province says so, with no force row and no swatch', () => {
    const card = mbProvinceCard({ ...held, owner: -1, force: [0, 0, 0, 0], ronin: 0, army: null, castle: 0 }, { t, colourName: () => 'x', css: [], may: [] });
    expect(card.owner).toBe('mb-shogun.map.empty');
    expect(card.ownerColor).toBeUndefined();
    expect(card.rows).toEqual([]);
    expect(card.legend).not.toContain('legendCards');
  });
});

describe('MB: what the decision may do in a province', () => {
  const from = 10;
  const reach = NEIGHBOURS[from]!.slice(0, 2);
  const move = { grab: [from], reachOf: (i: number) => (i === from ? reach : []), selected: null as string | null };

  it('a troop that may move: where to, from the panel’s own reach', () => {
    const lines = mayLines(MB_PROVINCES[from]!.id, { t, move, attack: false, choices: [] });
    expect(lines).toEqual([`mb-shogun.map.mayMarch${JSON.stringify({ list: reach.map((q) => MB_PROVINCES[q]!.name).join(', ') })}`]);
  });

  it('a target of the selected troop: a click attacks (or marches) here; elsewhere nothing', () => {
    const selected = { ...move, selected: MB_PROVINCES[from]!.id };
    expect(mayLines(MB_PROVINCES[reach[0]!]!.id, { t, move: selected, attack: true, choices: [] })).toEqual([`mb-shogun.map.attackHere${JSON.stringify({ from: MB_PROVINCES[from]!.name })}`]);
    const far = MB_PROVINCES.findIndex((_, i) => i !== from && !reach.includes(i));
    expect(mayLines(MB_PROVINCES[far]!.id, { t, move: selected, attack: true, choices: [] })).toEqual([]);
  });

  it('a choice about provinces: the answer for this one', () => {
    const id = MB_PROVINCES[3]!.id;
    expect(mayLines(id, { t, move: null, attack: false, choices: [{ id, label: 'Reinforce (2)' }, { id: 'none', label: 'No' }] })).toEqual(['mb-shogun.map.answer{"answer":"Reinforce (2)"}']);
  });
});

describe('Gekokujō’s province card', () => {
  const p: GekProvince = {
    id: 'kai',
    index: 5,
    name: 'Kai',
    owner: 0,
    stacks: [
      { seat: 0, d: 1, b: 3, moved: false },
      { seat: 2, d: 0, b: 2, moved: true },
    ],
    castle: { seat: 0, fortified: true },
    contested: false,
    mandate: true,
    mountain: false,
    ninja: null,
    sown: 2,
    allied: false,
    highlight: 'reach',
  };
  it('lists every player’s units, the castle and the marks; what the move may do comes from the highlights', () => {
    const card = gekProvinceCard(p, { t, who: (s) => `P${s}`, css: () => '#123', source: true });
    expect(card.owner).toBe('board.card.heldBy{"name":"P0"}');
    expect(card.rows.map((r) => `${r.label}=${r.text}`)).toEqual([
      'P0=gekokujo.map.units{"d":1,"b":3}',
      'P2=gekokujo.map.units{"d":0,"b":2} (gekokujo.map.moved)',
      'gekokujo.map.castle=gekokujo.map.castleOf{"name":"P0","fortified":"gekokujo.map.fortified"}',
      'gekokujo.map.marks=gekokujo.board.mandate · gekokujo.map.sown{"n":2}',
    ]);
    expect(card.may).toEqual(['gekokujo.map.mayFrom', 'gekokujo.map.mayTo']);
    expect(gekProvinceCard({ ...p, highlight: null }, { t, who: (s) => `P${s}`, css: () => '#123', source: false }).may).toEqual([]);
  });
});

describe('Jūni-tsuki’s province card', () => {
  it('names the groups on the province’s points, its Daimyō, its castle, and where the selected group may march', () => {
    const castlePoint = CASTLE_POINTS[0]!;
    const province = POINTS[castlePoint]!.provinces[0]!;
    const points = PROVINCE_POINTS[province]!;
    const groups: { o: number; n: number }[][] = POINTS.map(() => []);
    groups[castlePoint] = [{ o: 1, n: 25 }];
    const model: JuniBoardModel = {
      groups,
      daimyo: new Map([[province, [1, 1, 0]]]),
      shadows: new Map(),
      castles: new Map([[castlePoint, { owner: 1, koku: 4 }]]),
      colours: [0xaa0000, 0x0000aa],
      selected: null,
      targets: new Map([[points[0]!, '1 AP']]),
    };
    const card = juniProvinceCard(province, 'Here', model, { t, who: (s) => `P${s}`, css: () => '#00a', pointName: (pt) => `pt${pt}` });
    expect(card.owner).toBe('juni-tsuki.map.castleHeld{"name":"P1"}');
    const text = card.rows.map((r) => `${r.label}=${r.text}`);
    expect(text).toContain(`pt${castlePoint}=juni-tsuki.map.group{"name":"P1","n":"juni-tsuki.thousands{\\"n\\":25}"}`);
    expect(text).toContain('juni-tsuki.map.daimyo=P1 ×2, P0');
    expect(text).toContain('=juni-tsuki.map.koku{"n":4}');
    expect(card.may).toEqual([`juni-tsuki.map.target{"point":"pt${points[0]}","cost":"1 AP"}`]);
  });
});

describe('Henn’s province card', () => {
  it('holder, armies, buildings, unrest, and the seat’s own plan there', () => {
    const card = hennProvinceCard(
      { id: 'x', name: 'Mutsu', region: 'green', inPlay: true, owner: 2, armies: 4, buildings: ['temple'], unrest: 1, planned: [{ action: 'tax', done: false }], marching: false },
      { t, tn, who: (s) => `P${s}`, css: () => '#0a0', action: (a) => `A:${a}` },
    );
    expect(card.owner).toBe('board.card.heldBy{"name":"P2"}');
    expect(card.rows.map((r) => `${r.label}=${r.text}`)).toEqual([
      'henn-shogun.map.region=henn-shogun.board.region.green',
      'table.recap.count.armies=4',
      'henn-shogun.map.buildings=henn-shogun.table.building.temple',
      'henn-shogun.map.unrest=1',
    ]);
    expect(card.may).toEqual(['henn-shogun.map.planned{"actions":"A:tax","done":""}']);
  });
});

describe('a province’s button says its card', () => {
  it('title, holder, each row by its label, what the decision may do there; never the odds or the legend', () => {
    const words = cardWords({ title: 'Iga', owner: 'Held by Hanako', rows: [{ label: 'Force', text: 'bowmen 2' }, { label: '', text: 'a plain line' }], may: ['May march to: Ise'], odds: ['Attack: 62%'], legend: 'L2 = level 2' });
    expect(words).toBe('Iga, Held by Hanako, Force: bowmen 2, a plain line, May march to: Ise');
  });
});
