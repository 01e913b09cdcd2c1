// Plays one match of every game through gRPC, and one through the HTTP/JSON + WebSocket face,
// against the platform whose addresses the environment names (tests/sdk/test_typescript_sdk.py
// starts it): LUDUS_GATEWAY (host:port, gRPC) and LUDUS_HTTP (http://host:port).
import assert from "node:assert/strict";
import { test } from "node:test";
import WebSocket from "ws";
import { create } from "@bufbuild/protobuf";
import { createNodeClient, legalCommands, MatchStatus, SeatKind, SeatSpecSchema, submit, typeName, unpack, unpackOptional, watch, isStale } from "../dist/node.js";
import { createWebClient } from "../dist/web.js";

const GATEWAY = process.env.LUDUS_GATEWAY;
const HTTP = process.env.LUDUS_HTTP;
assert.ok(GATEWAY && HTTP, "set LUDUS_GATEWAY and LUDUS_HTTP");

let seed = 20261201;
function random(n) {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
}

/** Plays every seat with random legal commands until the match ends; returns what it decoded. */
async function playToEnd(client, game) {
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

async function checkFinished(client, game, played) {
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

test("gRPC: one match of every game, to the end", async () => {
  const client = createNodeClient(GATEWAY);
  const { games } = await client.listGames({});
  assert.ok(games.length >= 4);
  for (const game of games) {
    if (game.staticData?.typeUrl) unpack(game.staticData);
    await checkFinished(client, game, await playToEnd(client, game));
  }
});

test("HTTP/JSON + WebSocket: one match to the end, errors with their codes", async () => {
  const client = createWebClient(HTTP, { WebSocket });
  const { games } = await client.listGames({});
  const game = games.find((g) => g.name === "ark") ?? games[0]; // the shortest match
  await checkFinished(client, game, await playToEnd(client, game));
  await assert.rejects(client.getMatch({ matchId: "ark-nosuchmatch" }), (error) => error.code === 5); // NOT_FOUND
});
