import type { ContractError, ErrorCode } from '../../src-shared/contract/messages';

/** A request failed in a way the client should be told about, typed by the contract. */
export class ContractFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly rule?: string,
  ) {
    super(message);
    this.name = 'ContractFailure';
  }

  toContractError(): ContractError {
    return this.rule === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, rule: this.rule };
  }
}

export const fail = (code: ErrorCode, message: string, rule?: string): never => {
  throw new ContractFailure(code, message, rule);
};
