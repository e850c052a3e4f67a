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
  cards: Of<CardType>[];
  transports: Of<'transport-koku' | 'transport-family'>[];
  hires: Of<'hire'>[];
  convert: boolean;
  buy: boolean;
  /** Every listed move, for the answers out of turn and the recruit phase. */
  all: JuniMove[];
}

type CardType = 'fire' | 'water' | 'water-piece' | 'earth' | 'wind-group' | 'wind-piece' | 'wind-koku' | 'wind-family';
type ListKey = 'attacks' | 'provinceMoves' | 'cards' | 'transports' | 'hires';

/** Which list of the panel each listed kind goes to (marches, converting and buying are kept apart below). */
const LIST_OF: Partial<Record<JuniMove['type'], ListKey>> = {
  attack: 'attacks',
  'province-move': 'provinceMoves',
  ...Object.fromEntries((['fire', 'water', 'earth', 'water-piece', 'wind-group', 'wind-piece', 'wind-koku', 'wind-family'] as const).map((k) => [k, 'cards'])),
  'transport-koku': 'transports',
  'transport-family': 'transports',
  hire: 'hires',
};

export const groupKey = (point: number, owner: number): string => `${point}/${owner}`;

export function actOptions(v: JuniView, seat: number): ActOptions {
  const all = listMoves(v, seat);
  const o: ActOptions = { marches: new Map(), attacks: [], provinceMoves: [], cards: [], transports: [], hires: [], convert: false, buy: false, all };
  for (const m of all) {
    if (m.type === 'march') {
      const key = groupKey(m.from, m.owner ?? seat);
      const to = o.marches.get(key) ?? new Map<number, Of<'march'>>();
      if (!to.has(m.to)) to.set(m.to, m);
      o.marches.set(key, to);
    }
    const list = LIST_OF[m.type];
    if (list) (o[list] as JuniMove[]).push(m);
    if (m.type === 'convert') o.convert = true;
    if (m.type === 'buy-card') o.buy = true;
  }
  return o;
}
