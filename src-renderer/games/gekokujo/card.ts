/** Shogun: Gekokujō on the game picker (loaded with the app; the rest of the game is loaded on demand). */
import { gameCard } from '../renderer-game';
import Picture from './GekPicture.vue';

const MODULES = ['political', 'specialized', 'technology', 'rice', 'glory'] as const;

export const card = gameCard('gekokujo', {
  picture: Picture,
  // No clan's name: clans are chosen at the table, and "Takeda" playing Shimazu misled a new player.
  botNames: ['Mōri', 'Hōjō', 'Imagawa', 'Date', 'Ōtomo', 'Asakura', 'Satake', 'Nanbu'],
  describeOptions: (o, t) => [
    ...MODULES.filter((m) => o[m] === true).map((m) => t(`gekokujo.option.${m}`)),
    ...(typeof o.roundLimit === 'number' ? [`${t('gekokujo.option.roundLimit')} ${o.roundLimit}`] : []),
  ],
});
