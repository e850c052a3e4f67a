/** The first-game guide's steps for Jūni-tsuki (kit/guide): what each part of the table is. */
import { tableGuide } from '../../kit/guide/table-guide';

export default tableGuide('juni-tsuki', ['board', ['calendar', 'status'], 'seats', 'decision', 'side']);
