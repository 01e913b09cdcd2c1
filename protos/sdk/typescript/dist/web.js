// The gateway's web face (HTTP/JSON + WebSocket) as a Connect transport, so that the same typed
// client and helpers (play.ts) work in a browser: unary calls are `POST /ludus.v1.Gateway/<Method>`
// with protobuf's JSON mapping; WatchMatch is a WebSocket that takes the request as its first text
// frame and sends one message per frame (gateway/webface/face.py).
import { create, fromJson, toJson } from "@bufbuild/protobuf";
import { Code, ConnectError, createClient, } from "@connectrpc/connect";
import { RULE_CODE_KEY } from "./errors.js";
import { Gateway } from "./gen/ludus/v1/gateway_pb.js";
import { registry } from "./registry.js";
export * from "./index.js";
function apiError(body, fallback) {
    const metadata = body?.ruleCode ? { [RULE_CODE_KEY]: body.ruleCode } : undefined;
    return new ConnectError(body?.message ?? fallback, (body?.code ?? Code.Unknown), metadata);
}
function encode(schema, input) {
    return JSON.stringify(toJson(schema, create(schema, input), { registry }));
}
function decode(schema, json) {
    return fromJson(schema, json, { registry, ignoreUnknownFields: true });
}
/** A transport over the web face at `baseUrl` (e.g. "http://127.0.0.1:8080"). */
export function createWebTransport(baseUrl, options = {}) {
    const root = baseUrl.replace(/\/$/, "");
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    return {
        async unary(method, signal, timeoutMs, _header, input) {
            // Only the access token travels as a header: a browser's WebSocket cannot send headers, and
            // a cross-origin page may send Authorization only if the face's CORS policy admits it, so
            // seat tokens stay in the request body (`token` fields), which works everywhere.
            const token = typeof options.accessToken === "function" ? options.accessToken() : options.accessToken;
            if (timeoutMs !== undefined) {
                signal = signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
            }
            let response;
            try {
                response = await doFetch(`${root}/${method.parent.typeName}/${method.name}`, {
                    method: "POST",
                    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
                    body: encode(method.input, input),
                    signal,
                });
            }
            catch (error) {
                if (signal?.aborted && signal.reason instanceof DOMException && signal.reason.name === "TimeoutError") {
                    throw new ConnectError(`no answer within ${timeoutMs} ms`, Code.DeadlineExceeded);
                }
                throw new ConnectError(`cannot reach ${root}: ${String(error)}`, Code.Unavailable);
            }
            const body = (await response.json().catch(() => undefined));
            if (!response.ok || body === undefined) {
                throw apiError(body, `HTTP ${response.status}`);
            }
            return {
                stream: false,
                service: method.parent,
                method,
                header: response.headers,
                trailer: new Headers(),
                message: decode(method.output, body),
            };
        },
        async stream(method, signal, _timeoutMs, _header, input) {
            let request;
            for await (const first of input) {
                request = first;
                break;
            }
            const Socket = options.WebSocket ?? globalThis.WebSocket;
            if (Socket === undefined)
                throw new ConnectError("no WebSocket implementation", Code.Unimplemented);
            const url = `${root.replace(/^http/, "ws")}/${method.parent.typeName}/${method.name}`;
            return {
                stream: true,
                service: method.parent,
                method,
                header: new Headers(),
                trailer: new Headers(),
                message: frames(new Socket(url), encode(method.input, request), (json) => decode(method.output, json), signal),
            };
        },
    };
}
/** The messages of a WebSocket as an async iterable; the close code says how the stream ended. */
async function* frames(socket, request, parse, signal) {
    const queue = [];
    let wake;
    const push = (item) => {
        queue.push(item);
        wake?.();
    };
    let failed;
    socket.onopen = () => socket.send(request);
    socket.onmessage = (event) => push({ data: String(event.data) });
    socket.onerror = () => {
        failed ??= new ConnectError("the WebSocket failed", Code.Unavailable);
    };
    socket.onclose = (event) => {
        // 1000: the stream ended. 4000 + HTTP status: an error frame came first. Else: dropped.
        push({ end: event.code === 1000 ? null : (failed ?? new ConnectError(`WebSocket closed (${event.code})`, Code.Unavailable)) });
    };
    const abort = () => socket.close();
    signal?.addEventListener("abort", abort);
    try {
        for (;;) {
            while (queue.length === 0)
                await new Promise((resolve) => (wake = resolve));
            const item = queue.shift();
            if (item.end !== undefined) {
                if (item.end !== null)
                    throw item.end;
                return;
            }
            const json = JSON.parse(item.data);
            if (json !== null && typeof json === "object" && !Array.isArray(json) && "error" in json) {
                failed = apiError(json.error, "the stream failed");
                continue; // the close that follows ends the loop with this error
            }
            yield parse(json);
        }
    }
    finally {
        signal?.removeEventListener("abort", abort);
        if (socket.readyState <= 1)
            socket.close();
    }
}
/** A typed client of ludus.v1.Gateway over the web face. */
export function createWebClient(baseUrl, options = {}) {
    return createClient(Gateway, createWebTransport(baseUrl, options));
}
