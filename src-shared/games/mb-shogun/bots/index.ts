import type { Bot } from '../../../ai/bot';
export const MB_SHOGUN_BOTS: readonly Bot[] = [];
