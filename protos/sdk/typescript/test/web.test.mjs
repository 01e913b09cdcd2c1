// One match through the web face: HTTP/JSON for calls, a WebSocket for WatchMatch (the `ws`
// package stands in for a browser's WebSocket on Node 20).
import assert from "node:assert/strict";
import { test } from "node:test";
import WebSocket from "ws";
import { createWebClient, ruleCode } from "../dist/web.js";
import { checkFinished, HTTP, playToEnd } from "./_play.mjs";

test("HTTP/JSON + WebSocket: one match to the end, errors with their codes", async () => {
  const client = createWebClient(HTTP, { WebSocket });
  const { games } = await client.listGames({});
  const game = games.find((g) => g.name === "ark") ?? games[0]; // the shortest match
  await checkFinished(client, game, await playToEnd(client, game));
  await assert.rejects(client.getMatch({ matchId: "ark-nosuchmatch" }), (error) => error.code === 5); // NOT_FOUND
  await assert.rejects(
    client.getHistory({ matchId: (await client.listMatches({ game: game.name, limit: 1 })).matches[0].matchId, toVersion: 1n << 40n }),
    (error) => error.code === 3 && ruleCode(error) === "VERSION_PAST_END", // INVALID_ARGUMENT, with its code
  );
});
