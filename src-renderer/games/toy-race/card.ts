/** Toy Race on the game picker (loaded with the app; the rest on demand). Offered only where the host lists test games. */
import type { GameCard } from '../renderer-game';
import Picture from './ToyPicture.vue';

export const card: GameCard = {
  titleKey: 'toy-race.card.title',
  blurbKey: 'toy-race.card.blurb',
  lengthKey: 'toy-race.card.length',
  picture: Picture,
  // Toy Race has no options besides the players.
  describeOptions: () => [],
};
