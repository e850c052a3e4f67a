import type { Bot } from '../../../ai/bot';
export const KUNITORI_BOTS: readonly Bot[] = [];
