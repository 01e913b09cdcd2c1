/** The trailer (gRPC) or header (HTTP) carrying a rule violation's stable code. */
export declare const RULE_CODE_KEY = "ludus-rule-code";
/** The stable rule code of a refusal (FAILED_PRECONDITION, some INVALID_ARGUMENT), or "". */
export declare function ruleCode(error: unknown): string;
/** The statuses that say "the platform was not reached in time": safe to repeat a safe call. */
export declare function isRetryable(error: unknown): boolean;
/** ABORTED: expected_version was given and the match moved on; re-read and choose again. */
export declare function isStale(error: unknown): boolean;
