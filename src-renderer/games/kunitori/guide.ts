/** The first-game guide's steps for Kunitori! (kit/guide): what each part of the table is. */
import { tableGuide } from '../../kit/guide/table-guide';

export default tableGuide('kunitori', [
  ['turn', 'status'],
  ['hand', ['[data-testid="hand"]']],
  ['supply', ['[data-testid="supply"]']],
  ['deck', ['[data-testid="my-deck"]']],
  'decision',
  'seats',
]);
