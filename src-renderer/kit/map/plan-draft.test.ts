/**
 * Plans on the map for games that send each march at once (kit/map/plan-draft.ts): the draft's arrow follows the
 * target pointed at, and this round's sent marches are quiet arrows of which only the last carries a × — and only
 * when the table's Undo would take exactly that march back.
 */
import { describe, expect, it } from 'vitest';
import { DRAFT_PLAN, TAKE_BACK_PLAN, draftArrows, draftTarget, sentArrows, type SentMarches } from './plan-draft';
import { arrowShape, badgeSpot } from './plan-arrows';

const t = (key: string, p: Record<string, string | number> = {}) => `${key}(${Object.values(p).join('|')})`;
const march = (from: string, to: string, label = '3 Bushi') => ({ from, to, label, title: `${label}: ${from} → ${to}` });

describe('the march being composed', () => {
  it('points at the target under the pointer or focus when it is one of the targets, else at the chosen one', () => {
    const targets = ['etchu', 'shinano'];
    expect(draftTarget('etchu', null, targets)).toBe('etchu');
    expect(draftTarget('etchu', 'shinano', targets)).toBe('shinano');
    // Pointing at a province the units cannot reach leaves the arrow at the chosen target.
    expect(draftTarget('etchu', 'mutsu', targets)).toBe('etchu');
    expect(draftTarget(null, 'mutsu', targets)).toBeNull();
    // A chosen target that is no longer reachable (fewer units, another source) is no target.
    expect(draftTarget('mutsu', null, targets)).toBeNull();
  });

  it('is one vermilion arrow with what moves as its label and a × that clears it; none without a target', () => {
    const [arrow, ...more] = draftArrows(march('echigo', 'etchu'), t);
    expect(more).toEqual([]);
    expect(arrow).toMatchObject({ id: DRAFT_PLAN, from: 'echigo', to: 'etchu', label: '3 Bushi', tone: 'draft', removable: true });
    expect(arrow!.removeText).toBe('plan.clearDraft(3 Bushi: echigo → etchu)');
    expect(draftArrows(null, t)).toEqual([]);
    expect(draftArrows(march('echigo', 'echigo'), t)).toEqual([]);
  });
});

describe('the marches sent this round', () => {
  const sent: SentMarches = { marches: [march('echigo', 'etchu'), march('kai', 'shinano', '1 Daimyō')], lastIsLatest: true };

  it('are quiet arrows; the last takes the march back when Undo allows it now', () => {
    const arrows = sentArrows(sent, { allowed: true, why: '' }, t);
    expect(arrows.map((a) => [a.id, a.from, a.to, a.tone, a.removable])).toEqual([
      ['sent.0', 'echigo', 'etchu', 'sent', false],
      [TAKE_BACK_PLAN, 'kai', 'shinano', 'sent', true],
    ]);
    expect(arrows[0]!.title).toBe('plan.sent(3 Bushi: echigo → etchu)');
    expect(arrows[1]!.removeText).toBe('plan.takeBack(1 Daimyō: kai → shinano)');
  });

  it('have no × when Undo is refused, and the tooltip says why in the Undo button’s words', () => {
    const arrows = sentArrows(sent, { allowed: false, why: 'A die was rolled since your move.' }, t);
    expect(arrows.every((a) => a.removable === false)).toBe(true);
    expect(arrows.map((a) => a.id)).not.toContain(TAKE_BACK_PLAN);
    expect(arrows[1]!.title).toBe('plan.cannotTakeBack(1 Daimyō: kai → shinano|A die was rolled since your move.)');
  });

  it('have no × when the player decided something else after the last march (Undo would take that back)', () => {
    const arrows = sentArrows({ ...sent, lastIsLatest: false }, { allowed: true, why: '' }, t);
    expect(arrows.map((a) => a.removable)).toEqual([false, false]);
    expect(arrows[1]!.title).toBe('plan.cannotTakeBack(1 Daimyō: kai → shinano|plan.notLatest())');
  });

  it('say only what was sent while the host is still asked', () => {
    const arrows = sentArrows(sent, { allowed: false, why: '' }, t);
    expect(arrows[1]).toMatchObject({ removable: false, title: 'plan.sent(1 Daimyō: kai → shinano)' });
    expect(sentArrows({ marches: [], lastIsLatest: false }, { allowed: true, why: '' }, t)).toEqual([]);
  });
});

describe('an arrow’s badge', () => {
  const shape = arrowShape([100, 300], [400, 300])!;
  const size = { w: 60, h: 18 };
  const boxAt = ([x, y]: [number, number]) => ({ x0: x - 30, y0: y - 9, x1: x + 30, y1: y + 9 });
  const covers = (spot: [number, number], b: { x0: number; y0: number; x1: number; y1: number }) => boxAt(spot).x0 < b.x1 && b.x0 < boxAt(spot).x1 && boxAt(spot).y0 < b.y1 && b.y0 < boxAt(spot).y1;

  it('sits beside the middle of the curve when nothing is in the way', () => {
    expect(badgeSpot(shape, size, [])).toEqual(shape.badge);
  });

  it('moves off a province name it would cover, staying near the arrow', () => {
    const name = boxAt(shape.badge);
    const spot = badgeSpot(shape, size, [name]);
    expect(covers(spot, name)).toBe(false);
    // Still between the ends, within reach of the line.
    expect(spot[0]).toBeGreaterThan(100);
    expect(spot[0]).toBeLessThan(400);
    expect(Math.abs(spot[1] - 300)).toBeLessThan(80);
  });

  it('covers as little of the names as it can when no place is free', () => {
    expect(badgeSpot(shape, size, [{ x0: 0, y0: 0, x1: 500, y1: 600 }])).toEqual(shape.badge);
    // A tall name over the middle of the arrow, above and below it: the badge moves along the arrow, clear of it.
    const middle = { x0: 225, y0: 250, x1: 275, y1: 350 };
    const spot = badgeSpot(shape, size, [middle]);
    expect(covers(spot, middle)).toBe(false);
  });
});
