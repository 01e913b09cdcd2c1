// A small hidden-hand card game for the benchmark: each player holds a hand nobody else sees
// (PlayerView.STRIP_SECRETS removes the other players' entries), plays one card per turn onto a
// pile (a card of the pile's top rank scores) and draws from a shuffled deck until hands run out.
// Moves run on the server only (client: false), so every move the load client times is a real
// round trip, as a Ludus SubmitCommand is.
const { INVALID_MOVE, PlayerView } = require('boardgame.io/core');

const HAND = 5;
const DECK = 52;

function play({ G, playerID }, index) {
  const hand = G.players[playerID].hand;
  if (!Number.isInteger(index) || index < 0 || index >= hand.length) return INVALID_MOVE;
  const [card] = hand.splice(index, 1);
  const top = G.pile[G.pile.length - 1];
  if (top !== undefined && top % 13 === card % 13) G.scores[playerID] += 1;
  G.pile.push(card);
  if (G.deck.length > 0) hand.push(G.deck.pop());
}

const HiddenHand = {
  name: 'hidden-hand',
  setup: ({ ctx, random }) => {
    const deck = random.Shuffle([...Array(DECK).keys()]);
    const players = {};
    const scores = {};
    for (let p = 0; p < ctx.numPlayers; p++) {
      players[p] = { hand: deck.splice(0, HAND) };
      scores[p] = 0;
    }
    return { deck, pile: [], players, scores };
  },
  playerView: PlayerView.STRIP_SECRETS,
  moves: { play: { move: play, client: false } },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G }) => {
    if (Object.values(G.players).some((p) => p.hand.length > 0)) return undefined;
    const best = Math.max(...Object.values(G.scores));
    return { winners: Object.keys(G.scores).filter((p) => G.scores[p] === best) };
  },
};

module.exports = { HiddenHand };
