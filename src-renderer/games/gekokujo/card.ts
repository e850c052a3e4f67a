/** Shogun: Gekokujō on the game picker (loaded with the app; the rest of the game is loaded on demand). */
import { gameCard } from '../renderer-game';
import Picture from './GekPicture.vue';

const MODULES = ['political', 'specialized', 'technology', 'rice', 'glory'] as const;

export const card = gameCard('gekokujo', {
  picture: Picture,
  // No clan's name at all (not even of a clan this game lacks): clans are chosen at the table, and "Takeda", then
  // "Mōri", playing Shimazu misled new players. Given names instead.
  botNames: ['Haruki', 'Sora', 'Ren', 'Aoi', 'Kaito', 'Mei', 'Riku', 'Yuna'],
  describeOptions: (o, t) => [
    ...MODULES.filter((m) => o[m] === true).map((m) => t(`gekokujo.option.${m}`)),
    ...(typeof o.roundLimit === 'number' ? [`${t('gekokujo.option.roundLimit')} ${o.roundLimit}`] : []),
  ],
});
