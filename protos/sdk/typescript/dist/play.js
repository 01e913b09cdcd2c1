import { isRetryable } from "./errors.js";
import { MatchEndedSchema } from "./gen/ludus/v1/common_pb.js";
import { typeName } from "./registry.js";
const DEFAULT_RETRY = { attempts: 6, initialMs: 100, maxMs: 5000 };
function backoffMs(retry, attempt) {
    return Math.random() * Math.min(retry.maxMs, retry.initialMs * 2 ** (attempt - 1));
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A fresh command id (what makes a retried SubmitCommand safe). */
export function newCommandId() {
    return crypto.randomUUID();
}
/** The legal commands of a seat now (every page) and the version they are valid for. */
export async function legalCommands(client, matchId, token) {
    for (;;) {
        const commands = [];
        let version;
        let notBeforeMs = 0n;
        for (;;) {
            const page = await client.listLegalCommands({ matchId, token, offset: commands.length, limit: 1000 });
            if (version !== undefined && page.version !== version)
                break; // moved while paging: start over
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
export async function submit(client, request, retry = {}) {
    const policy = { ...DEFAULT_RETRY, ...retry };
    const commandId = request.commandId || newCommandId();
    for (let attempt = 1;; attempt++) {
        try {
            const response = await client.submitCommand({ ...request, commandId });
            return { response, commandId, attempts: attempt };
        }
        catch (error) {
            if (!isRetryable(error) || attempt >= policy.attempts)
                throw error;
        }
        await sleep(backoffMs(policy, attempt));
    }
}
/** A match's events from `fromVersion`, then live ones until MatchEnded. A dropped connection is
 * resumed from the last version seen + 1. Stop early with `break` or an AbortSignal. */
export async function* watch(client, options, retry = {}) {
    const policy = { ...DEFAULT_RETRY, ...retry };
    let next = options.fromVersion !== undefined && options.fromVersion > 1n ? options.fromVersion : 1n;
    let failures = 0;
    for (;;) {
        let failure = undefined;
        try {
            const stream = client.watchMatch({ matchId: options.matchId, token: options.token ?? "", fromVersion: next }, { signal: options.signal });
            for await (const event of stream) {
                if (event.version < next)
                    continue; // a reconnection's overlap: already delivered
                if (event.version > next)
                    throw new Error(`watch skipped from version ${next} to ${event.version}`);
                next = event.version + 1n;
                failures = 0;
                yield event;
                if (event.event !== undefined && typeName(event.event) === MatchEndedSchema.typeName)
                    return;
            }
        }
        catch (error) {
            if (!isRetryable(error))
                throw error;
            failure = error;
        }
        // Closed before MatchEnded, or dropped: resume.
        failures += 1;
        if (failures >= policy.attempts)
            throw failure ?? new Error("the watch kept closing before the match ended");
        await sleep(backoffMs(policy, failures));
    }
}
