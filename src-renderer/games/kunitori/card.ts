/** Kunitori! on the game picker (loaded with the app; the rest of the game is loaded on demand). */
import { gameCard } from '../renderer-game';
import Picture from './KunitoriPicture.vue';

export const card = gameCard('kunitori', {
  picture: Picture,
  describeOptions: (o, t) => [
    ...(o.ninja === 'others' ? [t('kunitori.options.ninjaOthers')] : []),
    ...(typeof o.turnLimit === 'number' ? [t('kunitori.options.turnLimitN', { n: o.turnLimit })] : []),
  ],
});
