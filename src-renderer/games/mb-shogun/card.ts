/** Milton Bradley's Shogun on the game picker (loaded with the app; the rest of the game is loaded on demand). */
import { gameCard } from '../renderer-game';
import Picture from './MbPicture.vue';

export const card = gameCard('mb-shogun', {
  picture: Picture,
  describeOptions: (o, t) => [
    ...(o.extended ? [t('mb-shogun.newgame.extended')] : []),
    ...(typeof o.roundLimit === 'number' ? [t('mb-shogun.newgame.roundLimit', { n: o.roundLimit })] : []),
  ],
});
