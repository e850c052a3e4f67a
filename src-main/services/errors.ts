import type { ContractError, ErrorCode } from '../../src-shared/contract/messages';

/** A request failed in a way the client should be told about, typed by the contract. */
export class ContractFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly rule?: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ContractFailure';
  }

  toContractError(): ContractError {
    return { code: this.code, message: this.message, ...(this.rule === undefined ? {} : { rule: this.rule }), ...(this.params ? { params: this.params } : {}) };
  }
}

export const fail = (code: ErrorCode, message: string, rule?: string, params?: Record<string, string | number>): never => {
  throw new ContractFailure(code, message, rule, params);
};
