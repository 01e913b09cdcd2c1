// Zapp Zerapp (听音魔法谷): commands, events and views.
//
// Rules: docs/rules/zapp_zerapp.md (our decisions and the rule codes) and the rules reference it
// cites (rulings R1..R32). In short: every round two dice give a magic number; all players at once
// listen to 13 sealed cans (numbers 1..13, can n holds n metal pieces) and each commits one; the
// cans are revealed together and every player whose number is at most the magic number moves one
// apprentice that many steps clockwise round a 24-space loop, highest number first. Apprentices on
// unprotected spaces that a move passes or lands on are banished to their start. The first player
// with all three apprentices in their city wins.
//
// Board. The Ludus edition board (GameInfo.static_data is a ZappZerappBoard) has spaces 0..23,
// numbered clockwise. Each colour has a start (off the track) that feeds into one space, and a
// city (off the track) entered from one space. An apprentice's position is a ZappZerappLocation:
// its start, a track space, or its city.
//
// The can phase is simultaneous and real-time. All seats send commands at once; the platform
// applies them in the order they reach the match's event stream, and each one is checked against
// the state after every earlier event, so the first Grab of a can wins (R14). Cans sit at
// positions 0..12 (never confused with can numbers 1..13, R9); which can is at which position is
// secret, even from a player holding or committing it, until the reveal (R17).
//
// Apprentices are named by colour and index (0, 1, 2). Colours are given to seats in board order:
// seat 0 red, seat 1 blue, seat 2 yellow, seat 3 green (R4).
import { enumDesc, fileDesc, messageDesc } from "@bufbuild/protobuf/codegenv2";
/**
 * Describes the file ludus/v1/zapp_zerapp.proto.
 */
export const file_ludus_v1_zapp_zerapp = /*@__PURE__*/ fileDesc("ChpsdWR1cy92MS96YXBwX3plcmFwcC5wcm90bxIIbHVkdXMudjEi6gEKEVphcHBaZXJhcHBPcHRpb25zEhUKDWNhcnJ5X3ZhcmlhbnQYASABKAgSGQoRY2FuX3BoYXNlX3NlY29uZHMYAiABKA0SNQoPcmFuZG9tX3JlYWN0aW9uGAMgASgLMhwubHVkdXMudjEuWmFwcFplcmFwcFJlYWN0aW9uEjUKD2dyZWVkeV9yZWFjdGlvbhgEIAEoCzIcLmx1ZHVzLnYxLlphcHBaZXJhcHBSZWFjdGlvbhI1Cg9zZWFyY2hfcmVhY3Rpb24YBSABKAsyHC5sdWR1cy52MS5aYXBwWmVyYXBwUmVhY3Rpb24iNAoSWmFwcFplcmFwcFJlYWN0aW9uEg4KBm1pbl9tcxgBIAEoDRIOCgZtYXhfbXMYAiABKA0ieAoPWmFwcFplcmFwcFNwYWNlEg0KBXNwYWNlGAEgASgNEioKBmNvbG91chgCIAEoDjIaLmx1ZHVzLnYxLlphcHBaZXJhcHBDb2xvdXISKgoGdG93ZXJzGAMgAygOMhoubHVkdXMudjEuWmFwcFplcmFwcENvbG91ciJrChRaYXBwWmVyYXBwQ29sb3VySW5mbxIqCgZjb2xvdXIYASABKA4yGi5sdWR1cy52MS5aYXBwWmVyYXBwQ29sb3VyEhMKC3N0YXJ0X2ZlZWRzGAIgASgNEhIKCmNpdHlfZW50cnkYAyABKA0i5QEKD1phcHBaZXJhcHBCb2FyZBIpCgZzcGFjZXMYASADKAsyGS5sdWR1cy52MS5aYXBwWmVyYXBwU3BhY2USLwoHY29sb3VycxgCIAMoCzIeLmx1ZHVzLnYxLlphcHBaZXJhcHBDb2xvdXJJbmZvEgwKBGNhbnMYAyABKA0SEgoKaGFuZF9saW1pdBgEIAEoDRIeChZhcHByZW50aWNlc19wZXJfY29sb3VyGAUgASgNEjQKD2RlZmF1bHRfb3B0aW9ucxgGIAEoCzIbLmx1ZHVzLnYxLlphcHBaZXJhcHBPcHRpb25zIlQKF1phcHBaZXJhcHBBcHByZW50aWNlUmVmEioKBmNvbG91chgBIAEoDjIaLmx1ZHVzLnYxLlphcHBaZXJhcHBDb2xvdXISDQoFaW5kZXgYAiABKA0iSwoSWmFwcFplcmFwcExvY2F0aW9uEiYKBGFyZWEYASABKA4yGC5sdWR1cy52MS5aYXBwWmVyYXBwQXJlYRINCgVzcGFjZRgCIAEoDSL8AQoRWmFwcFplcmFwcENvbW1hbmQSKgoFc2hha2UYASABKAsyGS5sdWR1cy52MS5aYXBwWmVyYXBwU2hha2VIABIoCgRncmFiGAIgASgLMhgubHVkdXMudjEuWmFwcFplcmFwcEdyYWJIABIuCgdyZWxlYXNlGAMgASgLMhsubHVkdXMudjEuWmFwcFplcmFwcFJlbGVhc2VIABIsCgZjb21taXQYBCABKAsyGi5sdWR1cy52MS5aYXBwWmVyYXBwQ29tbWl0SAASKAoEbW92ZRgFIAEoCzIYLmx1ZHVzLnYxLlphcHBaZXJhcHBNb3ZlSABCCQoHY29tbWFuZCIjCg9aYXBwWmVyYXBwU2hha2USEAoIcG9zaXRpb24YASABKA0iIgoOWmFwcFplcmFwcEdyYWISEAoIcG9zaXRpb24YASABKA0iJQoRWmFwcFplcmFwcFJlbGVhc2USEAoIcG9zaXRpb24YASABKA0iJAoQWmFwcFplcmFwcENvbW1pdBIQCghwb3NpdGlvbhgBIAEoDSKRAQoOWmFwcFplcmFwcE1vdmUSEgoKYXBwcmVudGljZRgBIAEoDRIwCgVjYXJyeRgCIAMoCzIhLmx1ZHVzLnYxLlphcHBaZXJhcHBBcHByZW50aWNlUmVmEjkKDnNldF9kb3duX29yZGVyGAMgAygLMiEubHVkdXMudjEuWmFwcFplcmFwcEFwcHJlbnRpY2VSZWYi3gcKD1phcHBaZXJhcHBFdmVudBI3CgxnYW1lX3N0YXJ0ZWQYASABKAsyHy5sdWR1cy52MS5aYXBwWmVyYXBwR2FtZVN0YXJ0ZWRIABI1CgtkaWNlX3JvbGxlZBgCIAEoCzIeLmx1ZHVzLnYxLlphcHBaZXJhcHBEaWNlUm9sbGVkSAASOQoNY2Fuc19zaHVmZmxlZBgDIAEoCzIgLmx1ZHVzLnYxLlphcHBaZXJhcHBDYW5zU2h1ZmZsZWRIABI1CgtjYW5fZ3JhYmJlZBgEIAEoCzIeLmx1ZHVzLnYxLlphcHBaZXJhcHBDYW5HcmFiYmVkSAASMwoKY2FuX3NoYWtlbhgFIAEoCzIdLmx1ZHVzLnYxLlphcHBaZXJhcHBDYW5TaGFrZW5IABI3CgxjYW5fcmV0dXJuZWQYBiABKAsyHy5sdWR1cy52MS5aYXBwWmVyYXBwQ2FuUmV0dXJuZWRIABI5Cg1jYW5fY29tbWl0dGVkGAcgASgLMiAubHVkdXMudjEuWmFwcFplcmFwcENhbkNvbW1pdHRlZEgAEj4KEGNhbl9waGFzZV9jbG9zZWQYCCABKAsyIi5sdWR1cy52MS5aYXBwWmVyYXBwQ2FuUGhhc2VDbG9zZWRIABI5Cg1jYW5zX3JldmVhbGVkGAkgASgLMiAubHVkdXMudjEuWmFwcFplcmFwcENhbnNSZXZlYWxlZEgAEkAKEW1vdmVfdHVybl9zdGFydGVkGAogASgLMiMubHVkdXMudjEuWmFwcFplcmFwcE1vdmVUdXJuU3RhcnRlZEgAEj8KEGFwcHJlbnRpY2VfbW92ZWQYCyABKAsyIy5sdWR1cy52MS5aYXBwWmVyYXBwQXBwcmVudGljZU1vdmVkSAASRQoTYXBwcmVudGljZV9iYW5pc2hlZBgMIAEoCzImLmx1ZHVzLnYxLlphcHBaZXJhcHBBcHByZW50aWNlQmFuaXNoZWRIABJDChJhcHByZW50aWNlX2NhcnJpZWQYDSABKAsyJS5sdWR1cy52MS5aYXBwWmVyYXBwQXBwcmVudGljZUNhcnJpZWRIABJDChJhcHByZW50aWNlX2Fycml2ZWQYDiABKAsyJS5sdWR1cy52MS5aYXBwWmVyYXBwQXBwcmVudGljZUFycml2ZWRIABI3Cgxtb3ZlX3NraXBwZWQYDyABKAsyHy5sdWR1cy52MS5aYXBwWmVyYXBwTW92ZVNraXBwZWRIABIvCghnYW1lX3dvbhgQIAEoCzIbLmx1ZHVzLnYxLlphcHBaZXJhcHBHYW1lV29uSABCBwoFZXZlbnQiUAoUWmFwcFplcmFwcFNlYXRDb2xvdXISDAoEc2VhdBgBIAEoDRIqCgZjb2xvdXIYAiABKA4yGi5sdWR1cy52MS5aYXBwWmVyYXBwQ29sb3VyIpgBChVaYXBwWmVyYXBwR2FtZVN0YXJ0ZWQSLQoFc2VhdHMYASADKAsyHi5sdWR1cy52MS5aYXBwWmVyYXBwU2VhdENvbG91chIVCg1jYXJyeV92YXJpYW50GAIgASgIEhkKEWNhbl9waGFzZV9zZWNvbmRzGAMgASgNEh4KFmFwcHJlbnRpY2VzX3Blcl9jb2xvdXIYBCABKA0iXwoUWmFwcFplcmFwcERpY2VSb2xsZWQSDQoFcm91bmQYASABKA0SDAoEZGljZRgCIAMoDRIUCgxtYWdpY19udW1iZXIYAyABKA0SFAoMZGVhZGxpbmVfa2V5GAQgASgJIjUKFlphcHBaZXJhcHBDYW5zU2h1ZmZsZWQSDQoFcm91bmQYASABKA0SDAoEY2FucxgCIAMoDSI2ChRaYXBwWmVyYXBwQ2FuR3JhYmJlZBIMCgRzZWF0GAEgASgNEhAKCHBvc2l0aW9uGAIgASgNIjQKD1phcHBaZXJhcHBDbGljaxIPCgd0aW1lX21zGAEgASgNEhAKCGxvdWRuZXNzGAIgASgCIj0KEFphcHBaZXJhcHBSYXR0bGUSKQoGY2xpY2tzGAEgAygLMhkubHVkdXMudjEuWmFwcFplcmFwcENsaWNrInAKE1phcHBaZXJhcHBDYW5TaGFrZW4SDAoEc2VhdBgBIAEoDRIQCghwb3NpdGlvbhgCIAEoDRINCgVzaGFrZRgDIAEoDRIqCgZzYW1wbGUYBCABKAsyGi5sdWR1cy52MS5aYXBwWmVyYXBwUmF0dGxlImkKFVphcHBaZXJhcHBDYW5SZXR1cm5lZBIMCgRzZWF0GAEgASgNEhAKCHBvc2l0aW9uGAIgASgNEjAKBnJlYXNvbhgDIAEoDjIgLmx1ZHVzLnYxLlphcHBaZXJhcHBSZXR1cm5SZWFzb24iOAoWWmFwcFplcmFwcENhbkNvbW1pdHRlZBIMCgRzZWF0GAEgASgNEhAKCHBvc2l0aW9uGAIgASgNIm8KGFphcHBaZXJhcHBDYW5QaGFzZUNsb3NlZBINCgVyb3VuZBgBIAEoDRIvCgZyZWFzb24YAiABKA4yHy5sdWR1cy52MS5aYXBwWmVyYXBwQ2xvc2VSZWFzb24SEwoLc2l0dGluZ19vdXQYAyADKA0iUgoQWmFwcFplcmFwcFJldmVhbBIMCgRzZWF0GAEgASgNEhAKCHBvc2l0aW9uGAIgASgNEgsKA2NhbhgDIAEoDRIRCglxdWFsaWZpZXMYBCABKAgiaAoWWmFwcFplcmFwcENhbnNSZXZlYWxlZBINCgVyb3VuZBgBIAEoDRIrCgdyZXZlYWxzGAIgAygLMhoubHVkdXMudjEuWmFwcFplcmFwcFJldmVhbBISCgptb3ZlX29yZGVyGAMgAygNIjgKGVphcHBaZXJhcHBNb3ZlVHVyblN0YXJ0ZWQSDAoEc2VhdBgBIAEoDRINCgVzdGVwcxgCIAEoDSKHAgoZWmFwcFplcmFwcEFwcHJlbnRpY2VNb3ZlZBIMCgRzZWF0GAEgASgNEjUKCmFwcHJlbnRpY2UYAiABKAsyIS5sdWR1cy52MS5aYXBwWmVyYXBwQXBwcmVudGljZVJlZhIsCgZvcmlnaW4YAyABKAsyHC5sdWR1cy52MS5aYXBwWmVyYXBwTG9jYXRpb24SMQoLZGVzdGluYXRpb24YBCABKAsyHC5sdWR1cy52MS5aYXBwWmVyYXBwTG9jYXRpb24SDAoEcGF0aBgFIAMoDRINCgVzdGVwcxgGIAEoDRIRCglmb3JmZWl0ZWQYByABKA0SFAoMcmVhY2hlc19jaXR5GAggASgIInUKHFphcHBaZXJhcHBBcHByZW50aWNlQmFuaXNoZWQSNQoKYXBwcmVudGljZRgBIAEoCzIhLmx1ZHVzLnYxLlphcHBaZXJhcHBBcHByZW50aWNlUmVmEg0KBXNwYWNlGAIgASgNEg8KB2J5X3NlYXQYAyABKA0iswEKG1phcHBaZXJhcHBBcHByZW50aWNlQ2FycmllZBI1CgphcHByZW50aWNlGAEgASgLMiEubHVkdXMudjEuWmFwcFplcmFwcEFwcHJlbnRpY2VSZWYSMgoHY2FycmllchgCIAEoCzIhLmx1ZHVzLnYxLlphcHBaZXJhcHBBcHByZW50aWNlUmVmEhQKDHBpY2tlZF91cF9hdBgDIAEoDRITCgtzZXRfZG93bl9hdBgEIAEoDSJzChtaYXBwWmVyYXBwQXBwcmVudGljZUFycml2ZWQSNQoKYXBwcmVudGljZRgBIAEoCzIhLmx1ZHVzLnYxLlphcHBaZXJhcHBBcHByZW50aWNlUmVmEg8KB2NhcnJpZWQYAiABKAgSDAoEaG9tZRgDIAEoDSIlChVaYXBwWmVyYXBwTW92ZVNraXBwZWQSDAoEc2VhdBgBIAEoDSJcChFaYXBwWmVyYXBwR2FtZVdvbhIMCgRzZWF0GAEgASgNEioKBmNvbG91chgCIAEoDjIaLmx1ZHVzLnYxLlphcHBaZXJhcHBDb2xvdXISDQoFcm91bmQYAyABKA0ivgEKElphcHBaZXJhcHBTZWF0VmlldxIMCgRzZWF0GAEgASgNEioKBmNvbG91chgCIAEoDjIaLmx1ZHVzLnYxLlphcHBaZXJhcHBDb2xvdXISDAoEaGVsZBgDIAMoDRIRCgljb21taXR0ZWQYBCABKAgSGgoSY29tbWl0dGVkX3Bvc2l0aW9uGAUgASgNEg4KBnNoYWtlcxgGIAEoDRITCgtzaXR0aW5nX291dBgHIAEoCBIMCgRob21lGAggASgNInMKFlphcHBaZXJhcHBQb3NpdGlvblZpZXcSEAoIcG9zaXRpb24YASABKA0SKwoFc3RhdGUYAiABKA4yHC5sdWR1cy52MS5aYXBwWmVyYXBwQ2FuU3RhdGUSEQoEc2VhdBgDIAEoDUgAiAEBQgcKBV9zZWF0IpIBChhaYXBwWmVyYXBwQXBwcmVudGljZVZpZXcSNQoKYXBwcmVudGljZRgBIAEoCzIhLmx1ZHVzLnYxLlphcHBaZXJhcHBBcHByZW50aWNlUmVmEi4KCGxvY2F0aW9uGAIgASgLMhwubHVkdXMudjEuWmFwcFplcmFwcExvY2F0aW9uEg8KB2Fycml2YWwYAyABKA0iYgoTWmFwcFplcmFwcE93blNhbXBsZRIQCghwb3NpdGlvbhgBIAEoDRINCgVzaGFrZRgCIAEoDRIqCgZzYW1wbGUYAyABKAsyGi5sdWR1cy52MS5aYXBwWmVyYXBwUmF0dGxlItQECg5aYXBwWmVyYXBwVmlldxITCgZ2aWV3ZXIYASABKA1IAIgBARIoCgVwaGFzZRgCIAEoDjIZLmx1ZHVzLnYxLlphcHBaZXJhcHBQaGFzZRINCgVyb3VuZBgDIAEoDRIMCgRkaWNlGAQgAygNEhQKDG1hZ2ljX251bWJlchgFIAEoDRIQCghhd2FpdGluZxgGIAMoDRIVCg1jYXJyeV92YXJpYW50GAcgASgIEhkKEWNhbl9waGFzZV9zZWNvbmRzGAggASgNEhQKDGRlYWRsaW5lX2tleRgJIAEoCRIrCgVzZWF0cxgKIAMoCzIcLmx1ZHVzLnYxLlphcHBaZXJhcHBTZWF0VmlldxIzCglwb3NpdGlvbnMYCyADKAsyIC5sdWR1cy52MS5aYXBwWmVyYXBwUG9zaXRpb25WaWV3EjcKC2FwcHJlbnRpY2VzGAwgAygLMiIubHVkdXMudjEuWmFwcFplcmFwcEFwcHJlbnRpY2VWaWV3EjIKC293bl9zYW1wbGVzGA0gAygLMh0ubHVkdXMudjEuWmFwcFplcmFwcE93blNhbXBsZRISCgptb3ZlX29yZGVyGA4gAygNEhoKDWN1cnJlbnRfbW92ZXIYDyABKA1IAYgBARINCgVzdGVwcxgQIAEoDRIrCgdyZXZlYWxzGBEgAygLMhoubHVkdXMudjEuWmFwcFplcmFwcFJldmVhbBITCgZ3aW5uZXIYEiABKA1IAogBAUIJCgdfdmlld2VyQhAKDl9jdXJyZW50X21vdmVyQgkKB193aW5uZXIqrAEKEFphcHBaZXJhcHBDb2xvdXISIgoeWkFQUF9aRVJBUFBfQ09MT1VSX1VOU1BFQ0lGSUVEEAASGgoWWkFQUF9aRVJBUFBfQ09MT1VSX1JFRBABEhsKF1pBUFBfWkVSQVBQX0NPTE9VUl9CTFVFEAISHQoZWkFQUF9aRVJBUFBfQ09MT1VSX1lFTExPVxADEhwKGFpBUFBfWkVSQVBQX0NPTE9VUl9HUkVFThAEKoUBCg5aYXBwWmVyYXBwQXJlYRIgChxaQVBQX1pFUkFQUF9BUkVBX1VOU1BFQ0lGSUVEEAASGgoWWkFQUF9aRVJBUFBfQVJFQV9TVEFSVBABEhoKFlpBUFBfWkVSQVBQX0FSRUFfVFJBQ0sQAhIZChVaQVBQX1pFUkFQUF9BUkVBX0NJVFkQAyqJAQoPWmFwcFplcmFwcFBoYXNlEiEKHVpBUFBfWkVSQVBQX1BIQVNFX1VOU1BFQ0lGSUVEEAASGgoWWkFQUF9aRVJBUFBfUEhBU0VfQ0FOUxABEhsKF1pBUFBfWkVSQVBQX1BIQVNFX01PVkVTEAISGgoWWkFQUF9aRVJBUFBfUEhBU0VfT1ZFUhADKqABChJaYXBwWmVyYXBwQ2FuU3RhdGUSJQohWkFQUF9aRVJBUFBfQ0FOX1NUQVRFX1VOU1BFQ0lGSUVEEAASHgoaWkFQUF9aRVJBUFBfQ0FOX1NUQVRFX0ZSRUUQARIeChpaQVBQX1pFUkFQUF9DQU5fU1RBVEVfSEVMRBACEiMKH1pBUFBfWkVSQVBQX0NBTl9TVEFURV9DT01NSVRURUQQAyrGAQoWWmFwcFplcmFwcFJldHVyblJlYXNvbhIpCiVaQVBQX1pFUkFQUF9SRVRVUk5fUkVBU09OX1VOU1BFQ0lGSUVEEAASJgoiWkFQUF9aRVJBUFBfUkVUVVJOX1JFQVNPTl9SRUxFQVNFRBABEi0KKVpBUFBfWkVSQVBQX1JFVFVSTl9SRUFTT05fQ09NTUlUVEVEX09USEVSEAISKgomWkFQUF9aRVJBUFBfUkVUVVJOX1JFQVNPTl9QSEFTRV9DTE9TRUQQAyqUAQoVWmFwcFplcmFwcENsb3NlUmVhc29uEigKJFpBUFBfWkVSQVBQX0NMT1NFX1JFQVNPTl9VTlNQRUNJRklFRBAAEioKJlpBUFBfWkVSQVBQX0NMT1NFX1JFQVNPTl9BTExfQ09NTUlUVEVEEAESJQohWkFQUF9aRVJBUFBfQ0xPU0VfUkVBU09OX0RFQURMSU5FEAJCRgoMZGV2Lmx1ZHVzLnYxUAFaNGdpdGh1Yi5jb20vbHVkdXMtZ2FtZXMvbHVkdXMvZ2VuL2dvL2x1ZHVzL3YxO2x1ZHVzdjFiBnByb3RvMw");
/**
 * Describes the message ludus.v1.ZappZerappOptions.
 * Use `create(ZappZerappOptionsSchema)` to create a new message.
 */
export const ZappZerappOptionsSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 0);
/**
 * Describes the message ludus.v1.ZappZerappReaction.
 * Use `create(ZappZerappReactionSchema)` to create a new message.
 */
export const ZappZerappReactionSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 1);
/**
 * Describes the message ludus.v1.ZappZerappSpace.
 * Use `create(ZappZerappSpaceSchema)` to create a new message.
 */
export const ZappZerappSpaceSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 2);
/**
 * Describes the message ludus.v1.ZappZerappColourInfo.
 * Use `create(ZappZerappColourInfoSchema)` to create a new message.
 */
export const ZappZerappColourInfoSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 3);
/**
 * Describes the message ludus.v1.ZappZerappBoard.
 * Use `create(ZappZerappBoardSchema)` to create a new message.
 */
export const ZappZerappBoardSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 4);
/**
 * Describes the message ludus.v1.ZappZerappApprenticeRef.
 * Use `create(ZappZerappApprenticeRefSchema)` to create a new message.
 */
export const ZappZerappApprenticeRefSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 5);
/**
 * Describes the message ludus.v1.ZappZerappLocation.
 * Use `create(ZappZerappLocationSchema)` to create a new message.
 */
export const ZappZerappLocationSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 6);
/**
 * Describes the message ludus.v1.ZappZerappCommand.
 * Use `create(ZappZerappCommandSchema)` to create a new message.
 */
export const ZappZerappCommandSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 7);
/**
 * Describes the message ludus.v1.ZappZerappShake.
 * Use `create(ZappZerappShakeSchema)` to create a new message.
 */
export const ZappZerappShakeSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 8);
/**
 * Describes the message ludus.v1.ZappZerappGrab.
 * Use `create(ZappZerappGrabSchema)` to create a new message.
 */
export const ZappZerappGrabSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 9);
/**
 * Describes the message ludus.v1.ZappZerappRelease.
 * Use `create(ZappZerappReleaseSchema)` to create a new message.
 */
export const ZappZerappReleaseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 10);
/**
 * Describes the message ludus.v1.ZappZerappCommit.
 * Use `create(ZappZerappCommitSchema)` to create a new message.
 */
export const ZappZerappCommitSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 11);
/**
 * Describes the message ludus.v1.ZappZerappMove.
 * Use `create(ZappZerappMoveSchema)` to create a new message.
 */
export const ZappZerappMoveSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 12);
/**
 * Describes the message ludus.v1.ZappZerappEvent.
 * Use `create(ZappZerappEventSchema)` to create a new message.
 */
export const ZappZerappEventSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 13);
/**
 * Describes the message ludus.v1.ZappZerappSeatColour.
 * Use `create(ZappZerappSeatColourSchema)` to create a new message.
 */
export const ZappZerappSeatColourSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 14);
/**
 * Describes the message ludus.v1.ZappZerappGameStarted.
 * Use `create(ZappZerappGameStartedSchema)` to create a new message.
 */
export const ZappZerappGameStartedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 15);
/**
 * Describes the message ludus.v1.ZappZerappDiceRolled.
 * Use `create(ZappZerappDiceRolledSchema)` to create a new message.
 */
export const ZappZerappDiceRolledSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 16);
/**
 * Describes the message ludus.v1.ZappZerappCansShuffled.
 * Use `create(ZappZerappCansShuffledSchema)` to create a new message.
 */
export const ZappZerappCansShuffledSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 17);
/**
 * Describes the message ludus.v1.ZappZerappCanGrabbed.
 * Use `create(ZappZerappCanGrabbedSchema)` to create a new message.
 */
export const ZappZerappCanGrabbedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 18);
/**
 * Describes the message ludus.v1.ZappZerappClick.
 * Use `create(ZappZerappClickSchema)` to create a new message.
 */
export const ZappZerappClickSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 19);
/**
 * Describes the message ludus.v1.ZappZerappRattle.
 * Use `create(ZappZerappRattleSchema)` to create a new message.
 */
export const ZappZerappRattleSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 20);
/**
 * Describes the message ludus.v1.ZappZerappCanShaken.
 * Use `create(ZappZerappCanShakenSchema)` to create a new message.
 */
export const ZappZerappCanShakenSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 21);
/**
 * Describes the message ludus.v1.ZappZerappCanReturned.
 * Use `create(ZappZerappCanReturnedSchema)` to create a new message.
 */
export const ZappZerappCanReturnedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 22);
/**
 * Describes the message ludus.v1.ZappZerappCanCommitted.
 * Use `create(ZappZerappCanCommittedSchema)` to create a new message.
 */
export const ZappZerappCanCommittedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 23);
/**
 * Describes the message ludus.v1.ZappZerappCanPhaseClosed.
 * Use `create(ZappZerappCanPhaseClosedSchema)` to create a new message.
 */
export const ZappZerappCanPhaseClosedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 24);
/**
 * Describes the message ludus.v1.ZappZerappReveal.
 * Use `create(ZappZerappRevealSchema)` to create a new message.
 */
export const ZappZerappRevealSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 25);
/**
 * Describes the message ludus.v1.ZappZerappCansRevealed.
 * Use `create(ZappZerappCansRevealedSchema)` to create a new message.
 */
export const ZappZerappCansRevealedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 26);
/**
 * Describes the message ludus.v1.ZappZerappMoveTurnStarted.
 * Use `create(ZappZerappMoveTurnStartedSchema)` to create a new message.
 */
export const ZappZerappMoveTurnStartedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 27);
/**
 * Describes the message ludus.v1.ZappZerappApprenticeMoved.
 * Use `create(ZappZerappApprenticeMovedSchema)` to create a new message.
 */
export const ZappZerappApprenticeMovedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 28);
/**
 * Describes the message ludus.v1.ZappZerappApprenticeBanished.
 * Use `create(ZappZerappApprenticeBanishedSchema)` to create a new message.
 */
export const ZappZerappApprenticeBanishedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 29);
/**
 * Describes the message ludus.v1.ZappZerappApprenticeCarried.
 * Use `create(ZappZerappApprenticeCarriedSchema)` to create a new message.
 */
export const ZappZerappApprenticeCarriedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 30);
/**
 * Describes the message ludus.v1.ZappZerappApprenticeArrived.
 * Use `create(ZappZerappApprenticeArrivedSchema)` to create a new message.
 */
export const ZappZerappApprenticeArrivedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 31);
/**
 * Describes the message ludus.v1.ZappZerappMoveSkipped.
 * Use `create(ZappZerappMoveSkippedSchema)` to create a new message.
 */
export const ZappZerappMoveSkippedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 32);
/**
 * Describes the message ludus.v1.ZappZerappGameWon.
 * Use `create(ZappZerappGameWonSchema)` to create a new message.
 */
export const ZappZerappGameWonSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 33);
/**
 * Describes the message ludus.v1.ZappZerappSeatView.
 * Use `create(ZappZerappSeatViewSchema)` to create a new message.
 */
export const ZappZerappSeatViewSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 34);
/**
 * Describes the message ludus.v1.ZappZerappPositionView.
 * Use `create(ZappZerappPositionViewSchema)` to create a new message.
 */
export const ZappZerappPositionViewSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 35);
/**
 * Describes the message ludus.v1.ZappZerappApprenticeView.
 * Use `create(ZappZerappApprenticeViewSchema)` to create a new message.
 */
export const ZappZerappApprenticeViewSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 36);
/**
 * Describes the message ludus.v1.ZappZerappOwnSample.
 * Use `create(ZappZerappOwnSampleSchema)` to create a new message.
 */
export const ZappZerappOwnSampleSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 37);
/**
 * Describes the message ludus.v1.ZappZerappView.
 * Use `create(ZappZerappViewSchema)` to create a new message.
 */
export const ZappZerappViewSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_zapp_zerapp, 38);
/**
 * An apprentice colour. Also the colour of a protected zone and of a tower.
 *
 * @generated from enum ludus.v1.ZappZerappColour
 */
export var ZappZerappColour;
(function (ZappZerappColour) {
    /**
     * Not a colour; rejected in commands. On a ZappZerappSpace it means a white space.
     *
     * @generated from enum value: ZAPP_ZERAPP_COLOUR_UNSPECIFIED = 0;
     */
    ZappZerappColour[ZappZerappColour["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Red (seat 0).
     *
     * @generated from enum value: ZAPP_ZERAPP_COLOUR_RED = 1;
     */
    ZappZerappColour[ZappZerappColour["RED"] = 1] = "RED";
    /**
     * Blue (seat 1).
     *
     * @generated from enum value: ZAPP_ZERAPP_COLOUR_BLUE = 2;
     */
    ZappZerappColour[ZappZerappColour["BLUE"] = 2] = "BLUE";
    /**
     * Yellow (seat 2).
     *
     * @generated from enum value: ZAPP_ZERAPP_COLOUR_YELLOW = 3;
     */
    ZappZerappColour[ZappZerappColour["YELLOW"] = 3] = "YELLOW";
    /**
     * Green (seat 3).
     *
     * @generated from enum value: ZAPP_ZERAPP_COLOUR_GREEN = 4;
     */
    ZappZerappColour[ZappZerappColour["GREEN"] = 4] = "GREEN";
})(ZappZerappColour || (ZappZerappColour = {}));
/**
 * Describes the enum ludus.v1.ZappZerappColour.
 */
export const ZappZerappColourSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_zapp_zerapp, 0);
/**
 * Where an apprentice is.
 *
 * @generated from enum ludus.v1.ZappZerappArea
 */
export var ZappZerappArea;
(function (ZappZerappArea) {
    /**
     * Never sent.
     *
     * @generated from enum value: ZAPP_ZERAPP_AREA_UNSPECIFIED = 0;
     */
    ZappZerappArea[ZappZerappArea["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * In its colour's start, off the track (25 steps from its city on the Ludus board).
     *
     * @generated from enum value: ZAPP_ZERAPP_AREA_START = 1;
     */
    ZappZerappArea[ZappZerappArea["START"] = 1] = "START";
    /**
     * On a track space (ZappZerappLocation.space).
     *
     * @generated from enum value: ZAPP_ZERAPP_AREA_TRACK = 2;
     */
    ZappZerappArea[ZappZerappArea["TRACK"] = 2] = "TRACK";
    /**
     * In its colour's city: home for good.
     *
     * @generated from enum value: ZAPP_ZERAPP_AREA_CITY = 3;
     */
    ZappZerappArea[ZappZerappArea["CITY"] = 3] = "CITY";
})(ZappZerappArea || (ZappZerappArea = {}));
/**
 * Describes the enum ludus.v1.ZappZerappArea.
 */
export const ZappZerappAreaSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_zapp_zerapp, 1);
/**
 * Where a match stands.
 *
 * @generated from enum ludus.v1.ZappZerappPhase
 */
export var ZappZerappPhase;
(function (ZappZerappPhase) {
    /**
     * Never sent.
     *
     * @generated from enum value: ZAPP_ZERAPP_PHASE_UNSPECIFIED = 0;
     */
    ZappZerappPhase[ZappZerappPhase["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * The can phase: every seat that has not committed may grab, shake, release and commit cans.
     *
     * @generated from enum value: ZAPP_ZERAPP_PHASE_CANS = 1;
     */
    ZappZerappPhase[ZappZerappPhase["CANS"] = 1] = "CANS";
    /**
     * The move phase: the qualifying seats move one at a time, highest can first.
     *
     * @generated from enum value: ZAPP_ZERAPP_PHASE_MOVES = 2;
     */
    ZappZerappPhase[ZappZerappPhase["MOVES"] = 2] = "MOVES";
    /**
     * A seat has all three apprentices home; the match is over.
     *
     * @generated from enum value: ZAPP_ZERAPP_PHASE_OVER = 3;
     */
    ZappZerappPhase[ZappZerappPhase["OVER"] = 3] = "OVER";
})(ZappZerappPhase || (ZappZerappPhase = {}));
/**
 * Describes the enum ludus.v1.ZappZerappPhase.
 */
export const ZappZerappPhaseSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_zapp_zerapp, 2);
/**
 * What is at a can position during the can phase (public, R16).
 *
 * @generated from enum ludus.v1.ZappZerappCanState
 */
export var ZappZerappCanState;
(function (ZappZerappCanState) {
    /**
     * Never sent.
     *
     * @generated from enum value: ZAPP_ZERAPP_CAN_STATE_UNSPECIFIED = 0;
     */
    ZappZerappCanState[ZappZerappCanState["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * On the plateau: anyone with a free hand may grab it.
     *
     * @generated from enum value: ZAPP_ZERAPP_CAN_STATE_FREE = 1;
     */
    ZappZerappCanState[ZappZerappCanState["FREE"] = 1] = "FREE";
    /**
     * In a seat's hand.
     *
     * @generated from enum value: ZAPP_ZERAPP_CAN_STATE_HELD = 2;
     */
    ZappZerappCanState[ZappZerappCanState["HELD"] = 2] = "HELD";
    /**
     * Committed (placed in front of a seat) for this round.
     *
     * @generated from enum value: ZAPP_ZERAPP_CAN_STATE_COMMITTED = 3;
     */
    ZappZerappCanState[ZappZerappCanState["COMMITTED"] = 3] = "COMMITTED";
})(ZappZerappCanState || (ZappZerappCanState = {}));
/**
 * Describes the enum ludus.v1.ZappZerappCanState.
 */
export const ZappZerappCanStateSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_zapp_zerapp, 3);
/**
 * Why a held can went back to its position.
 *
 * @generated from enum ludus.v1.ZappZerappReturnReason
 */
export var ZappZerappReturnReason;
(function (ZappZerappReturnReason) {
    /**
     * Never sent.
     *
     * @generated from enum value: ZAPP_ZERAPP_RETURN_REASON_UNSPECIFIED = 0;
     */
    ZappZerappReturnReason[ZappZerappReturnReason["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * The seat released it (ZappZerappRelease).
     *
     * @generated from enum value: ZAPP_ZERAPP_RETURN_REASON_RELEASED = 1;
     */
    ZappZerappReturnReason[ZappZerappReturnReason["RELEASED"] = 1] = "RELEASED";
    /**
     * The seat committed its other held can; this one goes back (seed can rule 6).
     *
     * @generated from enum value: ZAPP_ZERAPP_RETURN_REASON_COMMITTED_OTHER = 2;
     */
    ZappZerappReturnReason[ZappZerappReturnReason["COMMITTED_OTHER"] = 2] = "COMMITTED_OTHER";
    /**
     * The can phase ended while the seat still held it; the seat sits the round out (R15).
     *
     * @generated from enum value: ZAPP_ZERAPP_RETURN_REASON_PHASE_CLOSED = 3;
     */
    ZappZerappReturnReason[ZappZerappReturnReason["PHASE_CLOSED"] = 3] = "PHASE_CLOSED";
})(ZappZerappReturnReason || (ZappZerappReturnReason = {}));
/**
 * Describes the enum ludus.v1.ZappZerappReturnReason.
 */
export const ZappZerappReturnReasonSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_zapp_zerapp, 4);
/**
 * Why the can phase ended.
 *
 * @generated from enum ludus.v1.ZappZerappCloseReason
 */
export var ZappZerappCloseReason;
(function (ZappZerappCloseReason) {
    /**
     * Never sent.
     *
     * @generated from enum value: ZAPP_ZERAPP_CLOSE_REASON_UNSPECIFIED = 0;
     */
    ZappZerappCloseReason[ZappZerappCloseReason["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Every seat had committed.
     *
     * @generated from enum value: ZAPP_ZERAPP_CLOSE_REASON_ALL_COMMITTED = 1;
     */
    ZappZerappCloseReason[ZappZerappCloseReason["ALL_COMMITTED"] = 1] = "ALL_COMMITTED";
    /**
     * The deadline ran out (the platform's timer called expire).
     *
     * @generated from enum value: ZAPP_ZERAPP_CLOSE_REASON_DEADLINE = 2;
     */
    ZappZerappCloseReason[ZappZerappCloseReason["DEADLINE"] = 2] = "DEADLINE";
})(ZappZerappCloseReason || (ZappZerappCloseReason = {}));
/**
 * Describes the enum ludus.v1.ZappZerappCloseReason.
 */
export const ZappZerappCloseReasonSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_zapp_zerapp, 5);
