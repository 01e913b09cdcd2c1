// Load client: node client.js URL CLIENTS SECONDS -> one JSON line on stdout.
// Each simulated client creates its own 2-player match through the Lobby API and holds one
// socket.io connection per seat (boardgame.io's own wire protocol: 'sync', then 'update' with a
// MAKE_MOVE action; the server answers every seat with its filtered state). It plays the seat
// whose turn it is; a move is timed from the emit to the mover's own updated state. A finished
// match is replaced by a new one (its creation is not timed, but is counted in the wall time).
// A raw socket.io client, not boardgame.io's Client, so that the load generator's own cost
// (a redux store per seat) does not eat the cores the server runs on.
const { io } = require('socket.io-client');

const [url, clients, seconds] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const GAME = 'hidden-hand';

async function post(path, body) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

class Seat {
  constructor(matchID, playerID, credentials) {
    Object.assign(this, { matchID, playerID, credentials, state: null, waiters: [] });
    this.socket = io(`${url}/${GAME}`, { transports: ['websocket'], forceNew: true });
    this.socket.on('sync', (_, info) => this.receive(info.state));
    this.socket.on('update', (_, state) => this.receive(state));
    this.socket.on('connect', () => this.socket.emit('sync', matchID, playerID, credentials, 2));
  }

  receive(state) {
    if (this.state && state._stateID <= this.state._stateID) return;
    this.state = state;
    const due = this.waiters.filter(([after]) => state._stateID > after);
    this.waiters = this.waiters.filter(([after]) => state._stateID <= after);
    due.forEach(([, resolve]) => resolve(state));
  }

  // Resolves with this seat's first state whose _stateID is past `after`.
  next(after) {
    if (this.state && this.state._stateID > after) return Promise.resolve(this.state);
    return new Promise((resolve) => this.waiters.push([after, resolve]));
  }

  play(index) {
    const action = { type: 'MAKE_MOVE', payload: { type: 'play', args: [index], playerID: this.playerID, credentials: this.credentials } };
    this.socket.emit('update', action, this.state._stateID, this.matchID, this.playerID);
  }

  close() {
    this.socket.close();
  }
}

async function newMatch() {
  const { matchID } = await post(`/games/${GAME}/create`, { numPlayers: 2 });
  const seats = [];
  for (const playerID of ['0', '1']) {
    const { playerCredentials } = await post(`/games/${GAME}/${matchID}/join`, { playerID, playerName: `p${playerID}` });
    seats.push(new Seat(matchID, playerID, playerCredentials));
  }
  await Promise.all(seats.map((seat) => seat.next(-1)));
  return seats;
}

async function player(latencies, stop) {
  let seats = await newMatch();
  while (performance.now() < stop) {
    const { ctx } = seats[0].state;
    if (ctx.gameover) {
      seats.forEach((seat) => seat.close());
      seats = await newMatch();
      continue;
    }
    const seat = seats[Number(ctx.currentPlayer)];
    const before = seat.state._stateID;
    const hand = seat.state.G.players[seat.playerID].hand;
    const started = performance.now();
    seat.play(Math.floor(Math.random() * hand.length));
    await seat.next(before);
    latencies.push(performance.now() - started);
    // Untimed: the next move is chosen from seat 0's state, so it must have this move too.
    await seats[0].next(before);
  }
  seats.forEach((seat) => seat.close());
}

async function main() {
  const latencies = [];
  const stop = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, () => player(latencies, stop)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  console.log(JSON.stringify({ clients, moves: latencies.length, seconds: elapsed, rate: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99) }));
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
