/** The SDK's version: protos/sdk/VERSION (a test checks they agree; see protos/sdk/README.md). */
export const VERSION = "1.7.0";
/** The API package this SDK speaks. */
export const API = "ludus.v1";
