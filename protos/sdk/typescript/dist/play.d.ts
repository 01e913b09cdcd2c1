import type { MessageInitShape } from "@bufbuild/protobuf";
import type { Any } from "@bufbuild/protobuf/wkt";
import type { Client } from "@connectrpc/connect";
import type { MatchEvent } from "./gen/ludus/v1/common_pb.js";
import type { Gateway, SubmitCommandRequestSchema, SubmitCommandResponse } from "./gen/ludus/v1/gateway_pb.js";
export type GatewayClient = Client<typeof Gateway>;
/** Transport retries: `attempts` in all; capped exponential backoff with full jitter. */
export interface RetryOptions {
    attempts?: number;
    initialMs?: number;
    maxMs?: number;
}
/** A fresh command id (what makes a retried SubmitCommand safe). */
export declare function newCommandId(): string;
/** The legal commands of a seat now (every page) and the version they are valid for. */
export declare function legalCommands(client: GatewayClient, matchId: string, token: string): Promise<{
    version: bigint;
    commands: Any[];
    notBeforeMs: bigint;
}>;
/** SubmitCommand with a command id (chosen if the request has none) kept on every retry of a
 * transport failure, so a command whose answer was lost is applied once. Other errors throw. */
export declare function submit(client: GatewayClient, request: MessageInitShape<typeof SubmitCommandRequestSchema>, retry?: RetryOptions): Promise<{
    response: SubmitCommandResponse;
    commandId: string;
    attempts: number;
}>;
/** A match's events from `fromVersion`, then live ones until MatchEnded. A dropped connection is
 * resumed from the last version seen + 1. Stop early with `break` or an AbortSignal. */
export declare function watch(client: GatewayClient, options: {
    matchId: string;
    token?: string;
    fromVersion?: bigint;
    signal?: AbortSignal;
}, retry?: RetryOptions): AsyncGenerator<MatchEvent>;
