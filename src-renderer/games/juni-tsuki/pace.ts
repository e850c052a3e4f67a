/** How long the feed tells each of Jūni-tsuki's events (EVENT_MS units at speed 1; 0: at once). */
import { asEvent } from './story';

export function eventPace(raw: unknown): number {
  const e = asEvent(raw);
  if (!e) return 0;
  switch (e.type) {
    case 'card-drawn':
    case 'koku-announced':
    case 'card-bought':
      return 0.15;
    case 'month':
    case 'battle-factors':
    case 'castle-taken':
    case 'daimyo-killed':
    case 'shogun':
    case 'game-over':
      return 1;
    case 'skirmish':
    case 'battle-named':
    case 'card-played':
    case 'card-answered':
      return 0.6;
    default:
      return 0.3;
  }
}
