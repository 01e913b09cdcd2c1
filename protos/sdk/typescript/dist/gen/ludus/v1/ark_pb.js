// Ark (Arche Opti Mix): commands, events and views.
//
// Rules: docs/rules/ark.md (our decisions) and the rules reference it cites. In short: players load
// animals and provisions into the cabins of an ark with two sides (left and right), keeping it
// balanced (tilt -2..+2) and respecting climate, diet and shyness; markers on five scoring cards
// (heavy, slow, shy, useful, provision) score at the end.
//
// Cards are named by stable string ids ("elephant", "provision_hot_1a", ...); every card exists
// once. GameInfo.static_data for Ark is an ArkCatalogue with each card's attributes. Rain cards
// have the id "rain" and never reach a hand.
//
// Cabins are addressed by side and row. Row 1 is the row next to the ark card; a side with n cabins
// has rows 1..n, and row n + 1 on a side means "open a new cabin there".
import { enumDesc, fileDesc, messageDesc } from "@bufbuild/protobuf/codegenv2";
/**
 * Describes the file ludus/v1/ark.proto.
 */
export const file_ludus_v1_ark = /*@__PURE__*/ fileDesc("ChJsdWR1cy92MS9hcmsucHJvdG8SCGx1ZHVzLnYxIpMBCgpBcmtPcHRpb25zEi8KCmNoaW1wYW56ZWUYASABKA4yGy5sdWR1cy52MS5BcmtDaGltcGFuemVlUnVsZRIiCgRwZXRzGAIgASgOMhQubHVkdXMudjEuQXJrUGV0UnVsZRIwCgtmaW5hbF9yb3VuZBgDIAEoDjIbLmx1ZHVzLnYxLkFya0ZpbmFsUm91bmRSdWxlIsoBCgtBcmtDYXJkSW5mbxIKCgJpZBgBIAEoCRIMCgRuYW1lGAIgASgJEiUKB2NsaW1hdGUYAyABKA4yFC5sdWR1cy52MS5BcmtDbGltYXRlEg4KBndlaWdodBgEIAEoDRIfCgRkaWV0GAUgASgOMhEubHVkdXMudjEuQXJrRGlldBInCghjYXRlZ29yeRgGIAEoDjIVLmx1ZHVzLnYxLkFya0NhdGVnb3J5Eg8KB3NwZWNpYWwYByABKAgSDwoHYWJpbGl0eRgIIAEoCSKiAQoMQXJrQ2F0YWxvZ3VlEiQKBWNhcmRzGAEgAygLMhUubHVkdXMudjEuQXJrQ2FyZEluZm8SEgoKcmFpbl9jYXJkcxgCIAEoDRItCg9kZWZhdWx0X29wdGlvbnMYAyABKAsyFC5sdWR1cy52MS5BcmtPcHRpb25zEhoKEm1hcmtlcnNfcGVyX3BsYXllchgEIAEoDRINCgVkaXNjcxgFIAEoDSLhAQoKQXJrQ29tbWFuZBIhCgRkcmF3GAEgASgLMhEubHVkdXMudjEuQXJrRHJhd0gAEioKCXBsYXlfY2FyZBgCIAEoCzIVLmx1ZHVzLnYxLkFya1BsYXlDYXJkSAASKAoIZW5kX3R1cm4YAyABKAsyFC5sdWR1cy52MS5BcmtFbmRUdXJuSAASLAoKY2hvb3NlX3BldBgEIAEoCzIWLmx1ZHVzLnYxLkFya0Nob29zZVBldEgAEiEKBHBhc3MYBSABKAsyES5sdWR1cy52MS5BcmtQYXNzSABCCQoHY29tbWFuZCIfCgdBcmtEcmF3EhQKDGRpc3BsYXlfY2FyZBgBIAEoCSKaAQoLQXJrUGxheUNhcmQSDAoEY2FyZBgBIAEoCRIfCgRzaWRlGAIgASgOMhEubHVkdXMudjEuQXJrU2lkZRILCgNyb3cYAyABKA0SEQoJZHJpdmVfb3V0GAQgASgJEiYKB3VwZ3JhZGUYBSABKA4yFS5sdWR1cy52MS5BcmtDYXRlZ29yeRIUCgxkaXNwbGF5X2NhcmQYBiABKAkiDAoKQXJrRW5kVHVybiIcCgxBcmtDaG9vc2VQZXQSDAoEY2FyZBgBIAEoCSIJCgdBcmtQYXNzIr4GCghBcmtFdmVudBIjCgVzZXR1cBgBIAEoCzISLmx1ZHVzLnYxLkFya1NldHVwSAASMAoMdHVybl9zdGFydGVkGAIgASgLMhgubHVkdXMudjEuQXJrVHVyblN0YXJ0ZWRIABIsCgpjYXJkX3Rha2VuGAMgASgLMhYubHVkdXMudjEuQXJrQ2FyZFRha2VuSAASLAoKY2FyZF9kcmF3bhgEIAEoCzIWLmx1ZHVzLnYxLkFya0NhcmREcmF3bkgAEjIKDXJhaW5fcmV2ZWFsZWQYBSABKAsyGS5sdWR1cy52MS5BcmtSYWluUmV2ZWFsZWRIABI4ChBkaXNwbGF5X3JlZmlsbGVkGAYgASgLMhwubHVkdXMudjEuQXJrRGlzcGxheVJlZmlsbGVkSAASLgoLY2FyZF9wbGF5ZWQYByABKAsyFy5sdWR1cy52MS5BcmtDYXJkUGxheWVkSAASMgoNbWFya2VyX3BsYWNlZBgIIAEoCzIZLmx1ZHVzLnYxLkFya01hcmtlclBsYWNlZEgAEjYKD21hcmtlcl91cGdyYWRlZBgJIAEoCzIbLmx1ZHVzLnYxLkFya01hcmtlclVwZ3JhZGVkSAASPQoTaGFsZl9tYXJrZXJzX21lcmdlZBgKIAEoCzIeLmx1ZHVzLnYxLkFya0hhbGZNYXJrZXJzTWVyZ2VkSAASLgoLZGlzY3NfbW92ZWQYCyABKAsyFy5sdWR1cy52MS5BcmtEaXNjc01vdmVkSAASOQoRcGV0X3BoYXNlX3N0YXJ0ZWQYDCABKAsyHC5sdWR1cy52MS5BcmtQZXRQaGFzZVN0YXJ0ZWRIABIsCgpwZXRfY2hvc2VuGA0gASgLMhYubHVkdXMudjEuQXJrUGV0Q2hvc2VuSAASPQoTZmluYWxfcm91bmRfc3RhcnRlZBgOIAEoCzIeLmx1ZHVzLnYxLkFya0ZpbmFsUm91bmRTdGFydGVkSAASJQoGcGFzc2VkGA8gASgLMhMubHVkdXMudjEuQXJrUGFzc2VkSAASLgoLZ2FtZV9zY29yZWQYECABKAsyFy5sdWR1cy52MS5BcmtHYW1lU2NvcmVkSABCBwoFZXZlbnQiSgoMQXJrUGxhY2VtZW50Eh8KBHNpZGUYASABKA4yES5sdWR1cy52MS5BcmtTaWRlEgsKA3JvdxgCIAEoDRIMCgRjYXJkGAMgASgJIjUKB0Fya0hhbmQSDAoEc2VhdBgBIAEoDRINCgVjYXJkcxgCIAMoCRINCgVjb3VudBgDIAEoDSLPAQoIQXJrU2V0dXASEgoKc3RhcnRfc2VhdBgBIAEoDRIuCg5zdGFydGluZ19jYXJkcxgCIAMoCzIWLmx1ZHVzLnYxLkFya1BsYWNlbWVudBINCgVkaXNjcxgDIAMoDRIOCgZzdXBwbHkYBCABKA0SIAoFaGFuZHMYBSADKAsyES5sdWR1cy52MS5BcmtIYW5kEg8KB2Rpc3BsYXkYBiADKAkSDAoEZGVjaxgHIAMoCRIRCglkZWNrX3NpemUYCCABKA0SDAoEdGlsdBgJIAEoESJBCg5BcmtUdXJuU3RhcnRlZBIMCgRzZWF0GAEgASgNEiEKBXBoYXNlGAIgASgOMhIubHVkdXMudjEuQXJrUGhhc2UiUwoMQXJrQ2FyZFRha2VuEgwKBHNlYXQYASABKA0SDAoEY2FyZBgCIAEoCRInCgZyZWFzb24YAyABKA4yFy5sdWR1cy52MS5BcmtUYWtlUmVhc29uIioKDEFya0NhcmREcmF3bhIMCgRzZWF0GAEgASgNEgwKBGNhcmQYAiABKAkiIgoPQXJrUmFpblJldmVhbGVkEg8KB29yZGluYWwYASABKA0iIgoSQXJrRGlzcGxheVJlZmlsbGVkEgwKBGNhcmQYASABKAkingEKDUFya0NhcmRQbGF5ZWQSDAoEc2VhdBgBIAEoDRIMCgRjYXJkGAIgASgJEh8KBHNpZGUYAyABKA4yES5sdWR1cy52MS5BcmtTaWRlEgsKA3JvdxgEIAEoDRIRCgluZXdfY2FiaW4YBSABKAgSEgoKZHJpdmVuX291dBgGIAEoCRIMCgR0aWx0GAcgASgREg4KBnNlY29uZBgIIAEoCCJWCg9BcmtNYXJrZXJQbGFjZWQSDAoEc2VhdBgBIAEoDRInCghjYXRlZ29yeRgCIAEoDjIVLmx1ZHVzLnYxLkFya0NhdGVnb3J5EgwKBGhhbGYYAyABKAgiSgoRQXJrTWFya2VyVXBncmFkZWQSDAoEc2VhdBgBIAEoDRInCghjYXRlZ29yeRgCIAEoDjIVLmx1ZHVzLnYxLkFya0NhdGVnb3J5Ik0KFEFya0hhbGZNYXJrZXJzTWVyZ2VkEgwKBHNlYXQYASABKA0SJwoIY2F0ZWdvcnkYAiABKA4yFS5sdWR1cy52MS5BcmtDYXRlZ29yeSKPAQoNQXJrRGlzY3NNb3ZlZBIWCglmcm9tX3NlYXQYASABKA1IAIgBARIUCgd0b19zZWF0GAIgASgNSAGIAQESDQoFY291bnQYAyABKA0SJwoGcmVhc29uGAQgASgOMhcubHVkdXMudjEuQXJrRGlzY1JlYXNvbkIMCgpfZnJvbV9zZWF0QgoKCF90b19zZWF0IiYKEkFya1BldFBoYXNlU3RhcnRlZBIQCghjaG9vc2luZxgBIAMoDSI9CgxBcmtQZXRDaG9zZW4SDAoEc2VhdBgBIAEoDRIMCgRjYXJkGAIgASgJEhEKCXNldF9hc2lkZRgDIAEoCCIqChRBcmtGaW5hbFJvdW5kU3RhcnRlZBISCgpmaXJzdF9zZWF0GAEgASgNIikKCUFya1Bhc3NlZBIMCgRzZWF0GAEgASgNEg4KBmZvcmNlZBgCIAEoCCI2Cg1BcmtHYW1lU2NvcmVkEiUKB3Njb3JpbmcYASABKAsyFC5sdWR1cy52MS5BcmtTY29yaW5nImIKDEFya1BldFJldmVhbBIMCgRzZWF0GAEgASgNEgwKBGNhcmQYAiABKAkSDQoFdmFsaWQYAyABKAgSJwoIY2F0ZWdvcnkYBCABKA4yFS5sdWR1cy52MS5BcmtDYXRlZ29yeSJGCg9BcmtDYXJkU3RhbmRpbmcSDAoEc2VhdBgBIAEoDRIVCg1kb3VibGVkX2NvdW50GAIgASgNEg4KBnBvaW50cxgDIAEoDSJpChBBcmtDYXRlZ29yeVNjb3JlEicKCGNhdGVnb3J5GAEgASgOMhUubHVkdXMudjEuQXJrQ2F0ZWdvcnkSLAoJc3RhbmRpbmdzGAIgAygLMhkubHVkdXMudjEuQXJrQ2FyZFN0YW5kaW5nIm4KDEFya1NlYXRUb3RhbBIMCgRzZWF0GAEgASgNEhMKC2NhcmRfcG9pbnRzGAIgASgNEhMKC2Rpc2NfcG9pbnRzGAMgASgNEg0KBXRvdGFsGAQgASgNEhcKD2FuaW1hbHNfaW5faGFuZBgFIAEoDSKbAQoKQXJrU2NvcmluZxIkCgRwZXRzGAEgAygLMhYubHVkdXMudjEuQXJrUGV0UmV2ZWFsEi4KCmNhdGVnb3JpZXMYAiADKAsyGi5sdWR1cy52MS5BcmtDYXRlZ29yeVNjb3JlEiYKBnRvdGFscxgDIAMoCzIWLmx1ZHVzLnYxLkFya1NlYXRUb3RhbBIPCgd3aW5uZXJzGAQgAygNIiYKCEFya0NhYmluEgsKA3JvdxgBIAEoDRINCgVjYXJkcxgCIAMoCSJSCgpBcmtNYXJrZXJzEicKCGNhdGVnb3J5GAEgASgOMhUubHVkdXMudjEuQXJrQ2F0ZWdvcnkSDQoFcGxhaW4YAiABKA0SDAoEaGFsZhgDIAEoDSLwAQoJQXJrUGxheWVyEgwKBHNlYXQYASABKA0SDQoFZGlzY3MYAiABKA0SEQoJaGFuZF9zaXplGAMgASgNEgwKBGhhbmQYBCADKAkSJQoHbWFya2VycxgFIAMoCzIULmx1ZHVzLnYxLkFya01hcmtlcnMSFQoNcGV0X3NldF9hc2lkZRgGIAEoCBILCgNwZXQYByABKAkSDgoGcGFzc2VkGAggASgIEhoKEnRha2VuX2Zyb21fZGlzcGxheRgJIAMoCRIUCgxtYXJrZXJzX2xlZnQYCiABKA0SGAoQZmluYWxfdHVybl90YWtlbhgLIAEoCCJZCgdBcmtUdXJuEhQKDGNhcmRzX3BsYXllZBgBIAEoDRIlCgpmaXJzdF9zaWRlGAIgASgOMhEubHVkdXMudjEuQXJrU2lkZRIRCglmaXJzdF9yb3cYAyABKA0iowQKB0Fya1ZpZXcSEwoGdmlld2VyGAEgASgNSACIAQESIQoFcGhhc2UYAiABKA4yEi5sdWR1cy52MS5BcmtQaGFzZRIZCgxjdXJyZW50X3NlYXQYAyABKA1IAYgBARIQCghhd2FpdGluZxgEIAMoDRISCgpzdGFydF9zZWF0GAUgASgNEiAKBGxlZnQYBiADKAsyEi5sdWR1cy52MS5BcmtDYWJpbhIhCgVyaWdodBgHIAMoCzISLmx1ZHVzLnYxLkFya0NhYmluEgwKBHRpbHQYCCABKBESDwoHZGlzcGxheRgJIAMoCRIRCglkZWNrX3NpemUYCiABKA0SFQoNcmFpbl9yZXZlYWxlZBgLIAEoDRIOCgZzdXBwbHkYDCABKA0SEgoKZHJpdmVuX291dBgNIAMoCRIkCgdwbGF5ZXJzGA4gAygLMhMubHVkdXMudjEuQXJrUGxheWVyEh8KBHR1cm4YDyABKAsyES5sdWR1cy52MS5BcmtUdXJuEiUKB3Njb3JpbmcYECABKAsyFC5sdWR1cy52MS5BcmtTY29yaW5nEiIKFXBldHNfaW50ZXJydXB0ZWRfc2VhdBgRIAEoDUgCiAEBEiUKB29wdGlvbnMYEiABKAsyFC5sdWR1cy52MS5BcmtPcHRpb25zQgkKB192aWV3ZXJCDwoNX2N1cnJlbnRfc2VhdEIYChZfcGV0c19pbnRlcnJ1cHRlZF9zZWF0KkoKB0Fya1NpZGUSGAoUQVJLX1NJREVfVU5TUEVDSUZJRUQQABIRCg1BUktfU0lERV9MRUZUEAESEgoOQVJLX1NJREVfUklHSFQQAiqeAQoLQXJrQ2F0ZWdvcnkSFQoRQVJLX0NBVEVHT1JZX05PTkUQABIWChJBUktfQ0FURUdPUllfSEVBVlkQARIVChFBUktfQ0FURUdPUllfU0xPVxACEhQKEEFSS19DQVRFR09SWV9TSFkQAxIXChNBUktfQ0FURUdPUllfVVNFRlVMEAQSGgoWQVJLX0NBVEVHT1JZX1BST1ZJU0lPThAFKmoKCkFya0NsaW1hdGUSGwoXQVJLX0NMSU1BVEVfVU5TUEVDSUZJRUQQABITCg9BUktfQ0xJTUFURV9IT1QQARIUChBBUktfQ0xJTUFURV9DT0xEEAISFAoQQVJLX0NMSU1BVEVfQk9USBADKmMKB0Fya0RpZXQSEQoNQVJLX0RJRVRfTk9ORRAAEhYKEkFSS19ESUVUX0hFUkJJVk9SRRABEhYKEkFSS19ESUVUX0NBUk5JVk9SRRACEhUKEUFSS19ESUVUX09NTklWT1JFEAMqdgoIQXJrUGhhc2USGQoVQVJLX1BIQVNFX1VOU1BFQ0lGSUVEEAASEgoOQVJLX1BIQVNFX1BMQVkQARISCg5BUktfUEhBU0VfUEVUUxACEhMKD0FSS19QSEFTRV9GSU5BTBADEhIKDkFSS19QSEFTRV9PVkVSEAQqfQoRQXJrQ2hpbXBhbnplZVJ1bGUSIwofQVJLX0NISU1QQU5aRUVfUlVMRV9VTlNQRUNJRklFRBAAEiIKHkFSS19DSElNUEFOWkVFX1JVTEVfTkVXX01BUktFUhABEh8KG0FSS19DSElNUEFOWkVFX1JVTEVfVVBHUkFERRACKmAKCkFya1BldFJ1bGUSHAoYQVJLX1BFVF9SVUxFX1VOU1BFQ0lGSUVEEAASGQoVQVJLX1BFVF9SVUxFX0VWRVJZT05FEAESGQoVQVJLX1BFVF9SVUxFX09QVElPTkFMEAIqigEKEUFya0ZpbmFsUm91bmRSdWxlEiQKIEFSS19GSU5BTF9ST1VORF9SVUxFX1VOU1BFQ0lGSUVEEAASJwojQVJLX0ZJTkFMX1JPVU5EX1JVTEVfVU5USUxfQUxMX1BBU1MQARImCiJBUktfRklOQUxfUk9VTkRfUlVMRV9PTkVfVFVSTl9FQUNIEAIqaQoNQXJrVGFrZVJlYXNvbhIfChtBUktfVEFLRV9SRUFTT05fVU5TUEVDSUZJRUQQABIYChRBUktfVEFLRV9SRUFTT05fRFJBVxABEh0KGUFSS19UQUtFX1JFQVNPTl9ORVdfQ0FCSU4QAiqIAQoNQXJrRGlzY1JlYXNvbhIfChtBUktfRElTQ19SRUFTT05fVU5TUEVDSUZJRUQQABIXChNBUktfRElTQ19SRUFTT05fRk9YEAESHQoZQVJLX0RJU0NfUkVBU09OX05FV19DQUJJThACEh4KGkFSS19ESVNDX1JFQVNPTl9GSU5BTF9QTEFZEANCRgoMZGV2Lmx1ZHVzLnYxUAFaNGdpdGh1Yi5jb20vbHVkdXMtZ2FtZXMvbHVkdXMvZ2VuL2dvL2x1ZHVzL3YxO2x1ZHVzdjFiBnByb3RvMw");
/**
 * Describes the message ludus.v1.ArkOptions.
 * Use `create(ArkOptionsSchema)` to create a new message.
 */
export const ArkOptionsSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 0);
/**
 * Describes the message ludus.v1.ArkCardInfo.
 * Use `create(ArkCardInfoSchema)` to create a new message.
 */
export const ArkCardInfoSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 1);
/**
 * Describes the message ludus.v1.ArkCatalogue.
 * Use `create(ArkCatalogueSchema)` to create a new message.
 */
export const ArkCatalogueSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 2);
/**
 * Describes the message ludus.v1.ArkCommand.
 * Use `create(ArkCommandSchema)` to create a new message.
 */
export const ArkCommandSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 3);
/**
 * Describes the message ludus.v1.ArkDraw.
 * Use `create(ArkDrawSchema)` to create a new message.
 */
export const ArkDrawSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 4);
/**
 * Describes the message ludus.v1.ArkPlayCard.
 * Use `create(ArkPlayCardSchema)` to create a new message.
 */
export const ArkPlayCardSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 5);
/**
 * Describes the message ludus.v1.ArkEndTurn.
 * Use `create(ArkEndTurnSchema)` to create a new message.
 */
export const ArkEndTurnSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 6);
/**
 * Describes the message ludus.v1.ArkChoosePet.
 * Use `create(ArkChoosePetSchema)` to create a new message.
 */
export const ArkChoosePetSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 7);
/**
 * Describes the message ludus.v1.ArkPass.
 * Use `create(ArkPassSchema)` to create a new message.
 */
export const ArkPassSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 8);
/**
 * Describes the message ludus.v1.ArkEvent.
 * Use `create(ArkEventSchema)` to create a new message.
 */
export const ArkEventSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 9);
/**
 * Describes the message ludus.v1.ArkPlacement.
 * Use `create(ArkPlacementSchema)` to create a new message.
 */
export const ArkPlacementSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 10);
/**
 * Describes the message ludus.v1.ArkHand.
 * Use `create(ArkHandSchema)` to create a new message.
 */
export const ArkHandSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 11);
/**
 * Describes the message ludus.v1.ArkSetup.
 * Use `create(ArkSetupSchema)` to create a new message.
 */
export const ArkSetupSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 12);
/**
 * Describes the message ludus.v1.ArkTurnStarted.
 * Use `create(ArkTurnStartedSchema)` to create a new message.
 */
export const ArkTurnStartedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 13);
/**
 * Describes the message ludus.v1.ArkCardTaken.
 * Use `create(ArkCardTakenSchema)` to create a new message.
 */
export const ArkCardTakenSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 14);
/**
 * Describes the message ludus.v1.ArkCardDrawn.
 * Use `create(ArkCardDrawnSchema)` to create a new message.
 */
export const ArkCardDrawnSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 15);
/**
 * Describes the message ludus.v1.ArkRainRevealed.
 * Use `create(ArkRainRevealedSchema)` to create a new message.
 */
export const ArkRainRevealedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 16);
/**
 * Describes the message ludus.v1.ArkDisplayRefilled.
 * Use `create(ArkDisplayRefilledSchema)` to create a new message.
 */
export const ArkDisplayRefilledSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 17);
/**
 * Describes the message ludus.v1.ArkCardPlayed.
 * Use `create(ArkCardPlayedSchema)` to create a new message.
 */
export const ArkCardPlayedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 18);
/**
 * Describes the message ludus.v1.ArkMarkerPlaced.
 * Use `create(ArkMarkerPlacedSchema)` to create a new message.
 */
export const ArkMarkerPlacedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 19);
/**
 * Describes the message ludus.v1.ArkMarkerUpgraded.
 * Use `create(ArkMarkerUpgradedSchema)` to create a new message.
 */
export const ArkMarkerUpgradedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 20);
/**
 * Describes the message ludus.v1.ArkHalfMarkersMerged.
 * Use `create(ArkHalfMarkersMergedSchema)` to create a new message.
 */
export const ArkHalfMarkersMergedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 21);
/**
 * Describes the message ludus.v1.ArkDiscsMoved.
 * Use `create(ArkDiscsMovedSchema)` to create a new message.
 */
export const ArkDiscsMovedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 22);
/**
 * Describes the message ludus.v1.ArkPetPhaseStarted.
 * Use `create(ArkPetPhaseStartedSchema)` to create a new message.
 */
export const ArkPetPhaseStartedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 23);
/**
 * Describes the message ludus.v1.ArkPetChosen.
 * Use `create(ArkPetChosenSchema)` to create a new message.
 */
export const ArkPetChosenSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 24);
/**
 * Describes the message ludus.v1.ArkFinalRoundStarted.
 * Use `create(ArkFinalRoundStartedSchema)` to create a new message.
 */
export const ArkFinalRoundStartedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 25);
/**
 * Describes the message ludus.v1.ArkPassed.
 * Use `create(ArkPassedSchema)` to create a new message.
 */
export const ArkPassedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 26);
/**
 * Describes the message ludus.v1.ArkGameScored.
 * Use `create(ArkGameScoredSchema)` to create a new message.
 */
export const ArkGameScoredSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 27);
/**
 * Describes the message ludus.v1.ArkPetReveal.
 * Use `create(ArkPetRevealSchema)` to create a new message.
 */
export const ArkPetRevealSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 28);
/**
 * Describes the message ludus.v1.ArkCardStanding.
 * Use `create(ArkCardStandingSchema)` to create a new message.
 */
export const ArkCardStandingSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 29);
/**
 * Describes the message ludus.v1.ArkCategoryScore.
 * Use `create(ArkCategoryScoreSchema)` to create a new message.
 */
export const ArkCategoryScoreSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 30);
/**
 * Describes the message ludus.v1.ArkSeatTotal.
 * Use `create(ArkSeatTotalSchema)` to create a new message.
 */
export const ArkSeatTotalSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 31);
/**
 * Describes the message ludus.v1.ArkScoring.
 * Use `create(ArkScoringSchema)` to create a new message.
 */
export const ArkScoringSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 32);
/**
 * Describes the message ludus.v1.ArkCabin.
 * Use `create(ArkCabinSchema)` to create a new message.
 */
export const ArkCabinSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 33);
/**
 * Describes the message ludus.v1.ArkMarkers.
 * Use `create(ArkMarkersSchema)` to create a new message.
 */
export const ArkMarkersSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 34);
/**
 * Describes the message ludus.v1.ArkPlayer.
 * Use `create(ArkPlayerSchema)` to create a new message.
 */
export const ArkPlayerSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 35);
/**
 * Describes the message ludus.v1.ArkTurn.
 * Use `create(ArkTurnSchema)` to create a new message.
 */
export const ArkTurnSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 36);
/**
 * Describes the message ludus.v1.ArkView.
 * Use `create(ArkViewSchema)` to create a new message.
 */
export const ArkViewSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_ark, 37);
/**
 * A side of the ark. Tilt is the weight on the right minus the weight on the left.
 *
 * @generated from enum ludus.v1.ArkSide
 */
export var ArkSide;
(function (ArkSide) {
    /**
     * Not a side; rejected.
     *
     * @generated from enum value: ARK_SIDE_UNSPECIFIED = 0;
     */
    ArkSide[ArkSide["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * The left side.
     *
     * @generated from enum value: ARK_SIDE_LEFT = 1;
     */
    ArkSide[ArkSide["LEFT"] = 1] = "LEFT";
    /**
     * The right side.
     *
     * @generated from enum value: ARK_SIDE_RIGHT = 2;
     */
    ArkSide[ArkSide["RIGHT"] = 2] = "RIGHT";
})(ArkSide || (ArkSide = {}));
/**
 * Describes the enum ludus.v1.ArkSide.
 */
export const ArkSideSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_ark, 0);
/**
 * A scoring category (one scoring card each).
 *
 * @generated from enum ludus.v1.ArkCategory
 */
export var ArkCategory;
(function (ArkCategory) {
    /**
     * No category (15 animals have none); as a command field: "not given".
     *
     * @generated from enum value: ARK_CATEGORY_NONE = 0;
     */
    ArkCategory[ArkCategory["NONE"] = 0] = "NONE";
    /**
     * Heavy animals.
     *
     * @generated from enum value: ARK_CATEGORY_HEAVY = 1;
     */
    ArkCategory[ArkCategory["HEAVY"] = 1] = "HEAVY";
    /**
     * Slow animals.
     *
     * @generated from enum value: ARK_CATEGORY_SLOW = 2;
     */
    ArkCategory[ArkCategory["SLOW"] = 2] = "SLOW";
    /**
     * Shy animals.
     *
     * @generated from enum value: ARK_CATEGORY_SHY = 3;
     */
    ArkCategory[ArkCategory["SHY"] = 3] = "SHY";
    /**
     * Useful animals.
     *
     * @generated from enum value: ARK_CATEGORY_USEFUL = 4;
     */
    ArkCategory[ArkCategory["USEFUL"] = 4] = "USEFUL";
    /**
     * Provisions.
     *
     * @generated from enum value: ARK_CATEGORY_PROVISION = 5;
     */
    ArkCategory[ArkCategory["PROVISION"] = 5] = "PROVISION";
})(ArkCategory || (ArkCategory = {}));
/**
 * Describes the enum ludus.v1.ArkCategory.
 */
export const ArkCategorySchema = /*@__PURE__*/ enumDesc(file_ludus_v1_ark, 1);
/**
 * A card's climate.
 *
 * @generated from enum ludus.v1.ArkClimate
 */
export var ArkClimate;
(function (ArkClimate) {
    /**
     * Never used for a real card.
     *
     * @generated from enum value: ARK_CLIMATE_UNSPECIFIED = 0;
     */
    ArkClimate[ArkClimate["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Hot: never shares a cabin with a cold card.
     *
     * @generated from enum value: ARK_CLIMATE_HOT = 1;
     */
    ArkClimate[ArkClimate["HOT"] = 1] = "HOT";
    /**
     * Cold: never shares a cabin with a hot card.
     *
     * @generated from enum value: ARK_CLIMATE_COLD = 2;
     */
    ArkClimate[ArkClimate["COLD"] = 2] = "COLD";
    /**
     * Both: goes anywhere.
     *
     * @generated from enum value: ARK_CLIMATE_BOTH = 3;
     */
    ArkClimate[ArkClimate["BOTH"] = 3] = "BOTH";
})(ArkClimate || (ArkClimate = {}));
/**
 * Describes the enum ludus.v1.ArkClimate.
 */
export const ArkClimateSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_ark, 2);
/**
 * A card's diet.
 *
 * @generated from enum ludus.v1.ArkDiet
 */
export var ArkDiet;
(function (ArkDiet) {
    /**
     * No diet (provisions, the mosquito).
     *
     * @generated from enum value: ARK_DIET_NONE = 0;
     */
    ArkDiet[ArkDiet["NONE"] = 0] = "NONE";
    /**
     * Herbivore: never shares a cabin with a provision.
     *
     * @generated from enum value: ARK_DIET_HERBIVORE = 1;
     */
    ArkDiet[ArkDiet["HERBIVORE"] = 1] = "HERBIVORE";
    /**
     * Carnivore: a predator, and the diet shy animals avoid.
     *
     * @generated from enum value: ARK_DIET_CARNIVORE = 2;
     */
    ArkDiet[ArkDiet["CARNIVORE"] = 2] = "CARNIVORE";
    /**
     * Omnivore: a predator and kept from provisions, but shy animals do not avoid it.
     *
     * @generated from enum value: ARK_DIET_OMNIVORE = 3;
     */
    ArkDiet[ArkDiet["OMNIVORE"] = 3] = "OMNIVORE";
})(ArkDiet || (ArkDiet = {}));
/**
 * Describes the enum ludus.v1.ArkDiet.
 */
export const ArkDietSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_ark, 3);
/**
 * Where an Ark match stands.
 *
 * @generated from enum ludus.v1.ArkPhase
 */
export var ArkPhase;
(function (ArkPhase) {
    /**
     * Never sent.
     *
     * @generated from enum value: ARK_PHASE_UNSPECIFIED = 0;
     */
    ArkPhase[ArkPhase["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Normal turns: each player draws or plays.
     *
     * @generated from enum value: ARK_PHASE_PLAY = 1;
     */
    ArkPhase[ArkPhase["PLAY"] = 1] = "PLAY";
    /**
     * Everyone chooses a pet at once (after the 2nd rain card).
     *
     * @generated from enum value: ARK_PHASE_PETS = 2;
     */
    ArkPhase[ArkPhase["PETS"] = 2] = "PETS";
    /**
     * The final round (after the 5th rain card): play one card for a disc, or pass for good.
     *
     * @generated from enum value: ARK_PHASE_FINAL = 3;
     */
    ArkPhase[ArkPhase["FINAL"] = 3] = "FINAL";
    /**
     * Scored and over.
     *
     * @generated from enum value: ARK_PHASE_OVER = 4;
     */
    ArkPhase[ArkPhase["OVER"] = 4] = "OVER";
})(ArkPhase || (ArkPhase = {}));
/**
 * Describes the enum ludus.v1.ArkPhase.
 */
export const ArkPhaseSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_ark, 4);
/**
 * What the chimpanzee does (the two seed texts disagree; docs/rules/ark.md, "Options").
 *
 * @generated from enum ludus.v1.ArkChimpanzeeRule
 */
export var ArkChimpanzeeRule;
(function (ArkChimpanzeeRule) {
    /**
     * Not given: the default, NEW_MARKER.
     *
     * @generated from enum value: ARK_CHIMPANZEE_RULE_UNSPECIFIED = 0;
     */
    ArkChimpanzeeRule[ArkChimpanzeeRule["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Seed A (the default): put a new marker counting 1.5 (a half-marker, with a supply disc under
     * it) on any scoring card but provision, like the brontosaurus's.
     *
     * @generated from enum value: ARK_CHIMPANZEE_RULE_NEW_MARKER = 1;
     */
    ArkChimpanzeeRule[ArkChimpanzeeRule["NEW_MARKER"] = 1] = "NEW_MARKER";
    /**
     * Seed B: put a supply disc under one of your plain markers on any scoring card but provision;
     * it now counts 1.5 instead of 1.
     *
     * @generated from enum value: ARK_CHIMPANZEE_RULE_UPGRADE = 2;
     */
    ArkChimpanzeeRule[ArkChimpanzeeRule["UPGRADE"] = 2] = "UPGRADE";
})(ArkChimpanzeeRule || (ArkChimpanzeeRule = {}));
/**
 * Describes the enum ludus.v1.ArkChimpanzeeRule.
 */
export const ArkChimpanzeeRuleSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_ark, 5);
/**
 * Who sets a pet aside after the 2nd rain card.
 *
 * @generated from enum ludus.v1.ArkPetRule
 */
export var ArkPetRule;
(function (ArkPetRule) {
    /**
     * Not given: the default, EVERYONE.
     *
     * @generated from enum value: ARK_PET_RULE_UNSPECIFIED = 0;
     */
    ArkPetRule[ArkPetRule["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Seed A (the default): every player with a hand card sets exactly one aside, any card; an
     * invalid pet scores nothing and the card is lost.
     *
     * @generated from enum value: ARK_PET_RULE_EVERYONE = 1;
     */
    ArkPetRule[ArkPetRule["EVERYONE"] = 1] = "EVERYONE";
    /**
     * Seed B: every player with a hand card may set one valid pet aside (an animal of weight 0..2
     * without a special ability), or none.
     *
     * @generated from enum value: ARK_PET_RULE_OPTIONAL = 2;
     */
    ArkPetRule[ArkPetRule["OPTIONAL"] = 2] = "OPTIONAL";
})(ArkPetRule || (ArkPetRule = {}));
/**
 * Describes the enum ludus.v1.ArkPetRule.
 */
export const ArkPetRuleSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_ark, 6);
/**
 * How long the final round (after the 5th rain card) lasts.
 *
 * @generated from enum ludus.v1.ArkFinalRoundRule
 */
export var ArkFinalRoundRule;
(function (ArkFinalRoundRule) {
    /**
     * Not given: the default, UNTIL_ALL_PASS.
     *
     * @generated from enum value: ARK_FINAL_ROUND_RULE_UNSPECIFIED = 0;
     */
    ArkFinalRoundRule[ArkFinalRoundRule["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Seed A (the default): turns go round and round; each player plays one card per turn or
     * passes for good, until everyone has passed.
     *
     * @generated from enum value: ARK_FINAL_ROUND_RULE_UNTIL_ALL_PASS = 1;
     */
    ArkFinalRoundRule[ArkFinalRoundRule["UNTIL_ALL_PASS"] = 1] = "UNTIL_ALL_PASS";
    /**
     * Seed B: each player takes exactly one last turn (play one card or pass), starting left of the
     * player who revealed the 5th rain card and ending with that player.
     *
     * @generated from enum value: ARK_FINAL_ROUND_RULE_ONE_TURN_EACH = 2;
     */
    ArkFinalRoundRule[ArkFinalRoundRule["ONE_TURN_EACH"] = 2] = "ONE_TURN_EACH";
})(ArkFinalRoundRule || (ArkFinalRoundRule = {}));
/**
 * Describes the enum ludus.v1.ArkFinalRoundRule.
 */
export const ArkFinalRoundRuleSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_ark, 7);
/**
 * Why a display card was taken.
 *
 * @generated from enum ludus.v1.ArkTakeReason
 */
export var ArkTakeReason;
(function (ArkTakeReason) {
    /**
     * Never sent.
     *
     * @generated from enum value: ARK_TAKE_REASON_UNSPECIFIED = 0;
     */
    ArkTakeReason[ArkTakeReason["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * The first half of a draw action.
     *
     * @generated from enum value: ARK_TAKE_REASON_DRAW = 1;
     */
    ArkTakeReason[ArkTakeReason["DRAW"] = 1] = "DRAW";
    /**
     * The reward for opening a new cabin.
     *
     * @generated from enum value: ARK_TAKE_REASON_NEW_CABIN = 2;
     */
    ArkTakeReason[ArkTakeReason["NEW_CABIN"] = 2] = "NEW_CABIN";
})(ArkTakeReason || (ArkTakeReason = {}));
/**
 * Describes the enum ludus.v1.ArkTakeReason.
 */
export const ArkTakeReasonSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_ark, 8);
/**
 * Why discs moved.
 *
 * @generated from enum ludus.v1.ArkDiscReason
 */
export var ArkDiscReason;
(function (ArkDiscReason) {
    /**
     * Never sent.
     *
     * @generated from enum value: ARK_DISC_REASON_UNSPECIFIED = 0;
     */
    ArkDiscReason[ArkDiscReason["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * The fox: two from the supply (fewer if the supply holds fewer).
     *
     * @generated from enum value: ARK_DISC_REASON_FOX = 1;
     */
    ArkDiscReason[ArkDiscReason["FOX"] = 1] = "FOX";
    /**
     * A new cabin: one to the right neighbour.
     *
     * @generated from enum value: ARK_DISC_REASON_NEW_CABIN = 2;
     */
    ArkDiscReason[ArkDiscReason["NEW_CABIN"] = 2] = "NEW_CABIN";
    /**
     * A final-round play: one to the supply.
     *
     * @generated from enum value: ARK_DISC_REASON_FINAL_PLAY = 3;
     */
    ArkDiscReason[ArkDiscReason["FINAL_PLAY"] = 3] = "FINAL_PLAY";
})(ArkDiscReason || (ArkDiscReason = {}));
/**
 * Describes the enum ludus.v1.ArkDiscReason.
 */
export const ArkDiscReasonSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_ark, 9);
