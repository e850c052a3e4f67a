/** Jūni-tsuki on the game picker (loaded with the app; the rest of the game is loaded on demand). */
import { MONTHS_PER_YEAR } from '@shared/games/juni-tsuki/public';
import { gameCard } from '../renderer-game';
import Picture from './JuniPicture.vue';

export const card = gameCard('juni-tsuki', {
  picture: Picture,
  // The round counter counts months over the whole game: month 13 is the first month of year 2.
  roundName: (round, t) => {
    const month = Math.max(1, round);
    return t('juni-tsuki.card.when', { year: Math.floor((month - 1) / MONTHS_PER_YEAR) + 1, month: t(`juni-tsuki.month.${((month - 1) % MONTHS_PER_YEAR) + 1}`) });
  },
  describeOptions: (o, t) => [
    ...(typeof o.years === 'number' ? [t('juni-tsuki.options.years', { n: o.years })] : []),
    ...(typeof o.monthLimit === 'number' ? [t('juni-tsuki.options.monthLimit', { n: o.monthLimit })] : []),
  ],
});
