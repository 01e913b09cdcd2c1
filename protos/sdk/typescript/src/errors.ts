// The gateway's errors, as Connect's ConnectError on both faces (gRPC and HTTP/JSON).
import { Code, ConnectError } from "@connectrpc/connect";

/** The trailer (gRPC) or header (HTTP) carrying a rule violation's stable code. */
export const RULE_CODE_KEY = "ludus-rule-code";

/** The stable rule code of a refusal (FAILED_PRECONDITION, some INVALID_ARGUMENT), or "". */
export function ruleCode(error: unknown): string {
  return error instanceof ConnectError ? (error.metadata.get(RULE_CODE_KEY) ?? "") : "";
}

/** The statuses that say "the platform was not reached in time": safe to repeat a safe call. */
export function isRetryable(error: unknown): boolean {
  const code = ConnectError.from(error).code;
  return code === Code.Unavailable || code === Code.DeadlineExceeded;
}

/** ABORTED: expected_version was given and the match moved on; re-read and choose again. */
export function isStale(error: unknown): boolean {
  return error instanceof ConnectError && error.code === Code.Aborted;
}
