import { type Interceptor } from "@connectrpc/connect";
import type { GatewayClient } from "./play.js";
export * from "./index.js";
export interface NodeClientOptions {
    /** An account's access token, sent as `authorization: Bearer` metadata. Sign-in is not in the
     * API yet: this is the hook it will fill (a function is asked before every call). */
    accessToken?: string | (() => string | undefined);
    /** Use TLS ("https://") instead of plaintext. */
    tls?: boolean;
    interceptors?: Interceptor[];
}
/** A typed client of ludus.v1.Gateway at `address` ("host:port"). */
export declare function createNodeClient(address: string, options?: NodeClientOptions): GatewayClient;
