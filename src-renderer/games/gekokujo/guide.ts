/** The first-game guide's steps for Shogun: Gekokujō (kit/guide): what each part of the table is. */
import type { GuideSteps } from '../../kit/guide/guide-steps';

const steps: GuideSteps = [
  { anchor: ['.area-board'], title: 'gekokujo.guide.board.title', text: 'gekokujo.guide.board.text' },
  { anchor: ['.area-seats'], title: 'gekokujo.guide.seats.title', text: 'gekokujo.guide.seats.text' },
  { anchor: ['[data-testid="table-status"]'], title: 'gekokujo.guide.status.title', text: 'gekokujo.guide.status.text' },
  { anchor: ['section.decision'], title: 'gekokujo.guide.decision.title', text: 'gekokujo.guide.decision.text' },
  { anchor: ['[data-testid="gek-feed"]'], title: 'gekokujo.guide.feed.title', text: 'gekokujo.guide.feed.text' },
];
export default steps;
