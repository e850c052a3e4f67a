/** The bots: legal moves from the view only, the same decision whatever another seat hides. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../kernel/rng';
import { gekokujo as R } from '../index';
import { firstRecruitState } from '../testing';
import { easyBot, hardBot, normalBot } from './index';
import type { GekokujoState } from '../types';

describe('gekokujo bots', () => {
  it('decide the same for two states that differ only in another seat’s Koku', () => {
    const a = firstRecruitState(4, 'bots');
    const b: GekokujoState = JSON.parse(JSON.stringify(a));
    b.players[2]!.koku += 9;
    const seat = R.pending(a)[0]!.seat;
    for (const bot of [normalBot, easyBot]) {
      const ma = bot.decide(R, R.view(a, seat), seat, Rng.seeded('x'), 100);
      const mb = bot.decide(R, R.view(b, seat), seat, Rng.seeded('x'), 100);
      expect(ma).toEqual(mb);
    }
  });

  it('Hard decides the same for two campaign states that differ only in another seat’s Koku, and legally', () => {
    let a = firstRecruitState(4, 'hard', ['oda', 'shimazu', 'takeda', 'uesugi']);
    for (const seat of [0, 1, 2, 3]) a = R.apply(a, seat, { type: 'end-recruit' }).state;
    const b: GekokujoState = JSON.parse(JSON.stringify(a));
    b.players[3]!.koku += 7;
    const seat = R.pending(a)[0]!.seat;
    // A fixed playout count (no deadline), so the test is deterministic whatever the machine's load.
    for (const search of ['flat', 'tree']) {
      const bot = hardBot.withParams!({ playouts: '14', search });
      const ma = bot.decide(R, R.view(a, seat), seat, Rng.seeded('h'), 10_000);
      const mb = bot.decide(R, R.view(b, seat), seat, Rng.seeded('h'), 10_000);
      expect(ma).toEqual(mb);
      expect(R.validate(a, seat, ma).ok).toBe(true);
    }
  });

  it('play whole games with only legal moves (Normal vs Easy vs Random), over module combinations', () => {
    // Module combinations: none; glory + political; rice + specialized + technology; all of them.
    const modules = [{}, { glory: true, political: true }, { rice: true, specialized: true, technology: true }, { glory: true, political: true, rice: true, specialized: true, technology: true }];
    for (let g = 0; g < 4; g++) {
      const o = R.parseOptions({ players: 4 + (g % 2), roundLimit: 8, ...modules[g] });
      if (!o.ok) throw new Error(o.error.message);
      let s = R.setup(o.value, `bots-${g}`);
      const rng = Rng.seeded(`bots-${g}`);
      for (let ply = 0; R.pending(s).length; ply++) {
        const d = R.pending(s)[0]!;
        const view = R.view(s, d.seat);
        const move = d.seat % 3 === 0 ? normalBot.decide(R, view, d.seat, rng, 100) : d.seat % 3 === 1 ? easyBot.decide(R, view, d.seat, rng, 100) : R.randomMove(view, rng);
        const v = R.validate(s, d.seat, move);
        if (!v.ok) throw new Error(`illegal bot move ${JSON.stringify(move)}: ${v.error.message}`);
        s = R.apply(s, d.seat, v.value).state;
        expect(ply).toBeLessThan(20_000);
      }
      expect(R.result(s)).not.toBeNull();
    }
  });

  it('Normal marches in round 1 instead of ending its moves, and never leaves its home province empty', () => {
    let s = firstRecruitState(4, 'expand', ['oda', 'shimazu', 'takeda', 'uesugi']);
    for (const seat of [0, 1, 2, 3]) s = R.apply(s, s.order[seat]!, { type: 'end-recruit' }).state;
    const seat = R.pending(s)[0]!.seat;
    const m = normalBot.decide(R, R.view(s, seat), seat, Rng.seeded(1), 100) as { type: string; b: number };
    expect(m.type).toBe('march');
    const after = R.apply(s, seat, m as never).state;
    const home = (m as unknown as { from: number }).from;
    expect(after.units[home]![seat]!.d + after.units[home]![seat]!.b).toBeGreaterThan(0);
  });
});
