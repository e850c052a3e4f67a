/** Toy Race moves as the rules read them (kernel/move-schema.ts): one kind, `{ type: 'bid', bid }`. */
import { typedMoves } from '../../kernel/move-schema';
import { scalar } from '../../kernel/move-fields';

export const TOY_MOVES = typedMoves({ bid: { bid: scalar } });
