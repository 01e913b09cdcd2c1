// Tiny DOM helpers: h() builds HTML elements, s() builds SVG elements.

const SVG_NS = 'http://www.w3.org/2000/svg';

function apply(el, props) {
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else if (key === 'style' && typeof value === 'object') Object.assign(el.style, value);
    else if (key === 'class') el.setAttribute('class', Array.isArray(value) ? value.flat(Infinity).filter(Boolean).join(' ') : value);
    else if (key === 'value' || key === 'checked' || key === 'selected' || key === 'disabled') el[key] = value;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  return el;
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function h(tag, props, ...children) {
  return append(apply(document.createElement(tag), props), children);
}

export function s(tag, attrs, ...children) {
  return append(apply(document.createElementNS(SVG_NS, tag), attrs), children);
}

export function clear(el, ...children) {
  el.replaceChildren();
  return append(el, children);
}

// Protobuf's JSON mapping sends 64-bit integers as strings and omits nothing here; be lenient.
export const num = (value) => Number(value ?? 0);

// Enum names without their prefix: ARK_SIDE_LEFT -> "left".
export function enumLabel(value, prefix) {
  if (!value) return '';
  const text = prefix && value.startsWith(prefix) ? value.slice(prefix.length) : value.replace(/^[A-Z]+(_[A-Z]+)*?_(?=[A-Z]+$)/, '');
  return text.toLowerCase().replaceAll('_', ' ');
}

export function titleCase(text) {
  return String(text).replace(/(^|[\s_])([a-z])/g, (m, sep, c) => (sep === '_' ? ' ' : sep) + c.toUpperCase());
}

// Seat colours shared by the boards whose pieces have colours of their own (Ark's climates,
// Arkadia's seals): the Okabe–Ito palette, told apart with every common colour-vision deficiency
// and none of them a piece's colour; every seat is also named beside its colour. A game whose
// seats are their pieces' colours (Primordial Soup) sets its own palette.
export const SEAT_COLOURS = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9'];
let palette = SEAT_COLOURS;
// A game whose colours are in another order (Primordial Soup) sets its own palette.
export function setPalette(colours) {
  palette = colours && colours.length ? colours : SEAT_COLOURS;
}
export const seatColour = (seat) => palette[num(seat) % palette.length];

// Every seat colour also carries a shape, so that no one needs to tell colours apart: the dot
// beside a seat's name and the seat's pieces on the boards show the same mark.
export const SEAT_MARKS = ['●', '▲', '■', '◆', '★'];
export const seatMark = (seat) => SEAT_MARKS[num(seat) % SEAT_MARKS.length];

// The dot beside a seat's name: its colour (the palette's, or `colour` where a game's seats are
// their pieces' colours) with its mark on it (drawn by CSS from data-mark, so that it is not part
// of the text a log line or a screen reader reads); decorative, the name beside it says who.
export function seatDot(seat, colour) {
  return h('span', { class: 'dot', 'aria-hidden': 'true', dataset: { mark: seatMark(seat) }, style: { background: colour || seatColour(seat) } });
}

// A seat as players call it: its player's name, else "Player 1", "Player 2", … (bots "Bot 2"):
// seat numbers start at 0 in the API, never on the page.
export function seatName(match, seat) {
  const info = (match?.seats || []).find((x) => num(x.seat) === num(seat));
  if (info?.name) return info.name;
  return `${info?.kind === 'SEAT_KIND_BOT' ? 'Bot' : 'Player'} ${num(seat) + 1}`;
}

export function randomId() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
