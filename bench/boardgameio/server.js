// boardgame.io server for the benchmark: node server.js PORT memory|flatfile [DIR]
// memory: boardgame.io's default in-memory storage; flatfile: its FlatFile storage (node-persist),
// which writes every state to disk — the nearest it has to Ludus persisting every event.
const { Server, FlatFile } = require('boardgame.io/server');
const { HiddenHand } = require('./game');

const [port, storage, dir] = process.argv.slice(2);
const options = { games: [HiddenHand] };
if (storage === 'flatfile') options.db = new FlatFile({ dir, logging: false, ttl: false });
else if (storage !== 'memory') throw new Error(`unknown storage ${storage}`);

const server = Server(options);
server.run({ port: Number(port) }, () => console.log(`boardgame.io ${storage} listening on ${port}`));
