/**
 * Issue 21: "eliminated with no decision offered for the last battle". The
 * engine skips a side's casualty decision only when `lossForced` says the
 * rules leave one way to take the hits. This checks that claim against every
 * loss the rules allow (brute force over small battles): whenever two or
 * more different losses are legal, the owner is asked.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { checkLoss, lossForced, noLoss, type Loss, type Pools } from './casualties';
import type { Units } from './types';

/** Every legal loss of `hits` from `p`, by brute force. */
function legalLosses(p: Pools, hits: number): Loss[] {
  const out: Loss[] = [];
  const ranges = [...p.army, p.daimyo, p.armyRonin, ...p.force, p.forceRonin, p.bonusSpear + p.bonusRonin];
  const pick = new Array<number>(ranges.length).fill(0);
  const walk = (i: number): void => {
    if (i === ranges.length) {
      const l: Loss = { ...noLoss(), army: pick.slice(0, 4) as Units, daimyo: pick[4]!, armyRonin: pick[5]!, force: pick.slice(6, 10) as Units, forceRonin: pick[10]!, bonus: pick[11]! };
      if (checkLoss(p, hits, l).ok) out.push(l);
      return;
    }
    for (let n = 0; n <= ranges[i]!; n++) {
      pick[i] = n;
      walk(i + 1);
    }
    pick[i] = 0;
  };
  walk(0);
  return out;
}

function randomPools(rng: Rng): Pools {
  const small = (max: number): number => rng.int(max + 1);
  const hasArmy = rng.int(3) > 0;
  const army: Units = hasArmy ? [small(2), small(2), small(1), small(2)] : [0, 0, 0, 0];
  const crippled = hasArmy && rng.int(6) === 0;
  const armyRegs = 1 + army.reduce((a, b) => a + b, 0);
  const force: Units = [small(1), small(1), small(1), small(2)];
  const forceRegs = force.reduce((a, b) => a + b, 0);
  return {
    hasArmy,
    army,
    daimyo: hasArmy && !crippled ? 1 : 0,
    crippled,
    armyRonin: hasArmy ? small(Math.max(0, armyRegs - 1)) : 0,
    force,
    forceRonin: small(Math.max(0, forceRegs - 1)),
    bonusSpear: rng.int(4) === 0 ? small(2) : 0,
    bonusRonin: rng.int(6) === 0 ? 1 : 0,
  };
}

describe('MB Shogun casualties: a decision is skipped only when the rules leave one way', () => {
  it('asks whenever two different losses are legal, and never when one is (600 random battles)', () => {
    const rng = Rng.seeded('casualty-choice');
    let asked = 0;
    let skipped = 0;
    for (let i = 0; i < 600; i++) {
      const p = randomPools(rng);
      const hits = 1 + rng.int(5);
      const legal = legalLosses(p, hits);
      expect(legal.length, JSON.stringify({ p, hits })).toBeGreaterThan(0);
      const forced = lossForced(p, hits);
      expect(forced, `${legal.length} legal losses for ${JSON.stringify({ p, hits })}`).toBe(legal.length === 1);
      if (forced) skipped++;
      else asked++;
    }
    // Both cases really occur in the sample.
    expect(asked).toBeGreaterThan(50);
    expect(skipped).toBeGreaterThan(50);
  });
});
