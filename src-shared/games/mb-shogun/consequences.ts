/**
 * What a move may cost its colour for good, said before it is sent (issue 22,
 * "consequences said before they happen"). MB Shogun never lets a march leave
 * a province empty (movement.ts refuses it); what can empty one is Phase B:
 * declaring first battles with every troop that holds a province (its army
 * and its provincial force, or the only one of them there). If those
 * attackers all fall, the province stands empty and its card is lost (combat.ts
 * `endBattle`, G l.3100-3150), and a fallen army's daimyo with it.
 *
 * Read from what the colour's own view holds (its provinces are its own); a
 * battle against an empty province risks nothing (no one defends it).
 */
import { isEnemy, provinceId, provinceIndex, total } from './board';
import type { MbShogunView, TroopKind } from './types';

export type MbConsequence =
  /** If every attacker from `province` falls, it is left empty and lost; `army`: the army there attacks (its daimyo at stake). */
  { kind: 'province-at-risk'; province: string; army: number | null };

type Table = Pick<MbShogunView, 'options' | 'provinces' | 'colours'>;

export function mbConsequencesOf(v: Table, colour: number, move: unknown): MbConsequence[] {
  const m = move as { type?: string; battles?: { from: string; troop: TroopKind; to: string }[] };
  if (m?.type !== 'declare' || !Array.isArray(m.battles)) return [];
  const out: MbConsequence[] = [];
  const froms = [...new Set(m.battles.map((b) => b.from))];
  for (const from of froms) {
    const p = v.provinces[provinceIndex(from)];
    if (!p || p.owner !== colour) continue;
    // Only battles against an enemy can be lost.
    const risky = m.battles.filter((b) => b.from === from && isEnemy(v, colour, v.provinces[provinceIndex(b.to)]?.owner ?? -1));
    if (risky.length === 0) continue;
    const armyGoes = risky.some((b) => b.troop === 'army');
    const forceGoes = risky.some((b) => b.troop === 'force');
    const hasForce = total(p.force) + p.forceRonin + p.forceHidden > 0;
    const hasArmy = p.army >= 0;
    // Something stays at home that no battle takes away: the province cannot be emptied.
    if ((hasArmy && !armyGoes) || (hasForce && !forceGoes)) continue;
    out.push({ kind: 'province-at-risk', province: provinceId(provinceIndex(from)), army: armyGoes ? p.army : null });
  }
  return out;
}
