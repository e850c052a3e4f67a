/** Toy Race moves as the rules read them (kernel/move-schema.ts): `{ bid }`. */
import { plainMoves } from '../../kernel/move-schema';
import { scalar } from '../../kernel/move-fields';

export const TOY_MOVES = plainMoves({ bid: scalar });
