// Arkadia for players (from shared/rules/arkadia.md; rulings in docs/rules/arkadia.md).
export default {
  summary: 'Build the city around the castle, place your workers where buildings will be finished, and cash in seals while their colours are worth the most.',
  sections: [
    ['Goal', ['Most gold at the end wins. Gold comes from seals, which you earn when buildings are completed and cash in with banners; a seal is worth as much as the castle shows its colour.']],
    ['Your turn: build or place workers', [
      'Build: play a card from your hand and put its building on the board, turned and flipped as you like, on free squares touching a building, the castle lot or a worker. Covering a tent gives you a neutral worker. Then draw a card from the display or the pile.',
      'Place workers: put one or more of your workers (your colour or neutral) on free squares next to one building.',
    ]],
    ['Completing buildings', [
      'A building is complete when every square around it is filled. Each player earns one seal of its colour per worker of their own colour around it; the player whose turn it is also takes its commission seal and places a castle piece on the lot.',
      'The castle has three floors. A square’s top colour sets the value of that colour’s seals.',
    ]],
    ['Banners and the end', [
      'At the end of your turn you may raise one of your four banners: take two workers from the pool and cash in any seals at their current value.',
      'When the second floor is full, every other player takes one more turn; then all seals are turned into gold.',
    ]],
    ['On this page', ['Columns are lettered A to P and rows numbered 1 to 12, as in the event log. Choose a card from your hand: its building then follows your pointer over the board. Turn and mirror it with the buttons (or R and F); the squares where it fits are marked with a disc, and a click places it. Over a square where it cannot go, the board says why. From the keyboard: focus the board, move the building with the arrow keys and press Enter.']],
  ],
};
