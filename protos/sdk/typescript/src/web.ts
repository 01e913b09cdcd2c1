// The gateway's web face (HTTP/JSON + WebSocket) as a Connect transport, so that the same typed
// client and helpers (play.ts) work in a browser: unary calls are `POST /ludus.v1.Gateway/<Method>`
// with protobuf's JSON mapping; WatchMatch is a WebSocket that takes the request as its first text
// frame and sends one message per frame (gateway/webface/face.py).
import { create, fromJson, toJson, type DescMessage, type JsonValue, type MessageShape } from "@bufbuild/protobuf";
import {
  Code,
  ConnectError,
  createClient,
  type StreamResponse,
  type Transport,
  type UnaryResponse,
} from "@connectrpc/connect";
import { RULE_CODE_KEY } from "./errors.js";
import { Gateway } from "./gen/ludus/v1/gateway_pb.js";
import type { GatewayClient } from "./play.js";
import { registry } from "./registry.js";

export * from "./index.js";

/** The WebSocket constructor: the browser's (globalThis.WebSocket), or e.g. the `ws` package's. */
export type WebSocketConstructor = new (url: string) => WebSocket;

export interface WebClientOptions {
  fetch?: typeof globalThis.fetch;
  WebSocket?: WebSocketConstructor;
  /** An account's access token, sent as `Authorization: Bearer` on unary calls (the web face
   * forwards it as gRPC metadata). Sign-in is not in the API yet: this is its hook. */
  accessToken?: string | (() => string | undefined);
}

interface ErrorBody {
  code?: number;
  message?: string;
  ruleCode?: string;
}

function apiError(body: ErrorBody | undefined, fallback: string): ConnectError {
  const metadata = body?.ruleCode ? { [RULE_CODE_KEY]: body.ruleCode } : undefined;
  return new ConnectError(body?.message ?? fallback, (body?.code ?? Code.Unknown) as Code, metadata);
}

function encode<Desc extends DescMessage>(schema: Desc, input: unknown): string {
  return JSON.stringify(toJson(schema, create(schema, input as never), { registry }));
}

function decode<Desc extends DescMessage>(schema: Desc, json: JsonValue): MessageShape<Desc> {
  return fromJson(schema, json, { registry, ignoreUnknownFields: true });
}

/** A transport over the web face at `baseUrl` (e.g. "http://127.0.0.1:8080"). */
export function createWebTransport(baseUrl: string, options: WebClientOptions = {}): Transport {
  const root = baseUrl.replace(/\/$/, "");
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    async unary(method, signal, timeoutMs, _header, input): Promise<UnaryResponse<never, never>> {
      // Only the access token travels as a header: a browser's WebSocket cannot send headers, and
      // a cross-origin page may send Authorization only if the face's CORS policy admits it, so
      // seat tokens stay in the request body (`token` fields), which works everywhere.
      const token = typeof options.accessToken === "function" ? options.accessToken() : options.accessToken;
      if (timeoutMs !== undefined) {
        signal = signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
      }
      let response: Response;
      try {
        response = await doFetch(`${root}/${method.parent.typeName}/${method.name}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: encode(method.input, input),
          signal,
        });
      } catch (error) {
        if (signal?.aborted && signal.reason instanceof DOMException && signal.reason.name === "TimeoutError") {
          throw new ConnectError(`no answer within ${timeoutMs} ms`, Code.DeadlineExceeded);
        }
        throw new ConnectError(`cannot reach ${root}: ${String(error)}`, Code.Unavailable);
      }
      const body = (await response.json().catch(() => undefined)) as JsonValue | undefined;
      if (!response.ok || body === undefined) {
        throw apiError(body as ErrorBody | undefined, `HTTP ${response.status}`);
      }
      return {
        stream: false,
        service: method.parent,
        method,
        header: response.headers,
        trailer: new Headers(),
        message: decode(method.output, body),
      } as unknown as UnaryResponse<never, never>;
    },

    async stream(method, signal, _timeoutMs, _header, input): Promise<StreamResponse<never, never>> {
      let request: unknown;
      for await (const first of input) {
        request = first;
        break;
      }
      const Socket = options.WebSocket ?? (globalThis.WebSocket as WebSocketConstructor | undefined);
      if (Socket === undefined) throw new ConnectError("no WebSocket implementation", Code.Unimplemented);
      const url = `${root.replace(/^http/, "ws")}/${method.parent.typeName}/${method.name}`;
      return {
        stream: true,
        service: method.parent,
        method,
        header: new Headers(),
        trailer: new Headers(),
        message: frames(new Socket(url), encode(method.input, request), (json) => decode(method.output, json), signal),
      } as unknown as StreamResponse<never, never>;
    },
  };
}

/** The messages of a WebSocket as an async iterable; the close code says how the stream ended. */
async function* frames<T>(
  socket: WebSocket,
  request: string,
  parse: (json: JsonValue) => T,
  signal: AbortSignal | undefined,
): AsyncGenerator<T> {
  const queue: Array<{ data?: string; end?: ConnectError | null }> = [];
  let wake: (() => void) | undefined;
  const push = (item: { data?: string; end?: ConnectError | null }) => {
    queue.push(item);
    wake?.();
  };
  let failed: ConnectError | undefined;
  socket.onopen = () => socket.send(request);
  socket.onmessage = (event: MessageEvent) => push({ data: String(event.data) });
  socket.onerror = () => {
    failed ??= new ConnectError("the WebSocket failed", Code.Unavailable);
  };
  socket.onclose = (event: CloseEvent) => {
    // 1000: the stream ended. 4000 + HTTP status: an error frame came first. Else: dropped.
    push({ end: event.code === 1000 ? null : (failed ?? new ConnectError(`WebSocket closed (${event.code})`, Code.Unavailable)) });
  };
  const abort = () => socket.close();
  signal?.addEventListener("abort", abort);
  try {
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const item = queue.shift()!;
      if (item.end !== undefined) {
        if (item.end !== null) throw item.end;
        return;
      }
      const json = JSON.parse(item.data!) as JsonValue & { error?: ErrorBody };
      if (json !== null && typeof json === "object" && !Array.isArray(json) && "error" in json) {
        failed = apiError(json.error, "the stream failed");
        continue; // the close that follows ends the loop with this error
      }
      yield parse(json);
    }
  } finally {
    signal?.removeEventListener("abort", abort);
    if (socket.readyState <= 1) socket.close();
  }
}

/** A typed client of ludus.v1.Gateway over the web face. */
export function createWebClient(baseUrl: string, options: WebClientOptions = {}): GatewayClient {
  return createClient(Gateway, createWebTransport(baseUrl, options));
}
