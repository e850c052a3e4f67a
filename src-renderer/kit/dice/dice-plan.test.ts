/**
 * The dice tray's plan (src-renderer/kit/dice/dice-plan.ts): every die lands
 * on the value it was given, the tumbling is the same for the same roll,
 * dice never overlap, groups of a side stand together, bad rolls are refused.
 */
import { describe, expect, it } from 'vitest';
import { DIE_SIZE, checkGroups, planTray, poseAt, type DiceGroup } from './dice-plan';

const ROLL: DiceGroup[] = [
  { id: 'a-bow', side: 'A', label: 'Bowmen', sides: 12, values: [3, 11, 7, 1, 12, 5], hits: [true, false, false, true, false, false] },
  { id: 'a-spear', side: 'A', label: 'Spearmen', sides: 6, values: [2, 6, 4, 1, 5, 3] },
  { id: 'b-bow', side: 'B', label: 'Bowmen', sides: 12, values: [2, 8, 10, 3, 6, 9], hits: [true, false, false, true, false, false] },
  { id: 'b-ninja', side: 'B', label: 'Ninja', sides: 20, values: [17, 20], hits: [false, true] },
  { id: 'b-ronin', side: 'B', label: 'Ronin', sides: 10, values: [10] },
];

describe('dice tray plan', () => {
  it('lands every die on the value it was given, and marks the given hits', () => {
    const plan = planTray(ROLL, 900);
    expect(plan.dice).toHaveLength(21);
    for (const die of plan.dice) {
      const group = ROLL[die.group]!;
      expect(die.value).toBe(group.values[die.index]);
      expect(die.faces.at(-1)).toBe(die.value);
      expect(poseAt(die, 1)).toMatchObject({ x: die.x, y: die.y, face: die.value, landed: true });
      expect(die.hit).toBe(group.hits?.[die.index] ?? false);
      // Tumbling shows only faces the die has.
      for (const f of die.faces) expect(f >= 1 && f <= die.sides).toBe(true);
    }
    expect(plan.sides).toEqual([
      { side: 'A', x: expect.any(Number), hits: 2 },
      { side: 'B', x: expect.any(Number), hits: 3 },
    ]);
  });

  it('tumbles the same way for the same roll, another way for another', () => {
    const a = planTray(ROLL, 900);
    const b = planTray(ROLL, 900);
    expect(b.dice).toEqual(a.dice);
    const other = planTray([{ ...ROLL[0]!, values: [4, 11, 7, 1, 12, 5] }, ...ROLL.slice(1)], 900);
    expect(other.dice.map((d) => d.faces)).not.toEqual(a.dice.map((d) => d.faces));
  });

  it('keeps dice apart and each side in its own column when there is room, stacked when narrow', () => {
    for (const width of [900, 360]) {
      const plan = planTray(ROLL, width);
      for (const [i, p] of plan.dice.entries()) {
        expect(p.x - DIE_SIZE / 2).toBeGreaterThanOrEqual(0);
        expect(p.x + DIE_SIZE / 2).toBeLessThanOrEqual(width);
        for (const q of plan.dice.slice(i + 1)) expect(Math.abs(p.x - q.x) >= DIE_SIZE || Math.abs(p.y - q.y) >= DIE_SIZE).toBe(true);
      }
      const [a, b] = plan.sides;
      if (width === 900) expect(b!.x).toBeGreaterThan(a!.x);
      else expect(b!.x).toBe(a!.x);
    }
  });

  it('refuses a value that is not a face of its die', () => {
    expect(checkGroups([{ ...ROLL[1]!, values: [7] }])).toMatch(/not a face of a d6/);
    expect(checkGroups([{ ...ROLL[0]!, hits: [true] }])).toMatch(/hit marks/);
    expect(() => planTray([{ ...ROLL[3]!, values: [0] }], 600)).toThrow();
    expect(checkGroups(ROLL)).toBeNull();
  });
});
