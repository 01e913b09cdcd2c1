// The loop a client writes, the same over gRPC (node.ts) and HTTP/JSON + WebSocket (web.ts):
// commands submitted with a command id kept across retries, and a watch that resumes from the
// last version seen + 1 after a dropped connection (no gap, no duplicate).
//
// The enriched API being added to the gateway (legal commands inside SubmitCommandResponse and
// MatchEvent, a bidirectional Play stream) changes only `legalCommands` (read the commands from
// the last answer) and `submit`; nothing else depends on how a turn is learnt.
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { Any } from "@bufbuild/protobuf/wkt";
import type { Client } from "@connectrpc/connect";
import { isRetryable } from "./errors.js";
import type { MatchEvent } from "./gen/ludus/v1/common_pb.js";
import { MatchEndedSchema } from "./gen/ludus/v1/common_pb.js";
import type { Gateway, SubmitCommandRequestSchema, SubmitCommandResponse } from "./gen/ludus/v1/gateway_pb.js";
import { typeName } from "./registry.js";

export type GatewayClient = Client<typeof Gateway>;

/** Transport retries: `attempts` in all; capped exponential backoff with full jitter. */
export interface RetryOptions {
  attempts?: number;
  initialMs?: number;
  maxMs?: number;
}

const DEFAULT_RETRY: Required<RetryOptions> = { attempts: 6, initialMs: 100, maxMs: 5000 };

function backoffMs(retry: Required<RetryOptions>, attempt: number): number {
  return Math.random() * Math.min(retry.maxMs, retry.initialMs * 2 ** (attempt - 1));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh command id (what makes a retried SubmitCommand safe). */
export function newCommandId(): string {
  return crypto.randomUUID();
}

/** The legal commands of a seat now (every page) and the version they are valid for. */
export async function legalCommands(
  client: GatewayClient,
  matchId: string,
  token: string,
): Promise<{ version: bigint; commands: Any[]; notBeforeMs: bigint }> {
  for (;;) {
    const commands: Any[] = [];
    let version: bigint | undefined;
    let notBeforeMs = 0n;
    for (;;) {
      const page = await client.listLegalCommands({ matchId, token, offset: commands.length, limit: 1000 });
      if (version !== undefined && page.version !== version) break; // moved while paging: start over
      version = page.version;
      notBeforeMs = page.notBeforeMs;
      commands.push(...page.commands);
      if (page.commands.length === 0 || commands.length >= page.total) {
        return { version, commands, notBeforeMs };
      }
    }
  }
}

/** SubmitCommand with a command id (chosen if the request has none) kept on every retry of a
 * transport failure, so a command whose answer was lost is applied once. Other errors throw. */
export async function submit(
  client: GatewayClient,
  request: MessageInitShape<typeof SubmitCommandRequestSchema>,
  retry: RetryOptions = {},
): Promise<{ response: SubmitCommandResponse; commandId: string; attempts: number }> {
  const policy = { ...DEFAULT_RETRY, ...retry };
  const commandId = request.commandId || newCommandId();
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await client.submitCommand({ ...request, commandId });
      return { response, commandId, attempts: attempt };
    } catch (error) {
      if (!isRetryable(error) || attempt >= policy.attempts) throw error;
    }
    await sleep(backoffMs(policy, attempt));
  }
}

/** A match's events from `fromVersion`, then live ones until MatchEnded. A dropped connection is
 * resumed from the last version seen + 1. Stop early with `break` or an AbortSignal. */
export async function* watch(
  client: GatewayClient,
  options: { matchId: string; token?: string; fromVersion?: bigint; signal?: AbortSignal },
  retry: RetryOptions = {},
): AsyncGenerator<MatchEvent> {
  const policy = { ...DEFAULT_RETRY, ...retry };
  let next = options.fromVersion !== undefined && options.fromVersion > 1n ? options.fromVersion : 1n;
  let failures = 0;
  for (;;) {
    let failure: unknown = undefined;
    try {
      const stream = client.watchMatch(
        { matchId: options.matchId, token: options.token ?? "", fromVersion: next },
        { signal: options.signal },
      );
      for await (const event of stream) {
        if (event.version < next) continue; // a reconnection's overlap: already delivered
        if (event.version > next) throw new Error(`watch skipped from version ${next} to ${event.version}`);
        next = event.version + 1n;
        failures = 0;
        yield event;
        if (event.event !== undefined && typeName(event.event) === MatchEndedSchema.typeName) return;
      }
    } catch (error) {
      if (!isRetryable(error)) throw error;
      failure = error;
    }
    // Closed before MatchEnded, or dropped: resume.
    failures += 1;
    if (failures >= policy.attempts) throw failure ?? new Error("the watch kept closing before the match ended");
    await sleep(backoffMs(policy, failures));
  }
}
