import type { Bot } from '../../../ai/bot';
export const GEKOKUJO_BOTS: readonly Bot[] = [];
