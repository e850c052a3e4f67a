/** The first-game guide's steps for Henn's Shogun (kit/guide): what each part of the table is. */
import { tableGuide } from '../../kit/guide/table-guide';

export default tableGuide('henn-shogun', ['board', ['season', 'status'], ['tracks', 'tracks'], 'decision', 'feed']);
