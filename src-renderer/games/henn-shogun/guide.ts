/** The first-game guide's steps for Henn's Shogun (kit/guide): what each part of the table is. */
import type { GuideSteps } from '../../kit/guide/guide-steps';

const steps: GuideSteps = [
  { anchor: ['.area-board'], title: 'henn-shogun.guide.board.title', text: 'henn-shogun.guide.board.text' },
  { anchor: ['.area-season'], title: 'henn-shogun.guide.season.title', text: 'henn-shogun.guide.season.text' },
  { anchor: ['.area-tracks'], title: 'henn-shogun.guide.tracks.title', text: 'henn-shogun.guide.tracks.text' },
  { anchor: ['section.decision'], title: 'henn-shogun.guide.decision.title', text: 'henn-shogun.guide.decision.text' },
  { anchor: ['.feed-panel', '.log-panel'], title: 'henn-shogun.guide.feed.title', text: 'henn-shogun.guide.feed.text' },
];
export default steps;
