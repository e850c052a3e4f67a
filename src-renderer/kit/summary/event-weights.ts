/**
 * A game's `weight` (GameEnd) as data: what each of its events adds to how much a move changed the game, a number
 * or a reading of the event; events the table does not name weigh nothing.
 */
import { asEvent } from '../table/telling';

export type EventWeights<E extends { type: string }> = { [K in E['type']]?: number | ((e: Extract<E, { type: K }>) => number) };

export function eventWeights<E extends { type: string }>(weights: EventWeights<E>): (events: readonly unknown[]) => number {
  const table = weights as Record<string, number | ((e: E) => number) | undefined>;
  return (events) => {
    let w = 0;
    for (const raw of events) {
      const e = asEvent<E>(raw);
      const add = e ? table[e.type] : undefined;
      w += typeof add === 'function' ? add(e!) : (add ?? 0);
    }
    return w;
  };
}
