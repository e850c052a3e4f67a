/**
 * Issue 22: dice landed outside the tray and over its labels (MB, Gekokujō).
 * The plan (kit/dice/dice-plan.ts) pins it: at every tray width and for rolls
 * of one and two sides, each die at rest — with its hit ring — lies inside the
 * tray, and clear of every group's label line.
 */
import { describe, expect, it } from 'vitest';
import { DIE_SIZE, HIT_RING, LABEL_HEIGHT, planTray, type DiceGroup } from './dice-plan';

const group = (id: string, side: string, n: number, sides: 6 | 12 = 6): DiceGroup => ({
  id,
  side,
  label: id,
  sides,
  values: Array.from({ length: n }, (_, i) => 1 + (i % sides)),
  hits: Array.from({ length: n }, (_, i) => i % 3 === 0),
});

const ROLLS: DiceGroup[][] = [
  [group('a-daimyo', 'A', 3)],
  [group('a-daimyo', 'A', 3), group('a-bushi', 'A', 2), group('b-bushi', 'B', 2)],
  [group('a-bow', 'A', 12, 12), group('a-spear', 'A', 6), group('b-bow', 'B', 7, 12), group('b-gun', 'B', 1, 12), group('b-ronin', 'B', 5)],
  [group('a', 'A', 20), group('b', 'B', 20), group('c', 'C', 4)],
];

describe('dice tray plan: every die inside the tray, clear of the labels', () => {
  for (const width of [180, 260, 340, 420, 560, 760, 1000, 1400]) {
    it(`at ${width} px wide`, () => {
      for (const roll of ROLLS) {
        const plan = planTray(roll, width);
        for (const die of plan.dice) {
          const reach = die.hit ? HIT_RING : DIE_SIZE / 2;
          // Inside the tray (a die wider than a very narrow tray is the only exception: its column cannot hold it).
          if (width >= DIE_SIZE + 2 * 20) {
            expect(die.x - reach, `die ${die.group}/${die.index} left`).toBeGreaterThanOrEqual(0);
            expect(die.x + reach, `die ${die.group}/${die.index} right`).toBeLessThanOrEqual(plan.width);
          }
          expect(die.y - reach, `die ${die.group}/${die.index} top`).toBeGreaterThanOrEqual(0);
          expect(die.y + reach, `die ${die.group}/${die.index} bottom`).toBeLessThanOrEqual(plan.height);
          // Clear of every label line (the label is one line, LABEL_HEIGHT tall, its bottom at g.y).
          for (const g of plan.groups) {
            const overlapsX = die.x + reach > g.x && die.x - reach < g.x + g.width;
            const overlapsY = die.y + reach > g.y - LABEL_HEIGHT && die.y - reach < g.y;
            expect(overlapsX && overlapsY, `die ${die.group}/${die.index} over the label of ${g.group.id}`).toBe(false);
          }
        }
        // Labels inside the tray too.
        for (const g of plan.groups) {
          expect(g.y - LABEL_HEIGHT).toBeGreaterThanOrEqual(0);
          expect(g.x + g.width).toBeLessThanOrEqual(plan.width);
        }
      }
    });
  }
});
