import { TenkaRequestError } from '@shared/contract/client';

const HEADLINES: Record<string, string> = {
  transport: 'Could not reach the Tenka host',
  'bad-request': 'The request was not understood',
  'too-large': 'The request was too large',
  'unknown-ruleset': 'That game is not available',
  'bad-options': 'Those game options are not valid',
  'unknown-game': 'No such game',
  'not-your-seat': 'That seat is not yours',
  'not-your-turn': 'It is not your turn',
  'illegal-move': 'That move is not allowed',
  'game-over': 'The game is over',
  internal: 'Something went wrong in the host',
};

export interface ShownError {
  headline: string;
  detail: string;
}

/** A person-readable account of a failed request. */
export function describeError(error: unknown, doing?: string): ShownError {
  const prefix = doing ? `${doing}: ` : '';
  if (error instanceof TenkaRequestError) {
    return { headline: `${prefix}${HEADLINES[error.code] ?? 'The request failed'}`, detail: error.message };
  }
  return { headline: `${prefix}Something went wrong`, detail: error instanceof Error ? error.message : String(error) };
}
