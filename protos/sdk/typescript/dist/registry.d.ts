import { type DescMessage, type Message, type MessageShape, type Registry } from "@bufbuild/protobuf";
import { type Any } from "@bufbuild/protobuf/wkt";
/** Every file of the public API (src/gen/index.ts lists them, generated). */
export declare const registry: Registry;
/** The full name of the message inside an Any ("ludus.v1.ArkCommand"). */
export declare function typeName(any: Any): string;
/** The message inside an Any, as its generated type; throws if this SDK does not know it. */
export declare function unpack(any: Any): Message;
/** Like unpack, for an optional field (undefined or an empty Any stay undefined). */
export declare function unpackOptional(any: Any | undefined): Message | undefined;
/** A message packed into an Any, as the gateway takes commands and options. */
export declare function pack<Desc extends DescMessage>(schema: Desc, message: MessageShape<Desc>): Any;
