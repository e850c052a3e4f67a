import type { Bot } from '../../../ai/bot';
export const JUNI_TSUKI_BOTS: readonly Bot[] = [];
