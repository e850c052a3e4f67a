/** Jūni-tsuki on the game picker (loaded with the app; the rest of the game is loaded on demand). */
import { gameCard } from '../renderer-game';
import Picture from './JuniPicture.vue';

export const card = gameCard('juni-tsuki', {
  picture: Picture,
  describeOptions: (o, t) => [
    ...(typeof o.years === 'number' ? [t(o.years === 1 ? 'juni-tsuki.options.year' : 'juni-tsuki.options.years', { n: o.years })] : []),
    ...(typeof o.monthLimit === 'number' ? [t('juni-tsuki.options.monthLimit', { n: o.monthLimit })] : []),
  ],
});
