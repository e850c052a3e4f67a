/** The first-game guide's steps for Kunitori! (kit/guide): what each part of the table is. */
import type { GuideSteps } from '../../kit/guide/guide-steps';

const steps: GuideSteps = [
  { anchor: ['[data-testid="turn-bar"]'], title: 'kunitori.guide.turn.title', text: 'kunitori.guide.turn.text' },
  { anchor: ['[data-testid="hand"]'], title: 'kunitori.guide.hand.title', text: 'kunitori.guide.hand.text' },
  { anchor: ['[data-testid="supply"]'], title: 'kunitori.guide.supply.title', text: 'kunitori.guide.supply.text' },
  { anchor: ['[data-testid="my-deck"]'], title: 'kunitori.guide.deck.title', text: 'kunitori.guide.deck.text' },
  { anchor: ['section.decision'], title: 'kunitori.guide.decision.title', text: 'kunitori.guide.decision.text' },
  { anchor: ['.area-seats'], title: 'kunitori.guide.seats.title', text: 'kunitori.guide.seats.text' },
];
export default steps;
