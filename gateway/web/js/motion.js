// Moves animate: after each redraw of a board, a piece or card that was drawn before somewhere
// else travels from its old place to its new one (cards into cabins, apprentices along the track,
// amoebas between spaces, score markers), and a new one fades in. Boards are redrawn whole, so
// pieces are matched by what they are (a card id, an apprentice's colour and number, an amoeba's
// seat and number), not by element. Nothing moves when the player asks for reduced motion.

const PIECES = '[data-card], .apprentice[data-colour], .amoeba[data-number], .score-marker[data-seat]';

function keyOf(el) {
  const d = el.dataset;
  if (d.card) return `card:${d.card}`;
  if (el.classList.contains('apprentice')) return `apprentice:${d.colour}:${d.index}`;
  if (el.classList.contains('amoeba')) return `amoeba:${d.seat}:${d.number}`;
  return `marker:${d.seat}`;
}

const reduced = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

// Where every piece is now, by key (the first element of a key wins: a card is drawn once).
export function positions(root) {
  const at = new Map();
  for (const el of root.querySelectorAll(PIECES)) {
    const key = keyOf(el);
    if (!at.has(key)) {
      const box = el.getBoundingClientRect();
      at.set(key, { x: box.left + box.width / 2, y: box.top + box.height / 2 });
    }
  }
  return at;
}

// Animate from `before` (positions() before the redraw) to the board as drawn now; returns the
// new positions for the next redraw. The first drawing of a page animates nothing.
export function animateMoves(root, before) {
  const after = positions(root);
  if (!before || reduced() || typeof Element.prototype.animate !== 'function') return after;
  const done = new Set();
  for (const el of root.querySelectorAll(PIECES)) {
    const key = keyOf(el);
    if (done.has(key)) continue;
    done.add(key);
    const from = before.get(key);
    const to = after.get(key);
    if (!from) {
      el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 350, easing: 'ease-out' });
      continue;
    }
    let dx = from.x - to.x;
    let dy = from.y - to.y;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    // An SVG piece moves in its drawing's units, which the board's scaling makes differ from pixels.
    const scale = el.ownerSVGElement?.getScreenCTM?.()?.a || 1;
    dx /= scale;
    dy /= scale;
    el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }],
      { duration: 450, easing: 'ease-in-out' });
  }
  return after;
}
