/**
 * The moves a seat can make now, as the engine lists them (legal.ts, each
 * checked by the rules), sorted for the decision panels: marches by the
 * point they start from, attacks, the other kinds by type. The renderer
 * decides no rule: the host validates every move sent; a march's count is
 * the player's (the engine's list names the whole group and half of it).
 */
import { listMoves, type JuniMove, type JuniView } from '@shared/games/juni-tsuki/public';

type Of<T extends JuniMove['type']> = Extract<JuniMove, { type: T }>;

export interface ActOptions {
  /** March destinations by starting point and group owner ("point/owner"): destination → the move. */
  marches: Map<string, Map<number, Of<'march'>>>;
  attacks: Of<'attack'>[];
  provinceMoves: Of<'province-move'>[];
  cards: (Of<'fire'> | Of<'water'> | Of<'water-piece'> | Of<'earth'> | Of<'wind-group'> | Of<'wind-piece'> | Of<'wind-koku'> | Of<'wind-family'>)[];
  transports: (Of<'transport-koku'> | Of<'transport-family'>)[];
  gifts: Of<'give-card'>[];
  hires: Of<'hire'>[];
  convert: boolean;
  buy: boolean;
  /** Every listed move, for the answers out of turn and the recruit phase. */
  all: JuniMove[];
}

export const groupKey = (point: number, owner: number): string => `${point}/${owner}`;

export function actOptions(v: JuniView, seat: number): ActOptions {
  const all = listMoves(v, seat);
  const o: ActOptions = { marches: new Map(), attacks: [], provinceMoves: [], cards: [], transports: [], gifts: [], hires: [], convert: false, buy: false, all };
  for (const m of all) {
    switch (m.type) {
      case 'march': {
        const key = groupKey(m.from, m.owner ?? seat);
        const to = o.marches.get(key) ?? new Map<number, Of<'march'>>();
        if (!to.has(m.to)) to.set(m.to, m);
        o.marches.set(key, to);
        break;
      }
      case 'attack':
        o.attacks.push(m);
        break;
      case 'province-move':
        o.provinceMoves.push(m);
        break;
      case 'fire':
      case 'water':
      case 'earth':
      case 'water-piece':
      case 'wind-group':
      case 'wind-piece':
      case 'wind-koku':
      case 'wind-family':
        o.cards.push(m);
        break;
      case 'transport-koku':
      case 'transport-family':
        o.transports.push(m);
        break;
      case 'give-card':
        o.gifts.push(m);
        break;
      case 'hire':
        o.hires.push(m);
        break;
      case 'convert':
        o.convert = true;
        break;
      case 'buy-card':
        o.buy = true;
        break;
    }
  }
  return o;
}
