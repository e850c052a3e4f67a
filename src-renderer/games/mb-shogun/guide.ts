/** The first-game guide's steps for MB Shogun (kit/guide): what each part of the table is. */
import type { GuideSteps } from '../../kit/guide/guide-steps';

const steps: GuideSteps = [
  { anchor: ['.area-board'], title: 'mb-shogun.guide.board.title', text: 'mb-shogun.guide.board.text' },
  { anchor: ['.area-seats'], title: 'mb-shogun.guide.seats.title', text: 'mb-shogun.guide.seats.text' },
  { anchor: ['[data-testid="stage"]', '.area-season'], title: 'mb-shogun.guide.stage.title', text: 'mb-shogun.guide.stage.text' },
  { anchor: ['section.decision'], title: 'mb-shogun.guide.decision.title', text: 'mb-shogun.guide.decision.text' },
  { anchor: ['.area-side'], title: 'mb-shogun.guide.side.title', text: 'mb-shogun.guide.side.text' },
];
export default steps;
