/**
 * Building blocks for the games' move schemas (kernel/move-schema.ts). A
 * schema describes a move's structure — which fields, which nest, how long a
 * list may be — and leaves values and presence to the rules: every field is
 * optional and a scalar field takes any short JSON scalar; `validate` says
 * whether what is there makes a legal move (and with which message).
 */
import { z } from 'zod';

/** Any JSON scalar a rule may read (a number, a short string such as an id, a boolean, null). */
export const scalar = z.union([z.number(), z.string().max(64), z.boolean(), z.null()]).optional();
/** Same as `scalar` (a field the rules treat as optional). */
export const opt = scalar;
/** A list of at most `max` scalars (a path, a list of provinces). */
export const scalars = (max: number) => z.array(scalar).max(max).optional();
/** A list of at most `max` objects of this shape (unknown fields dropped). */
export const objects = (max: number, shape: z.ZodRawShape) => z.array(z.object(shape)).max(max).optional();
