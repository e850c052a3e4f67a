/** Henn's Shogun on the game picker (loaded with the app; the rest of the game is loaded on demand). */
import { gameCard } from '../renderer-game';
import Picture from './HennPicture.vue';

export const card = gameCard('henn-shogun', {
  picture: Picture,
  describeOptions: (o, t) => [
    ...(o.side ? [t(o.side === 'moon' ? 'henn-shogun.option.side.moon' : 'henn-shogun.option.side.sun')] : []),
    ...(o.setup ? [t(o.setup === 'draft' ? 'henn-shogun.option.setup.draft' : 'henn-shogun.option.setup.drawn')] : []),
  ],
});
