// Arkadia (Die Baumeister von Arkadia): commands, events and views.
//
// Rules: docs/rules/arkadia.md (our decisions) and the rules reference it cites. In short: players
// build buildings of seven forms on a 12 x 16 grid around the castle's building lot, surround the
// buildings with workers, and when a building is completely enclosed everyone with workers of
// their own colour beside it earns seals of the building's colour, while the active player adds a
// piece to the castle. A seal colour's gold value is the number of castle squares showing that
// colour from above. Architect banners turn seals into gold during the game; whatever is left is
// converted when the game ends, two floors of castle later. Most gold wins.
//
// Coordinates: a square is (row, col), counting from 0; row 0 is the top row, col 0 the left
// column. "Adjacent" always means orthogonally adjacent. Lot squares are numbered 0..9 row by row.
//
// Edition data (forms, their orientations, card colours, tents, the lot's layout and positions,
// castle pools) is published as an ArkadiaEdition in GameInfo.static_data; nothing in this file
// hard-codes it. Building forms are named by their edition id ("house", "farm", ...).
//
// A turn: the seat in ArkadiaView.current_seat first sends exactly one action (ArkadiaBuild,
// ArkadiaPlaceWorkers or, only when neither is possible, ArkadiaPassTurn). Each building that
// action completes then owes one castle placement (ArkadiaPlaceCastlePiece, phase CASTLE). Finally
// a seat with a banner left decides (phase BANNER): ArkadiaUseBanner or ArkadiaEndTurn. A seat
// without banners skips that phase; castle placements that cannot be made are skipped too.
//
// Hidden information: a hand's cards, a card drawn from the pile, workers held behind a screen,
// seals held and gold are seen only by their owner (events carry them for the owner and have them
// cleared for everyone else). Everything on the board, the display, the castle, the pools, hand
// and pile sizes and banners left are public. Final gold totals become public at the end.
import { enumDesc, fileDesc, messageDesc } from "@bufbuild/protobuf/codegenv2";
/**
 * Describes the file ludus/v1/arkadia.proto.
 */
export const file_ludus_v1_arkadia = /*@__PURE__*/ fileDesc("ChZsdWR1cy92MS9hcmthZGlhLnByb3RvEghsdWR1cy52MSIQCg5BcmthZGlhT3B0aW9ucyIpCg1BcmthZGlhU3F1YXJlEgsKA3JvdxgBIAEoDRILCgNjb2wYAiABKA0iRAoLQXJrYWRpYUNhcmQSDAoEZm9ybRgBIAEoCRInCgZjb2xvdXIYAiABKA4yFy5sdWR1cy52MS5BcmthZGlhQ29sb3VyIkkKDEFya2FkaWFTZWFscxILCgNyZWQYASABKA0SDQoFb2xpdmUYAiABKA0SDgoGc2lsdmVyGAMgASgNEg0KBWJsYWNrGAQgASgNImEKEkFya2FkaWFPcmllbnRhdGlvbhIQCghyb3RhdGlvbhgBIAEoDRIRCglyZWZsZWN0ZWQYAiABKAgSJgoFY2VsbHMYAyADKAsyFy5sdWR1cy52MS5BcmthZGlhU3F1YXJlIr0BCgtBcmthZGlhRm9ybRIKCgJpZBgBIAEoCRIMCgRuYW1lGAIgASgJEiYKBWNlbGxzGAMgAygLMhcubHVkdXMudjEuQXJrYWRpYVNxdWFyZRIyCgxvcmllbnRhdGlvbnMYBCADKAsyHC5sdWR1cy52MS5BcmthZGlhT3JpZW50YXRpb24SEQoJYnVpbGRpbmdzGAUgASgNEiUKBWNhcmRzGAYgASgLMhYubHVkdXMudjEuQXJrYWRpYVNlYWxzIugDCg5BcmthZGlhRWRpdGlvbhIMCgRuYW1lGAEgASgJEgwKBHJvd3MYAiABKA0SDAoEY29scxgDIAEoDRImCgV0ZW50cxgEIAMoCzIXLmx1ZHVzLnYxLkFya2FkaWFTcXVhcmUSJAoFZm9ybXMYBSADKAsyFS5sdWR1cy52MS5BcmthZGlhRm9ybRIQCghsb3Rfcm93cxgGIAEoDRIQCghsb3RfY29scxgHIAEoDRIsCgtsb3RfY29sb3VycxgIIAMoDjIXLmx1ZHVzLnYxLkFya2FkaWFDb2xvdXISLgoNbG90X3Bvc2l0aW9ucxgJIAMoCzIXLmx1ZHVzLnYxLkFya2FkaWFTcXVhcmUSLAoMY2FzdGxlX3Bvb2xzGAogAygLMhYubHVkdXMudjEuQXJrYWRpYVNlYWxzEhoKEndvcmtlcnNfcGVyX3BsYXllchgLIAEoDRIYChBzdGFydGluZ193b3JrZXJzGAwgASgNEhcKD25ldXRyYWxfd29ya2VycxgNIAEoDRIaChJiYW5uZXJzX3Blcl9wbGF5ZXIYDiABKA0SGgoSd29ya2Vyc19wZXJfYmFubmVyGA8gASgNEhEKCWhhbmRfc2l6ZRgQIAEoDRIUCgxkaXNwbGF5X3NpemUYESABKA0izQIKDkFya2FkaWFDb21tYW5kEicKBWJ1aWxkGAEgASgLMhYubHVkdXMudjEuQXJrYWRpYUJ1aWxkSAASNgoNcGxhY2Vfd29ya2VycxgCIAEoCzIdLmx1ZHVzLnYxLkFya2FkaWFQbGFjZVdvcmtlcnNIABIuCglwYXNzX3R1cm4YAyABKAsyGS5sdWR1cy52MS5BcmthZGlhUGFzc1R1cm5IABI/ChJwbGFjZV9jYXN0bGVfcGllY2UYBCABKAsyIS5sdWR1cy52MS5BcmthZGlhUGxhY2VDYXN0bGVQaWVjZUgAEjAKCnVzZV9iYW5uZXIYBSABKAsyGi5sdWR1cy52MS5BcmthZGlhVXNlQmFubmVySAASLAoIZW5kX3R1cm4YBiABKAsyGC5sdWR1cy52MS5BcmthZGlhRW5kVHVybkgAQgkKB2NvbW1hbmQiuAEKDEFya2FkaWFCdWlsZBIjCgRjYXJkGAEgASgLMhUubHVkdXMudjEuQXJrYWRpYUNhcmQSEAoIcm90YXRpb24YAiABKA0SEQoJcmVmbGVjdGVkGAMgASgIEgsKA3JvdxgEIAEoDRILCgNjb2wYBSABKA0SLgoJZHJhd19mcm9tGAYgASgOMhsubHVkdXMudjEuQXJrYWRpYURyYXdTb3VyY2USFAoMZGlzcGxheV9zbG90GAcgASgNIlIKFkFya2FkaWFXb3JrZXJQbGFjZW1lbnQSJwoGc3F1YXJlGAEgASgLMhcubHVkdXMudjEuQXJrYWRpYVNxdWFyZRIPCgduZXV0cmFsGAIgASgIIloKE0Fya2FkaWFQbGFjZVdvcmtlcnMSEAoIYnVpbGRpbmcYASABKA0SMQoHd29ya2VycxgCIAMoCzIgLmx1ZHVzLnYxLkFya2FkaWFXb3JrZXJQbGFjZW1lbnQiEQoPQXJrYWRpYVBhc3NUdXJuIlYKF0Fya2FkaWFQbGFjZUNhc3RsZVBpZWNlEicKBmNvbG91chgBIAEoDjIXLmx1ZHVzLnYxLkFya2FkaWFDb2xvdXISEgoKbG90X3NxdWFyZRgCIAEoDSI7ChBBcmthZGlhVXNlQmFubmVyEicKB2Nhc2hfaW4YASABKAsyFi5sdWR1cy52MS5BcmthZGlhU2VhbHMiEAoOQXJrYWRpYUVuZFR1cm4iswYKDEFya2FkaWFFdmVudBInCgVzZXR1cBgBIAEoCzIWLmx1ZHVzLnYxLkFya2FkaWFTZXR1cEgAEjQKDHR1cm5fc3RhcnRlZBgCIAEoCzIcLmx1ZHVzLnYxLkFya2FkaWFUdXJuU3RhcnRlZEgAEjoKD2J1aWxkaW5nX3BsYWNlZBgDIAEoCzIfLmx1ZHVzLnYxLkFya2FkaWFCdWlsZGluZ1BsYWNlZEgAEjAKCmNhcmRfZHJhd24YBCABKAsyGi5sdWR1cy52MS5BcmthZGlhQ2FyZERyYXduSAASPAoQZGlzcGxheV9yZWZpbGxlZBgFIAEoCzIgLmx1ZHVzLnYxLkFya2FkaWFEaXNwbGF5UmVmaWxsZWRIABI4Cg53b3JrZXJzX3BsYWNlZBgGIAEoCzIeLmx1ZHVzLnYxLkFya2FkaWFXb3JrZXJzUGxhY2VkSAASKQoGcGFzc2VkGAcgASgLMhcubHVkdXMudjEuQXJrYWRpYVBhc3NlZEgAEkAKEmJ1aWxkaW5nX2NvbXBsZXRlZBgIIAEoCzIiLmx1ZHVzLnYxLkFya2FkaWFCdWlsZGluZ0NvbXBsZXRlZEgAEkEKE2Nhc3RsZV9waWVjZV9wbGFjZWQYCSABKAsyIi5sdWR1cy52MS5BcmthZGlhQ2FzdGxlUGllY2VQbGFjZWRIABJLChhjYXN0bGVfcGxhY2VtZW50X3NraXBwZWQYCiABKAsyJy5sdWR1cy52MS5BcmthZGlhQ2FzdGxlUGxhY2VtZW50U2tpcHBlZEgAEjoKD2Zsb29yX2NvbXBsZXRlZBgLIAEoCzIfLmx1ZHVzLnYxLkFya2FkaWFGbG9vckNvbXBsZXRlZEgAEjYKDWVuZF90cmlnZ2VyZWQYDCABKAsyHS5sdWR1cy52MS5BcmthZGlhRW5kVHJpZ2dlcmVkSAASMgoLYmFubmVyX3VzZWQYDSABKAsyGy5sdWR1cy52MS5BcmthZGlhQmFubmVyVXNlZEgAEjAKCmdhbWVfZW5kZWQYDiABKAsyGi5sdWR1cy52MS5BcmthZGlhR2FtZUVuZGVkSABCBwoFZXZlbnQiUAoLQXJrYWRpYUhhbmQSDAoEc2VhdBgBIAEoDRIkCgVjYXJkcxgCIAMoCzIVLmx1ZHVzLnYxLkFya2FkaWFDYXJkEg0KBWNvdW50GAMgASgNIs4BCgxBcmthZGlhU2V0dXASJAoDbG90GAEgASgLMhcubHVkdXMudjEuQXJrYWRpYVNxdWFyZRIkCgVoYW5kcxgCIAMoCzIVLmx1ZHVzLnYxLkFya2FkaWFIYW5kEiYKB2Rpc3BsYXkYAyADKAsyFS5sdWR1cy52MS5BcmthZGlhQ2FyZBIjCgRwaWxlGAQgAygLMhUubHVkdXMudjEuQXJrYWRpYUNhcmQSEQoJcGlsZV9zaXplGAUgASgNEhIKCmZpcnN0X3NlYXQYBiABKA0iSgoSQXJrYWRpYVR1cm5TdGFydGVkEgwKBHNlYXQYASABKA0SEgoKZmluYWxfdHVybhgCIAEoCBISCgppZGxlX3R1cm5zGAMgASgNIqMCChVBcmthZGlhQnVpbGRpbmdQbGFjZWQSDAoEc2VhdBgBIAEoDRIQCghidWlsZGluZxgCIAEoDRIjCgRjYXJkGAMgASgLMhUubHVkdXMudjEuQXJrYWRpYUNhcmQSEAoIcm90YXRpb24YBCABKA0SEQoJcmVmbGVjdGVkGAUgASgIEicKBmFuY2hvchgGIAEoCzIXLmx1ZHVzLnYxLkFya2FkaWFTcXVhcmUSKAoHc3F1YXJlcxgHIAMoCzIXLmx1ZHVzLnYxLkFya2FkaWFTcXVhcmUSLgoNdGVudHNfY292ZXJlZBgIIAMoCzIXLmx1ZHVzLnYxLkFya2FkaWFTcXVhcmUSHQoVbmV1dHJhbF93b3JrZXJzX3Rha2VuGAkgASgNIogBChBBcmthZGlhQ2FyZERyYXduEgwKBHNlYXQYASABKA0SKwoGc291cmNlGAIgASgOMhsubHVkdXMudjEuQXJrYWRpYURyYXdTb3VyY2USFAoMZGlzcGxheV9zbG90GAMgASgNEiMKBGNhcmQYBCABKAsyFS5sdWR1cy52MS5BcmthZGlhQ2FyZCJLChZBcmthZGlhRGlzcGxheVJlZmlsbGVkEgwKBHNsb3QYASABKA0SIwoEY2FyZBgCIAEoCzIVLmx1ZHVzLnYxLkFya2FkaWFDYXJkInEKDUFya2FkaWFXb3JrZXISJwoGc3F1YXJlGAEgASgLMhcubHVkdXMudjEuQXJrYWRpYVNxdWFyZRIPCgduZXV0cmFsGAIgASgIEhMKC2NvbG91cl9zZWF0GAMgASgNEhEKCXBsYWNlZF9ieRgEIAEoDSJgChRBcmthZGlhV29ya2Vyc1BsYWNlZBIMCgRzZWF0GAEgASgNEhAKCGJ1aWxkaW5nGAIgASgNEigKB3dvcmtlcnMYAyADKAsyFy5sdWR1cy52MS5BcmthZGlhV29ya2VyIh0KDUFya2FkaWFQYXNzZWQSDAoEc2VhdBgBIAEoDSJUChBBcmthZGlhU2VhbEF3YXJkEgwKBHNlYXQYASABKA0SDwoHd29ya2VycxgCIAEoDRISCgpjb21taXNzaW9uGAMgASgNEg0KBXNlYWxzGAQgASgNIpYBChhBcmthZGlhQnVpbGRpbmdDb21wbGV0ZWQSEAoIYnVpbGRpbmcYASABKA0SJwoGY29sb3VyGAIgASgOMhcubHVkdXMudjEuQXJrYWRpYUNvbG91chITCgthY3RpdmVfc2VhdBgDIAEoDRIqCgZhd2FyZHMYBCADKAsyGi5sdWR1cy52MS5BcmthZGlhU2VhbEF3YXJkIoYBChhBcmthZGlhQ2FzdGxlUGllY2VQbGFjZWQSDAoEc2VhdBgBIAEoDRIQCghidWlsZGluZxgCIAEoDRInCgZjb2xvdXIYAyABKA4yFy5sdWR1cy52MS5BcmthZGlhQ29sb3VyEhIKCmxvdF9zcXVhcmUYBCABKA0SDQoFZmxvb3IYBSABKA0iQAodQXJrYWRpYUNhc3RsZVBsYWNlbWVudFNraXBwZWQSEAoIYnVpbGRpbmcYASABKA0SDQoFZmxvb3IYAiABKA0iUQoVQXJrYWRpYUZsb29yQ29tcGxldGVkEg0KBWZsb29yGAEgASgNEikKCWxlZnRvdmVycxgCIAEoCzIWLmx1ZHVzLnYxLkFya2FkaWFTZWFscyIjChNBcmthZGlhRW5kVHJpZ2dlcmVkEgwKBHNlYXQYASABKA0imQEKEUFya2FkaWFCYW5uZXJVc2VkEgwKBHNlYXQYASABKA0SFQoNd29ya2Vyc190YWtlbhgCIAEoDRIpCgljYXNoZWRfaW4YAyABKAsyFi5sdWR1cy52MS5BcmthZGlhU2VhbHMSDAoEZ29sZBgEIAEoDRImCgZ2YWx1ZXMYBSABKAsyFi5sdWR1cy52MS5BcmthZGlhU2VhbHMidQoRQXJrYWRpYUZpbmFsU2NvcmUSDAoEc2VhdBgBIAEoDRIMCgRnb2xkGAIgASgNEi8KD3NlYWxzX2NvbnZlcnRlZBgDIAEoCzIWLmx1ZHVzLnYxLkFya2FkaWFTZWFscxITCgtnb2xkX2JlZm9yZRgEIAEoDSKkAQoQQXJrYWRpYUdhbWVFbmRlZBIqCgZyZWFzb24YASABKA4yGi5sdWR1cy52MS5BcmthZGlhRW5kUmVhc29uEiYKBnZhbHVlcxgCIAEoCzIWLmx1ZHVzLnYxLkFya2FkaWFTZWFscxIrCgZzY29yZXMYAyADKAsyGy5sdWR1cy52MS5BcmthZGlhRmluYWxTY29yZRIPCgd3aW5uZXJzGAQgAygNIvwBCg9BcmthZGlhQnVpbGRpbmcSCgoCaWQYASABKA0SIwoEY2FyZBgCIAEoCzIVLmx1ZHVzLnYxLkFya2FkaWFDYXJkEhAKCHJvdGF0aW9uGAMgASgNEhEKCXJlZmxlY3RlZBgEIAEoCBInCgZhbmNob3IYBSABKAsyFy5sdWR1cy52MS5BcmthZGlhU3F1YXJlEigKB3NxdWFyZXMYBiADKAsyFy5sdWR1cy52MS5BcmthZGlhU3F1YXJlEg8KB2J1aWxkZXIYByABKA0SHQoVbmV1dHJhbF93b3JrZXJzX3Rha2VuGAggASgNEhAKCGNvbXBsZXRlGAkgASgIIs8BChNBcmthZGlhQ2FzdGxlU3F1YXJlEhIKCmxvdF9zcXVhcmUYASABKA0SJwoGc3F1YXJlGAIgASgLMhcubHVkdXMudjEuQXJrYWRpYVNxdWFyZRIoCgdwcmludGVkGAMgASgOMhcubHVkdXMudjEuQXJrYWRpYUNvbG91chInCgZwaWVjZXMYBCADKA4yFy5sdWR1cy52MS5BcmthZGlhQ29sb3VyEigKB3Zpc2libGUYBSABKA4yFy5sdWR1cy52MS5BcmthZGlhQ29sb3VyIrUCCg1BcmthZGlhUGxheWVyEgwKBHNlYXQYASABKA0SEQoJaGFuZF9zaXplGAIgASgNEiMKBGhhbmQYAyADKAsyFS5sdWR1cy52MS5BcmthZGlhQ2FyZBIqCgtrbm93bl9jYXJkcxgEIAMoCzIVLmx1ZHVzLnYxLkFya2FkaWFDYXJkEg8KB2Jhbm5lcnMYBSABKA0SFAoMcG9vbF93b3JrZXJzGAYgASgNEg8KB3dvcmtlcnMYByABKA0SFwoPbmV1dHJhbF93b3JrZXJzGAggASgNEiUKBXNlYWxzGAkgASgLMhYubHVkdXMudjEuQXJrYWRpYVNlYWxzEgwKBGdvbGQYCiABKA0SLAoMc2VhbHNfZWFybmVkGAsgASgLMhYubHVkdXMudjEuQXJrYWRpYVNlYWxzIv8FCgtBcmthZGlhVmlldxITCgZ2aWV3ZXIYASABKA1IAIgBARIlCgVwaGFzZRgCIAEoDjIWLmx1ZHVzLnYxLkFya2FkaWFQaGFzZRIZCgxjdXJyZW50X3NlYXQYAyABKA1IAYgBARIQCghhd2FpdGluZxgEIAMoDRIMCgR0dXJuGAUgASgNEiQKA2xvdBgGIAEoCzIXLmx1ZHVzLnYxLkFya2FkaWFTcXVhcmUSJgoFdGVudHMYByADKAsyFy5sdWR1cy52MS5BcmthZGlhU3F1YXJlEiwKCWJ1aWxkaW5ncxgIIAMoCzIZLmx1ZHVzLnYxLkFya2FkaWFCdWlsZGluZxIoCgd3b3JrZXJzGAkgAygLMhcubHVkdXMudjEuQXJrYWRpYVdvcmtlchItCgZjYXN0bGUYCiADKAsyHS5sdWR1cy52MS5BcmthZGlhQ2FzdGxlU3F1YXJlEiwKDGNhc3RsZV9wb29scxgLIAMoCzIWLmx1ZHVzLnYxLkFya2FkaWFTZWFscxIVCg1jdXJyZW50X2Zsb29yGAwgASgNEiYKBnZhbHVlcxgNIAEoCzIWLmx1ZHVzLnYxLkFya2FkaWFTZWFscxIUCgxuZXV0cmFsX3Bvb2wYDiABKA0SJgoHZGlzcGxheRgPIAMoCzIVLmx1ZHVzLnYxLkFya2FkaWFDYXJkEhEKCXBpbGVfc2l6ZRgQIAEoDRIoCgdwbGF5ZXJzGBEgAygLMhcubHVkdXMudjEuQXJrYWRpYVBsYXllchISCgpjYXN0bGVfZHVlGBIgAygNEh0KEGVuZF90cmlnZ2VyZWRfYnkYEyABKA1IAogBARIYChBwYXNzZWRfdGhpc190dXJuGBQgASgIEhIKCmlkbGVfdHVybnMYFSABKA0SKgoGcmVzdWx0GBYgASgLMhoubHVkdXMudjEuQXJrYWRpYUdhbWVFbmRlZEIJCgdfdmlld2VyQg8KDV9jdXJyZW50X3NlYXRCEwoRX2VuZF90cmlnZ2VyZWRfYnkqjwEKDUFya2FkaWFDb2xvdXISFwoTQVJLQURJQV9DT0xPVVJfTk9ORRAAEhYKEkFSS0FESUFfQ09MT1VSX1JFRBABEhgKFEFSS0FESUFfQ09MT1VSX09MSVZFEAISGQoVQVJLQURJQV9DT0xPVVJfU0lMVkVSEAMSGAoUQVJLQURJQV9DT0xPVVJfQkxBQ0sQBCqTAQoMQXJrYWRpYVBoYXNlEh0KGUFSS0FESUFfUEhBU0VfVU5TUEVDSUZJRUQQABIYChRBUktBRElBX1BIQVNFX0FDVElPThABEhgKFEFSS0FESUFfUEhBU0VfQ0FTVExFEAISGAoUQVJLQURJQV9QSEFTRV9CQU5ORVIQAxIWChJBUktBRElBX1BIQVNFX09WRVIQBCqVAQoRQXJrYWRpYURyYXdTb3VyY2USIwofQVJLQURJQV9EUkFXX1NPVVJDRV9VTlNQRUNJRklFRBAAEh8KG0FSS0FESUFfRFJBV19TT1VSQ0VfRElTUExBWRABEhwKGEFSS0FESUFfRFJBV19TT1VSQ0VfUElMRRACEhwKGEFSS0FESUFfRFJBV19TT1VSQ0VfTk9ORRADKncKEEFya2FkaWFFbmRSZWFzb24SIgoeQVJLQURJQV9FTkRfUkVBU09OX1VOU1BFQ0lGSUVEEAASHQoZQVJLQURJQV9FTkRfUkVBU09OX0NBU1RMRRABEiAKHEFSS0FESUFfRU5EX1JFQVNPTl9TVEFMRU1BVEUQAkJGCgxkZXYubHVkdXMudjFQAVo0Z2l0aHViLmNvbS9sdWR1cy1nYW1lcy9sdWR1cy9nZW4vZ28vbHVkdXMvdjE7bHVkdXN2MWIGcHJvdG8z");
/**
 * Describes the message ludus.v1.ArkadiaOptions.
 * Use `create(ArkadiaOptionsSchema)` to create a new message.
 */
export const ArkadiaOptionsSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 0);
/**
 * Describes the message ludus.v1.ArkadiaSquare.
 * Use `create(ArkadiaSquareSchema)` to create a new message.
 */
export const ArkadiaSquareSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 1);
/**
 * Describes the message ludus.v1.ArkadiaCard.
 * Use `create(ArkadiaCardSchema)` to create a new message.
 */
export const ArkadiaCardSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 2);
/**
 * Describes the message ludus.v1.ArkadiaSeals.
 * Use `create(ArkadiaSealsSchema)` to create a new message.
 */
export const ArkadiaSealsSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 3);
/**
 * Describes the message ludus.v1.ArkadiaOrientation.
 * Use `create(ArkadiaOrientationSchema)` to create a new message.
 */
export const ArkadiaOrientationSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 4);
/**
 * Describes the message ludus.v1.ArkadiaForm.
 * Use `create(ArkadiaFormSchema)` to create a new message.
 */
export const ArkadiaFormSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 5);
/**
 * Describes the message ludus.v1.ArkadiaEdition.
 * Use `create(ArkadiaEditionSchema)` to create a new message.
 */
export const ArkadiaEditionSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 6);
/**
 * Describes the message ludus.v1.ArkadiaCommand.
 * Use `create(ArkadiaCommandSchema)` to create a new message.
 */
export const ArkadiaCommandSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 7);
/**
 * Describes the message ludus.v1.ArkadiaBuild.
 * Use `create(ArkadiaBuildSchema)` to create a new message.
 */
export const ArkadiaBuildSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 8);
/**
 * Describes the message ludus.v1.ArkadiaWorkerPlacement.
 * Use `create(ArkadiaWorkerPlacementSchema)` to create a new message.
 */
export const ArkadiaWorkerPlacementSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 9);
/**
 * Describes the message ludus.v1.ArkadiaPlaceWorkers.
 * Use `create(ArkadiaPlaceWorkersSchema)` to create a new message.
 */
export const ArkadiaPlaceWorkersSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 10);
/**
 * Describes the message ludus.v1.ArkadiaPassTurn.
 * Use `create(ArkadiaPassTurnSchema)` to create a new message.
 */
export const ArkadiaPassTurnSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 11);
/**
 * Describes the message ludus.v1.ArkadiaPlaceCastlePiece.
 * Use `create(ArkadiaPlaceCastlePieceSchema)` to create a new message.
 */
export const ArkadiaPlaceCastlePieceSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 12);
/**
 * Describes the message ludus.v1.ArkadiaUseBanner.
 * Use `create(ArkadiaUseBannerSchema)` to create a new message.
 */
export const ArkadiaUseBannerSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 13);
/**
 * Describes the message ludus.v1.ArkadiaEndTurn.
 * Use `create(ArkadiaEndTurnSchema)` to create a new message.
 */
export const ArkadiaEndTurnSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 14);
/**
 * Describes the message ludus.v1.ArkadiaEvent.
 * Use `create(ArkadiaEventSchema)` to create a new message.
 */
export const ArkadiaEventSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 15);
/**
 * Describes the message ludus.v1.ArkadiaHand.
 * Use `create(ArkadiaHandSchema)` to create a new message.
 */
export const ArkadiaHandSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 16);
/**
 * Describes the message ludus.v1.ArkadiaSetup.
 * Use `create(ArkadiaSetupSchema)` to create a new message.
 */
export const ArkadiaSetupSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 17);
/**
 * Describes the message ludus.v1.ArkadiaTurnStarted.
 * Use `create(ArkadiaTurnStartedSchema)` to create a new message.
 */
export const ArkadiaTurnStartedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 18);
/**
 * Describes the message ludus.v1.ArkadiaBuildingPlaced.
 * Use `create(ArkadiaBuildingPlacedSchema)` to create a new message.
 */
export const ArkadiaBuildingPlacedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 19);
/**
 * Describes the message ludus.v1.ArkadiaCardDrawn.
 * Use `create(ArkadiaCardDrawnSchema)` to create a new message.
 */
export const ArkadiaCardDrawnSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 20);
/**
 * Describes the message ludus.v1.ArkadiaDisplayRefilled.
 * Use `create(ArkadiaDisplayRefilledSchema)` to create a new message.
 */
export const ArkadiaDisplayRefilledSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 21);
/**
 * Describes the message ludus.v1.ArkadiaWorker.
 * Use `create(ArkadiaWorkerSchema)` to create a new message.
 */
export const ArkadiaWorkerSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 22);
/**
 * Describes the message ludus.v1.ArkadiaWorkersPlaced.
 * Use `create(ArkadiaWorkersPlacedSchema)` to create a new message.
 */
export const ArkadiaWorkersPlacedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 23);
/**
 * Describes the message ludus.v1.ArkadiaPassed.
 * Use `create(ArkadiaPassedSchema)` to create a new message.
 */
export const ArkadiaPassedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 24);
/**
 * Describes the message ludus.v1.ArkadiaSealAward.
 * Use `create(ArkadiaSealAwardSchema)` to create a new message.
 */
export const ArkadiaSealAwardSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 25);
/**
 * Describes the message ludus.v1.ArkadiaBuildingCompleted.
 * Use `create(ArkadiaBuildingCompletedSchema)` to create a new message.
 */
export const ArkadiaBuildingCompletedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 26);
/**
 * Describes the message ludus.v1.ArkadiaCastlePiecePlaced.
 * Use `create(ArkadiaCastlePiecePlacedSchema)` to create a new message.
 */
export const ArkadiaCastlePiecePlacedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 27);
/**
 * Describes the message ludus.v1.ArkadiaCastlePlacementSkipped.
 * Use `create(ArkadiaCastlePlacementSkippedSchema)` to create a new message.
 */
export const ArkadiaCastlePlacementSkippedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 28);
/**
 * Describes the message ludus.v1.ArkadiaFloorCompleted.
 * Use `create(ArkadiaFloorCompletedSchema)` to create a new message.
 */
export const ArkadiaFloorCompletedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 29);
/**
 * Describes the message ludus.v1.ArkadiaEndTriggered.
 * Use `create(ArkadiaEndTriggeredSchema)` to create a new message.
 */
export const ArkadiaEndTriggeredSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 30);
/**
 * Describes the message ludus.v1.ArkadiaBannerUsed.
 * Use `create(ArkadiaBannerUsedSchema)` to create a new message.
 */
export const ArkadiaBannerUsedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 31);
/**
 * Describes the message ludus.v1.ArkadiaFinalScore.
 * Use `create(ArkadiaFinalScoreSchema)` to create a new message.
 */
export const ArkadiaFinalScoreSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 32);
/**
 * Describes the message ludus.v1.ArkadiaGameEnded.
 * Use `create(ArkadiaGameEndedSchema)` to create a new message.
 */
export const ArkadiaGameEndedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 33);
/**
 * Describes the message ludus.v1.ArkadiaBuilding.
 * Use `create(ArkadiaBuildingSchema)` to create a new message.
 */
export const ArkadiaBuildingSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 34);
/**
 * Describes the message ludus.v1.ArkadiaCastleSquare.
 * Use `create(ArkadiaCastleSquareSchema)` to create a new message.
 */
export const ArkadiaCastleSquareSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 35);
/**
 * Describes the message ludus.v1.ArkadiaPlayer.
 * Use `create(ArkadiaPlayerSchema)` to create a new message.
 */
export const ArkadiaPlayerSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 36);
/**
 * Describes the message ludus.v1.ArkadiaView.
 * Use `create(ArkadiaViewSchema)` to create a new message.
 */
export const ArkadiaViewSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_arkadia, 37);
/**
 * A seal colour (also a card's colour and a castle piece's colour).
 *
 * @generated from enum ludus.v1.ArkadiaColour
 */
export var ArkadiaColour;
(function (ArkadiaColour) {
    /**
     * No colour: a blank lot square without a piece; as a command field, "not given" (rejected).
     *
     * @generated from enum value: ARKADIA_COLOUR_NONE = 0;
     */
    ArkadiaColour[ArkadiaColour["NONE"] = 0] = "NONE";
    /**
     * Red seals (cloth merchants).
     *
     * @generated from enum value: ARKADIA_COLOUR_RED = 1;
     */
    ArkadiaColour[ArkadiaColour["RED"] = 1] = "RED";
    /**
     * Olive seals (spice merchants).
     *
     * @generated from enum value: ARKADIA_COLOUR_OLIVE = 2;
     */
    ArkadiaColour[ArkadiaColour["OLIVE"] = 2] = "OLIVE";
    /**
     * Silver seals (silversmiths).
     *
     * @generated from enum value: ARKADIA_COLOUR_SILVER = 3;
     */
    ArkadiaColour[ArkadiaColour["SILVER"] = 3] = "SILVER";
    /**
     * Black seals (carpenters).
     *
     * @generated from enum value: ARKADIA_COLOUR_BLACK = 4;
     */
    ArkadiaColour[ArkadiaColour["BLACK"] = 4] = "BLACK";
})(ArkadiaColour || (ArkadiaColour = {}));
/**
 * Describes the enum ludus.v1.ArkadiaColour.
 */
export const ArkadiaColourSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_arkadia, 0);
/**
 * What the match waits for.
 *
 * @generated from enum ludus.v1.ArkadiaPhase
 */
export var ArkadiaPhase;
(function (ArkadiaPhase) {
    /**
     * Never sent.
     *
     * @generated from enum value: ARKADIA_PHASE_UNSPECIFIED = 0;
     */
    ArkadiaPhase[ArkadiaPhase["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * The current seat must take its action: build, place workers, or pass if neither is possible.
     *
     * @generated from enum value: ARKADIA_PHASE_ACTION = 1;
     */
    ArkadiaPhase[ArkadiaPhase["ACTION"] = 1] = "ACTION";
    /**
     * The current seat must place a castle piece for a completed building.
     *
     * @generated from enum value: ARKADIA_PHASE_CASTLE = 2;
     */
    ArkadiaPhase[ArkadiaPhase["CASTLE"] = 2] = "CASTLE";
    /**
     * The current seat may use an architect banner, or end its turn.
     *
     * @generated from enum value: ARKADIA_PHASE_BANNER = 3;
     */
    ArkadiaPhase[ArkadiaPhase["BANNER"] = 3] = "BANNER";
    /**
     * The game is over.
     *
     * @generated from enum value: ARKADIA_PHASE_OVER = 4;
     */
    ArkadiaPhase[ArkadiaPhase["OVER"] = 4] = "OVER";
})(ArkadiaPhase || (ArkadiaPhase = {}));
/**
 * Describes the enum ludus.v1.ArkadiaPhase.
 */
export const ArkadiaPhaseSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_arkadia, 1);
/**
 * Where the card drawn after a build comes from.
 *
 * @generated from enum ludus.v1.ArkadiaDrawSource
 */
export var ArkadiaDrawSource;
(function (ArkadiaDrawSource) {
    /**
     * Not given; rejected.
     *
     * @generated from enum value: ARKADIA_DRAW_SOURCE_UNSPECIFIED = 0;
     */
    ArkadiaDrawSource[ArkadiaDrawSource["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * A display card (its slot is given); the pile's top card, if any, replaces it.
     *
     * @generated from enum value: ARKADIA_DRAW_SOURCE_DISPLAY = 1;
     */
    ArkadiaDrawSource[ArkadiaDrawSource["DISPLAY"] = 1] = "DISPLAY";
    /**
     * The top card of the face-down pile (secret to the drawer).
     *
     * @generated from enum value: ARKADIA_DRAW_SOURCE_PILE = 2;
     */
    ArkadiaDrawSource[ArkadiaDrawSource["PILE"] = 2] = "PILE";
    /**
     * No card: allowed only when the display and the pile are both empty.
     *
     * @generated from enum value: ARKADIA_DRAW_SOURCE_NONE = 3;
     */
    ArkadiaDrawSource[ArkadiaDrawSource["NONE"] = 3] = "NONE";
})(ArkadiaDrawSource || (ArkadiaDrawSource = {}));
/**
 * Describes the enum ludus.v1.ArkadiaDrawSource.
 */
export const ArkadiaDrawSourceSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_arkadia, 2);
/**
 * Why the game ended.
 *
 * @generated from enum ludus.v1.ArkadiaEndReason
 */
export var ArkadiaEndReason;
(function (ArkadiaEndReason) {
    /**
     * Never sent.
     *
     * @generated from enum value: ARKADIA_END_REASON_UNSPECIFIED = 0;
     */
    ArkadiaEndReason[ArkadiaEndReason["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Floor 2 of the castle was filled and every other seat has had its last turn.
     *
     * @generated from enum value: ARKADIA_END_REASON_CASTLE = 1;
     */
    ArkadiaEndReason[ArkadiaEndReason["CASTLE"] = 1] = "CASTLE";
    /**
     * Before the end was triggered, every seat passed without a banner in a full round.
     *
     * @generated from enum value: ARKADIA_END_REASON_STALEMATE = 2;
     */
    ArkadiaEndReason[ArkadiaEndReason["STALEMATE"] = 2] = "STALEMATE";
})(ArkadiaEndReason || (ArkadiaEndReason = {}));
/**
 * Describes the enum ludus.v1.ArkadiaEndReason.
 */
export const ArkadiaEndReasonSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_arkadia, 3);
