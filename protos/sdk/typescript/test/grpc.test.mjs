// One match of every game through gRPC (Connect's gRPC transport for Node), the games at once.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createNodeClient, unpack } from "../dist/node.js";
import { checkFinished, GATEWAY, playToEnd } from "./_play.mjs";

test("gRPC: one match of every game, to the end", async () => {
  const client = createNodeClient(GATEWAY);
  const { games } = await client.listGames({});
  assert.ok(games.length >= 4);
  await Promise.all(
    games.map(async (game, index) => {
      if (game.staticData?.typeUrl) unpack(game.staticData);
      await checkFinished(client, game, await playToEnd(client, game, 1000 + index));
    }),
  );
});
