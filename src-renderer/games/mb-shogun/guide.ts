/** The first-game guide's steps for MB Shogun (kit/guide): what each part of the table is. */
import { tableGuide } from '../../kit/guide/table-guide';

export default tableGuide('mb-shogun', ['board', ['seats', 'seats'], ['stage', 'status'], 'decision', 'side']);
