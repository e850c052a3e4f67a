/** The renderer kits' own texts (kit/playback, kit/dice): any game's. */
import { defineMessages } from '../define';

export default defineMessages(
  {
    'playback.skip': 'Skip',
    'playback.skipHint': 'Esc skips to the result',
    'playback.speed': 'Playback speed',
    'dice.tray': 'Dice tray',
    'dice.rolling': 'The dice are rolling…',
    'dice.group': '{label}, {n} d{sides}',
    'dice.values': 'Rolled: {values}',
    'dice.hits.one': '{n} hit',
    'dice.hits.other': '{n} hits',
    'dice.sideHits': '{side}: {hits}',
    'dice.failed': 'The dice could not be drawn: {message}',
  },
  {
    'playback.skip': 'Überspringen',
    'playback.skipHint': 'Esc springt zum Ergebnis',
    'playback.speed': 'Abspielgeschwindigkeit',
    'dice.tray': 'Würfelschale',
    'dice.rolling': 'Die Würfel rollen …',
    'dice.group': '{label}, {n} W{sides}',
    'dice.values': 'Gewürfelt: {values}',
    'dice.hits.one': '{n} Treffer',
    'dice.hits.other': '{n} Treffer',
    'dice.sideHits': '{side}: {hits}',
    'dice.failed': 'Die Würfel konnten nicht gezeichnet werden: {message}',
  },
);
