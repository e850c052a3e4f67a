/**
 * The MB board's map (src-renderer/kit/map/boards/mb68/mb68-board.json, built
 * by scripts/build-board-map.ts) against the board graph the engines use
 * (src-shared/maps/mb-board.ts): the same 68 provinces, every sea line drawn,
 * every land pair either a shared border or a drawn link, and no border on
 * the map that the board does not let armies cross left unmarked.
 */
import { describe, expect, it } from 'vitest';
import { MB_ADJACENCY, MB_PROVINCES } from '../../src-shared/maps/mb-board';
import { mb68Map, mb68ShortName } from '../../src-renderer/kit/map/boards/mb68/mb68-map';
import { pointInPolygon } from '../../src-renderer/kit/map/geometry';

const key = (a: string, b: string): string => [a, b].sort().join('|');

describe('the MB board map', () => {
  const map = mb68Map();
  const routes = new Set(map.routes.map((r) => key(r.a, r.b)));
  const borders = new Set(map.borders.filter((b) => b.left && b.right && map.byId.has(b.left) && map.byId.has(b.right)).map((b) => key(b.left!, b.right!)));

  it('has the same 68 provinces, each once, named as the board names them', () => {
    expect(map.provinces.map((p) => p.id).sort()).toEqual(MB_PROVINCES.map((p) => p.id).sort());
    for (const p of MB_PROVINCES) expect(map.byId.get(p.id)?.name).toBe(p.name);
    expect(map.routeStyle).toBe('sea-line');
  });

  it('draws a sea line for every sea adjacency (20), and joins every land pair', () => {
    const sea = MB_ADJACENCY.filter((p) => p.kind === 'sea');
    expect(sea).toHaveLength(20);
    for (const p of sea) expect(routes.has(key(p.a, p.b)), `${p.a}–${p.b}`).toBe(true);
    for (const p of MB_ADJACENCY.filter((q) => q.kind === 'land')) expect(borders.has(key(p.a, p.b)) || routes.has(key(p.a, p.b)), `${p.a}–${p.b}`).toBe(true);
    // Nothing drawn that the board does not have.
    const adjacent = new Set(MB_ADJACENCY.map((p) => key(p.a, p.b)));
    for (const r of routes) expect(adjacent.has(r), r).toBe(true);
  });

  it('marks map borders the board does not cross as barriers', () => {
    const adjacent = new Set(MB_ADJACENCY.map((p) => key(p.a, p.b)));
    const barriers = new Set(map.barriers.map((b) => key(b.a, b.b)));
    for (const b of borders) if (!adjacent.has(b)) expect(barriers.has(b), b).toBe(true);
  });

  it('puts each label inside its province; Tsushima is one space; the Awas are told apart, also when short', () => {
    for (const p of map.provinces) expect(p.polygons.some((poly) => pointInPolygon(p.label[0], p.label[1], poly)), p.id).toBe(true);
    expect(map.provinces.filter((p) => p.id === 'tsushima')).toHaveLength(1);
    expect(map.byId.get('awa_shikoku')!.name).not.toBe(map.byId.get('awa_boso')!.name);
    const shorts = map.provinces.map((p) => mb68ShortName(p.id, p.name));
    expect(new Set(shorts).size).toBe(68);
  });
});
