import { type Transport } from "@connectrpc/connect";
import type { GatewayClient } from "./play.js";
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
/** A transport over the web face at `baseUrl` (e.g. "http://127.0.0.1:8080"). */
export declare function createWebTransport(baseUrl: string, options?: WebClientOptions): Transport;
/** A typed client of ludus.v1.Gateway over the web face. */
export declare function createWebClient(baseUrl: string, options?: WebClientOptions): GatewayClient;
