/** The first-game guide's steps for Shogun: Gekokujō (kit/guide): what each part of the table is. */
import { tableGuide } from '../../kit/guide/table-guide';

export default tableGuide('gekokujo', ['board', ['seats', 'seats'], ['status', 'status'], 'decision', 'feed']);
