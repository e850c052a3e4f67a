/** All legal moves when the list is small (a handful of choices), else null. */
import { freeSwords, spyTargets } from './planning';
import { decisionOf } from './moves';
import { ninjaTargets, revengeTargets } from './war';
import type { MbShogunMove, MbShogunState } from './types';

export function legalMovesOf(s: MbShogunState, seat: number): MbShogunMove[] | null {
  const d = decisionOf(s, seat);
  if (!d) return [];
  switch (d.kind) {
    case 'choose-sword':
      return freeSwords(s).map((sword) => ({ type: 'choose-sword', sword }));
    case 'spy':
      return [null, ...spyTargets(s, d.colour)].map((target) => ({ type: 'spy', target }));
    case 'ninja':
      return [null, ...ninjaTargets(s, d.colour)].map((target) => ({ type: 'ninja', target }));
    case 'revenge': {
      const i = s.interrupts[0]!;
      return i.kind === 'revenge' ? revengeTargets(s, i.hirer).map((army) => ({ type: 'revenge', army })) : [];
    }
    case 'next-battle':
      return s.war!.declared.map((_, index) => ({ type: 'next-battle', index }));
    case 'continue':
      return [
        { type: 'continue', callOff: false },
        { type: 'continue', callOff: true },
      ];
  }
  return null;
}
