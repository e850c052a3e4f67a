import { describe, expect, it } from 'vitest';
import { Rng } from '../../src-shared/kernel/rng';
import { CUBE_RADIUS } from '../../src-shared/games/henn-shogun/tower/geometry';
import { PEASANT, simulateThrow } from '../../src-shared/games/henn-shogun/tower/simulate';
import { TowerPlayer } from '../../src-renderer/games/henn-shogun/tower/tower-player';
import { battleSides, planTray, SLOT, TRAY, type TrayPlan } from '../../src-renderer/games/henn-shogun/tower/tower-tray';

/** A real throw: seat 0 attacks seat 2 with peasants, into a tower holding cubes of all four seats. */
function battleThrow(thrown: number[], seed: string) {
  const rng = Rng.seeded(seed);
  const setup = [0, 1, 2, 3].flatMap((s) => Array<number>(7).fill(s)).concat(Array<number>(10).fill(PEASANT));
  const before = simulateThrow({ thrown: setup, inside: [] }, rng).inside;
  const r = simulateThrow({ thrown, inside: before }, rng);
  const player = new TowerPlayer(r.trace);
  const order = [...r.trace.colours.keys()].filter((i) => player.outFrame[i] !== Infinity).sort((a, b) => player.outFrame[a]! - player.outFrame[b]! || a - b);
  return { colours: r.trace.colours, order, out: r.out };
}

function compartmentOf(plan: TrayPlan, x: number) {
  return plan.compartments.find((c) => x >= c.x0 && x <= c.x1);
}

describe('the tray', () => {
  it('knows whose cubes count for whom', () => {
    expect(battleSides('attack', 0, 2)).toEqual({ attacker: [0], defender: [2, PEASANT] });
    expect(battleSides('attack', 1, 'neutral')).toEqual({ attacker: [1], defender: [PEASANT] });
    expect(battleSides('revolt', 'peasants', 3)).toEqual({ attacker: [PEASANT], defender: [3] });
  });

  it('puts every cube that came out in its own place, on its side, piled by colour', () => {
    const thrown = [...Array<number>(14).fill(0), ...Array<number>(9).fill(2), PEASANT, PEASANT, PEASANT];
    const { colours, order, out } = battleThrow(thrown, 'tray-battle');
    const sides = battleSides('attack', 0, 2);
    const plan = planTray(colours, order, sides);

    // Every cube that came out has a slot, the others none; no two share one.
    const slotted = plan.slots.flatMap((s, i) => (s ? [i] : []));
    expect(slotted.sort((a, b) => a - b)).toEqual([...order].sort((a, b) => a - b));
    const places = new Set(plan.slots.filter((s) => s).map((s) => `${s!.x.toFixed(2)},${s!.y.toFixed(2)}`));
    expect(places.size).toBe(order.length);

    // The compartments lie side by side within the tray; each cube is in its side's compartment and its colour's pile.
    const cs = plan.compartments;
    for (let k = 1; k < cs.length; k++) expect(cs[k]!.x0).toBeGreaterThan(cs[k - 1]!.x1);
    expect(cs[0]!.x0).toBeGreaterThanOrEqual(TRAY.x0);
    expect(cs.at(-1)!.x1).toBeLessThanOrEqual(TRAY.x1);
    for (const i of order) {
      const colour = colours[i]!;
      const slot = plan.slots[i]!;
      const side = sides.attacker.includes(colour) ? 'attacker' : sides.defender.includes(colour) ? 'defender' : 'aside';
      expect(compartmentOf(plan, slot.x)?.side).toBe(side);
      const pile = cs.flatMap((c) => c.groups).find((g) => g.colour === colour)!;
      expect(slot.x - CUBE_RADIUS).toBeGreaterThanOrEqual(pile.x0 - 1e-9);
      expect(slot.x + CUBE_RADIUS).toBeLessThanOrEqual(pile.x1 + 1e-9);
      expect(slot.y + CUBE_RADIUS).toBeLessThanOrEqual(TRAY.floor);
    }

    // The counts per side are what came out, as the battle counts them.
    const count = (c: number): number => out.filter((x) => x === c).length;
    expect(cs.find((c) => c.side === 'attacker')!.count).toBe(count(0));
    expect(cs.find((c) => c.side === 'defender')!.count).toBe(count(2) + count(PEASANT));
    const others = count(1) + count(3);
    expect(cs.find((c) => c.side === 'aside')?.count ?? 0).toBe(others);
    expect(cs.map((c) => c.side)).toEqual(others > 0 ? ['attacker', 'defender', 'aside'] : ['attacker', 'defender']);
  });

  it('fills a pile from the floor up, one row at a time', () => {
    const colours = Array<number>(20).fill(0);
    const order = [...colours.keys()];
    const plan = planTray(colours, order, battleSides('attack', 0, 1));
    const pile = plan.compartments[0]!.groups[0]!;
    const ys = order.map((i) => plan.slots[i]!.y);
    expect(ys[0]).toBeCloseTo(TRAY.floor - CUBE_RADIUS - 0.3);
    for (let k = 0; k < order.length; k++) expect(ys[k]).toBeCloseTo(ys[0]! - Math.floor(k / pile.cols) * SLOT);
    // An empty side still has its compartment (the player sees its 0).
    expect(plan.compartments[1]).toMatchObject({ side: 'defender', count: 0, groups: [] });
  });

  it('the setup throw is no battle: one compartment, a pile per colour', () => {
    const thrown = [0, 1, 2, 3].flatMap((s) => Array<number>(7).fill(s)).concat(Array<number>(10).fill(PEASANT));
    const r = simulateThrow({ thrown, inside: [] }, Rng.seeded('tray-setup'));
    const player = new TowerPlayer(r.trace);
    const order = [...r.trace.colours.keys()].filter((i) => player.outFrame[i] !== Infinity);
    const plan = planTray(r.trace.colours, order, null);
    expect(plan.compartments.map((c) => c.side)).toEqual(['all']);
    const groups = plan.compartments[0]!.groups;
    expect(groups.map((g) => g.colour)).toEqual([...new Set(r.out)].sort((a, b) => a - b));
    expect(groups.reduce((a, g) => a + g.count, 0)).toBe(r.out.length);
    for (let k = 1; k < groups.length; k++) expect(groups[k]!.x0).toBeGreaterThan(groups[k - 1]!.x1);
  });
});
