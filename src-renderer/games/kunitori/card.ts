/** Kunitori! on the game picker (loaded with the app; the rest of the game is loaded on demand). */
import type { GameCard } from '../renderer-game';
import Picture from './KunitoriPicture.vue';

export const card: GameCard = {
  titleKey: 'kunitori.card.title',
  blurbKey: 'kunitori.card.blurb',
  lengthKey: 'kunitori.card.length',
  picture: Picture,
  describeOptions: (o, t) => [
    ...(o.ninja === 'others' ? [t('kunitori.options.ninjaOthers')] : []),
    ...(typeof o.turnLimit === 'number' ? [t('kunitori.options.turnLimitN', { n: o.turnLimit })] : []),
  ],
};
