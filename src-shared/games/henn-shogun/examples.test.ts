/** The worked examples of the rulebook (seed 002). */
import { describe, expect, it } from 'vitest';
import { executeTurn, march } from './actions';
import { provinceIndex } from './board';
import { revolt } from './battle';
import { winterRevolts } from './data/cards';
import { ctxFor, cubeTotals, emptyGame, giveSpecial, own, prov, setPlan } from './testing';
import { fightRevolts, startWinter } from './winter';

describe('rulebook examples', () => {
  it('Settsu: tax 7, event "at most 5", special "+1 coin" = 6 (Speciale kaarten uitleggen)', () => {
    const s = emptyGame();
    own(s, 0, 'settsu', 2);
    s.event = 'tax-max-5';
    giveSpecial(s, 0, 'tax+1');
    setPlan(s, 0, { tax: 'settsu' });
    const before = s.players[0]!.money;
    const ctx = ctxFor(s);
    executeTurn(ctx, 0, 'tax');
    expect(ctx.s.players[0]!.money - before).toBe(6);
    expect(prov(ctx.s, 'settsu').unrest).toBe(1);
  });

  it('Kozuke: 4 blue attack 3 yellow; 3 blue, 1 yellow, 1 green fall out; blue wins 3:2 and 1 blue stays (Verloop gevechten)', () => {
    const s = emptyGame();
    own(s, 0, 'shinano', 5); // blue
    own(s, 1, 'kozuke', 3); // yellow
    s.tower = [0, 0, 0, 0, 0, 1]; // a peasant lodged earlier
    s.peasants = 19;
    const ctx = ctxFor(s, [[3, 1, 0, 0, 0, 1]]);
    march(ctx, 0, provinceIndex('shinano'), provinceIndex('kozuke'), 4);
    const k = prov(ctx.s, 'kozuke');
    expect(k.owner).toBe(0);
    expect(k.armies).toBe(1);
    expect(prov(ctx.s, 'shinano').armies).toBe(1);
    const battle = ctx.ev.find((e) => e.type === 'battle');
    expect(battle).toMatchObject({ attackerCount: 3, defenderCount: 2, winner: 'attacker', survivors: 1 });
    // 2 blue and the yellow and green that fell out go back to supply; the rest stay in the tower.
    expect(ctx.s.players[0]!.supply).toBe(62 - 5 + 2);
    expect(ctx.s.players[1]!.supply).toBe(62 - 3 + 1);
    expect(ctx.s.tower).toEqual([1, 2, 0, 0, 0, 0]);
    expect(ctx.s.tray).toEqual([0, 0, 0, 0, 0, 0]);
    expect(ctx.s.peasants).toBe(20);
    expect(ctx.ev).toContainEqual({ type: 'province-lost', province: 'kozuke', from: 1, to: 0 });
  });

  it('Mikawa: tax with 2 unrest tokens throws 4 armies + 2 peasants + the tray; won, one more token (Verloop gevechten)', () => {
    const s = emptyGame();
    own(s, 0, 'mikawa', 4, { unrest: 2 });
    s.tray = [0, 0, 1, 0, 0, 0]; // a red cube lying in the tray is thrown too
    s.players[2]!.supply--;
    setPlan(s, 0, { tax: 'mikawa' });
    const ctx = ctxFor(s, [[3, 0, 1, 0, 0, 1]]);
    const before = ctx.s.players[0]!.money;
    executeTurn(ctx, 0, 'tax');
    const battle = ctx.ev.find((e) => e.type === 'battle');
    expect(battle).toMatchObject({ kind: 'revolt', thrown: [4, 0, 1, 0, 0, 2], attackerCount: 1, defenderCount: 3, winner: 'defender' });
    const m = prov(ctx.s, 'mikawa');
    expect(m.owner).toBe(0);
    expect(m.armies).toBe(2); // 3 out, 1 given back for the 1 peasant
    expect(m.unrest).toBe(3);
    expect(ctx.s.players[0]!.money - before).toBe(6);
    // The red cube is not part of this fight and stays in the tray.
    expect(ctx.s.tray).toEqual([0, 0, 1, 0, 0, 0]);
    expect(cubeTotals(ctx.s)).toEqual({ colours: [62, 62, 62, 62], peasants: 20 });
  });

  it("Dirk's winter: 9 provinces, 6 rice: shortfall 3, 2 provinces revolt with 2 extra peasants each", () => {
    const s = emptyGame();
    const nine = ['mino', 'owari', 'mikawa', 'omi', 'hida', 'echizen', 'wakasa', 'tanba', 'harima'];
    for (const id of nine) own(s, 0, id, 2);
    s.players[0]!.rice = 6;
    s.yearEvents = ['tax-max-5']; // rice loss 0
    s.seatOrder = [0, 1, 2, 3];
    const ctx = ctxFor(s);
    startWinter(ctx);
    const w = ctx.ev.find((e) => e.type === 'winter-rice' && e.seat === 0);
    expect(w).toMatchObject({ shortfall: 3, provinces: 9, extraPeasants: 2 });
    expect(ctx.s.winter!.revolts[0]).toHaveLength(2);
    for (const id of ctx.s.winter!.revolts[0]!) expect(nine).toContain(id);
    expect(winterRevolts(3)).toEqual({ revolts: 2, extraPeasants: 2 });
  });

  it("Arne's Kai: 2 rice short, Kai revolts with 3 peasants (2 from the table, 1 for its unrest token)", () => {
    const s = emptyGame();
    own(s, 1, 'kai', 3, { unrest: 1 });
    own(s, 1, 'suruga', 2);
    s.players[1]!.rice = 0;
    s.yearEvents = ['tax-max-5'];
    s.seatOrder = [1, 0, 2, 3];
    const ctx = ctxFor(s, [[0, 4, 0, 0, 0, 1]]);
    startWinter(ctx);
    expect(ctx.ev.find((e) => e.type === 'winter-rice' && e.seat === 1)).toMatchObject({ shortfall: 2, extraPeasants: 2 });
    expect(ctx.s.winter!.revolts[1]).toHaveLength(1);
    fightRevolts(ctx, 1, ['kai']);
    const battle = ctx.ev.find((e) => e.type === 'battle');
    expect(battle).toMatchObject({ province: 'kai', thrown: [0, 3, 0, 0, 0, 3] });
  });

  it('a lost revolt: the province loses buildings, unrest and armies; its card goes neutral', () => {
    const s = emptyGame();
    own(s, 0, 'kai', 2, { unrest: 2, palace: true });
    s.buildingsLeft.palace--;
    const ctx = ctxFor(s, [[1, 0, 0, 0, 0, 2]]);
    expect(revolt(ctx, 0, provinceIndex('kai'), 2)).toBe(false);
    expect(prov(ctx.s, 'kai')).toEqual({ owner: -1, armies: 0, palace: false, temple: false, theatre: false, unrest: 0 });
    expect(ctx.s.buildingsLeft.palace).toBe(28);
    expect(cubeTotals(ctx.s)).toEqual({ colours: [62, 62, 62, 62], peasants: 20 });
  });
});
