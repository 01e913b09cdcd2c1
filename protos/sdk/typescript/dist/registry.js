// Typed packing and unpacking: every message of the public API in one protobuf-es registry, so an
// Any the gateway sends (a command, an event, a view, options, static data, result details, an
// error detail) decodes to its generated type, and JSON (the web face) can carry Any fields.
import { createRegistry } from "@bufbuild/protobuf";
import { anyPack, anyUnpack } from "@bufbuild/protobuf/wkt";
import { files } from "./gen/index.js";
/** Every file of the public API (src/gen/index.ts lists them, generated). */
export const registry = createRegistry(...files);
/** The full name of the message inside an Any ("ludus.v1.ArkCommand"). */
export function typeName(any) {
    return any.typeUrl.slice(any.typeUrl.lastIndexOf("/") + 1);
}
/** The message inside an Any, as its generated type; throws if this SDK does not know it. */
export function unpack(any) {
    const message = anyUnpack(any, registry);
    if (message === undefined) {
        throw new Error(`unknown message type ${any.typeUrl} (an SDK older than the server?)`);
    }
    return message;
}
/** Like unpack, for an optional field (undefined or an empty Any stay undefined). */
export function unpackOptional(any) {
    return any === undefined || any.typeUrl === "" ? undefined : unpack(any);
}
/** A message packed into an Any, as the gateway takes commands and options. */
export function pack(schema, message) {
    return anyPack(schema, message);
}
