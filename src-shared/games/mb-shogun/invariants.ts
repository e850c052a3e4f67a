/**
 * The invariants a player could count on the table after every move (used
 * by the fuzz test and the bots' tests): units conserved per colour set and
 * type, 26 ronin, 10 castles and 5 fortification bases, one owner per
 * province, army and provincial-force limits, the ronin ratio, no negative koku.
 */
import { CASTLES_TOTAL, DAIMYO_PER_COLOUR, FORTRESS_BASES_TOTAL, RONIN_TOTAL, UNITS_PER_COLOUR } from './data/constants';
import { armyFits, armyRegulars, forceFits, occupied, roninOk, total } from './board';
import type { MbShogunState } from './types';

export function invariantErrors(s: MbShogunState): string[] {
  const out: string[] = [];
  const board = s.colours.map(() => [0, 0, 0, 0]);
  let ronin = s.roninTray;
  let castles = 0;
  let bases = 0;
  s.provinces.forEach((p, i) => {
    if (p.castle >= 1) castles++;
    if (p.castle === 2) bases++;
    ronin += p.forceRonin + p.forceHidden;
    if (p.force.some((x) => x < 0) || p.forceRonin < 0 || p.forceHidden < 0) out.push(`province ${i}: negative units`);
    if (s.stage.kind !== 'split' && (p.owner >= 0) !== occupied(p)) out.push(`province ${i}: owner ${p.owner} but occupied=${occupied(p)}`);
    if (p.owner < 0) return;
    const col = s.colours[p.owner]!;
    if (!col.alive) out.push(`province ${i}: owned by eliminated colour ${p.owner}`);
    for (let t = 0; t < 4; t++) board[p.owner]![t]! += p.force[t]!;
    if (!forceFits(p.force)) out.push(`province ${i}: provincial force of ${total(p.force)}`);
    if (!roninOk(total(p.force), p.forceRonin + p.forceHidden)) out.push(`province ${i}: force ronin ratio`);
    if (p.army >= 0) {
      const a = col.armies[p.army];
      if (!a || !a.alive || a.province !== i) out.push(`province ${i}: marker of army ${p.army} that is not there`);
    }
  });
  s.colours.forEach((c, ci) => {
    if (c.koku < 0) out.push(`colour ${ci}: koku ${c.koku}`);
    if (c.armies.length !== DAIMYO_PER_COLOUR) out.push(`colour ${ci}: ${c.armies.length} armies`);
    c.armies.forEach((a, ai) => {
      ronin += a.ronin + a.hidden;
      if (!a.alive) {
        if (a.province !== -1 || total(a.units) > 0 || a.ronin + a.hidden > 0) out.push(`colour ${ci} army ${ai}: lost but on the board`);
        return;
      }
      if (!c.alive) out.push(`colour ${ci}: eliminated with army ${ai}`);
      for (let t = 0; t < 4; t++) board[ci]![t]! += a.units[t]!;
      const setup = s.stage.kind === 'split' || s.stage.kind === 'reinforce' || s.stage.kind === 'place-army';
      const p = s.provinces[a.province];
      if (!(setup && a.province === -1) && (!p || p.army !== ai || p.owner !== ci)) out.push(`colour ${ci} army ${ai}: not standing in its province`);
      if (!armyFits(a.units)) out.push(`colour ${ci} army ${ai}: over the card's limits`);
      if (!roninOk(armyRegulars(a), a.ronin + a.hidden)) out.push(`colour ${ci} army ${ai}: ronin ratio`);
      if (a.units.some((x) => x < 0)) out.push(`colour ${ci} army ${ai}: negative units`);
    });
    for (let t = 0; t < 4; t++) {
      const want = c.sets * UNITS_PER_COLOUR[t]!;
      if (c.tray[t]! < 0) out.push(`colour ${ci}: negative tray`);
      if (c.tray[t]! + board[ci]![t]! !== want) out.push(`colour ${ci} type ${t}: ${c.tray[t]} in tray + ${board[ci]![t]} on board ≠ ${want}`);
    }
  });
  // Hired and not yet placed (Action 5, while the placements are secret).
  if (s.stage.kind === 'ronin') ronin += s.hired.reduce((a, b) => a + b, 0);
  if (ronin !== RONIN_TOTAL) out.push(`${ronin} ronin, not ${RONIN_TOTAL}`);
  if (castles + s.castlesLeft !== CASTLES_TOTAL) out.push(`castles ${castles} + ${s.castlesLeft} ≠ ${CASTLES_TOTAL}`);
  if (bases + s.basesLeft !== FORTRESS_BASES_TOTAL) out.push(`bases ${bases} + ${s.basesLeft} ≠ ${FORTRESS_BASES_TOTAL}`);
  const sets = s.colours.reduce((a, c) => a + c.sets, 0);
  if (sets !== s.colours.length) out.push(`colour sets ${sets} ≠ ${s.colours.length}`);
  return out;
}
