/** The first-game guide's steps for Jūni-tsuki (kit/guide): what each part of the table is. */
import type { GuideSteps } from '../../kit/guide/guide-steps';

const steps: GuideSteps = [
  { anchor: ['.area-board:not(.fate-strip)'], title: 'juni-tsuki.guide.board.title', text: 'juni-tsuki.guide.board.text' },
  { anchor: ['.area-season'], title: 'juni-tsuki.guide.calendar.title', text: 'juni-tsuki.guide.calendar.text' },
  { anchor: ['.area-seats'], title: 'juni-tsuki.guide.seats.title', text: 'juni-tsuki.guide.seats.text' },
  { anchor: ['section.decision'], title: 'juni-tsuki.guide.decision.title', text: 'juni-tsuki.guide.decision.text' },
  { anchor: ['.area-side'], title: 'juni-tsuki.guide.side.title', text: 'juni-tsuki.guide.side.text' },
];
export default steps;
