// What the two test files share: play a match to the end with random legal commands through a
// typed client (either face), and check every message decoded to the game's own type. The
// platform's addresses come from the environment (tests/sdk/test_typescript_sdk.py starts it):
// LUDUS_GATEWAY (host:port, gRPC) and LUDUS_HTTP (http://host:port).
import assert from "node:assert/strict";
import { create } from "@bufbuild/protobuf";
import { legalCommands, MatchStatus, SeatKind, SeatSpecSchema, submit, typeName, unpack, unpackOptional, watch, isStale } from "../dist/index.js";

export const GATEWAY = process.env.LUDUS_GATEWAY;
export const HTTP = process.env.LUDUS_HTTP;
assert.ok(GATEWAY && HTTP, "set LUDUS_GATEWAY and LUDUS_HTTP");

/** A seeded generator per match (matches may run concurrently). */
function seeded(seed) {
  return (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
}

/** Plays every seat with random legal commands until the match ends; returns what it decoded. */
export async function playToEnd(client, game, seed = 20261201) {
  const random = seeded(seed);
  const seats = Array.from({ length: game.minSeats }, () => create(SeatSpecSchema, { kind: SeatKind.HUMAN }));
  const created = await client.createMatch({ game: game.name, seats });
  const matchId = created.match.matchId;
  const tokens = new Map(created.seatTokens.map((entry) => [entry.seat, entry.token]));
  const decoded = new Set();
  let moves = 0;
  // Whose turn it is comes with every answer (SubmitCommandResponse.awaiting and .status); the
  // match is read again only after a refusal.
  let { match } = await client.getMatch({ matchId });
  let awaiting = match.awaiting;
  let finished = false;
  const deadline = Date.now() + 240_000;
  while (!finished && Date.now() < deadline) {
    const seat = awaiting[random(awaiting.length)];
    const token = tokens.get(seat);
    const legal = await legalCommands(client, matchId, token);
    const command = legal.commands[random(legal.commands.length)];
    decoded.add(unpack(command).$typeName);
    try {
      const { response, attempts } = await submit(client, { matchId, token, command, expectedVersion: legal.version });
      assert.equal(attempts, 1);
      for (const event of response.events) decoded.add(unpack(event.event).$typeName);
      moves += 1;
      awaiting = response.awaiting;
      finished = response.status === MatchStatus.FINISHED;
    } catch (error) {
      if (!isStale(error)) throw error; // another seat moved first: read again
      awaiting = (await client.getMatch({ matchId })).match.awaiting;
    }
  }
  ({ match } = await client.getMatch({ matchId }));
  assert.equal(match.status, MatchStatus.FINISHED, `${game.name} did not finish`);
  return { matchId, match, moves, decoded, tokens };
}

export async function checkFinished(client, game, played) {
  assert.ok(played.moves > 0);
  assert.ok(played.decoded.has(game.commandType), game.commandType);
  assert.ok(played.decoded.has(game.eventType), game.eventType);
  const details = unpackOptional(played.match.result.details);
  assert.equal(details.$typeName, game.resultDetailsType);
  const token = played.tokens.values().next().value;
  const view = await client.getView({ matchId: played.matchId, token });
  assert.equal(unpack(view.view).$typeName, game.viewType);
  // The whole log, through the resumable watch: versions 1..end, each once, ending with MatchEnded.
  const versions = [];
  let last;
  for await (const event of watch(client, { matchId: played.matchId })) {
    versions.push(Number(event.version));
    last = typeName(event.event);
    unpack(event.event);
  }
  assert.deepEqual(versions, Array.from({ length: Number(played.match.version) }, (_, i) => i + 1));
  assert.equal(last, "ludus.v1.MatchEnded");
}
