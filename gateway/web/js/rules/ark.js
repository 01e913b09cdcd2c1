// Ark for players (from the rules reference, shared/rules/ark.md; the rulings are docs/rules/ark.md).
export default {
  summary: 'Load the animals two by two — well, one by one — into the ark without tipping it over, and score for the kinds you brought aboard.',
  sections: [
    ['Goal', [
      'Each animal you play puts one of your markers on its scoring card (heavy, slow, shy, useful or provision). At the end each scoring card pays 10 points to the player with most markers there, 6 to the second and 2 to every other player with a marker; each disc you hold is worth a point. Most points wins; on a tie, fewer animals left in hand wins.',
    ]],
    ['Your turn: draw or play', [
      'Draw: take one card from the display and the top card of the deck.',
      'Play: put one or two cards from your hand into the ark, in different cabins. A slow animal or a provision ends the play: it cannot be first of two, nor second.',
      'Opening a new cabin (at the end of a side, row after row) costs a disc, paid to the player on your right, and lets you take a display card at once.',
    ]],
    ['Where an animal may go', [
      'A cabin holds at most three cards.',
      'Hot and cold animals never share a cabin; animals marked "both" live anywhere.',
      'The ark may tilt at most two steps to either side: every card weighs its weight on its side.',
      'Carnivores and omnivores must be the lightest in a cabin (the turtle, and the hedgehog with heavier predators, are exceptions). Provisions never go in with a plant-eater.',
      'Shy animals will not enter a cabin with a carnivore, nor one next to it.',
    ]],
    ['Special animals (marked !)', [
      'Fox: takes two discs from the supply. Brontosaurus: its marker counts one and a half. Chimpanzee: turns one of your markers into a half-marker.',
      'Skunk, mosquito and spider may drive an animal out of a cabin and take its place: the skunk any animal, the mosquito one of weight 2, the spider a shy one.',
    ]],
    ['Rain, pets and the end', [
      'Five rain cards hide in the deck. At the second, everyone sets a pet aside (a plain animal of weight 0 to 2): it scores a marker at the end.',
      'At the fifth the final round begins: each play then costs a disc, and players pass until everyone has.',
    ]],
    ['On this page', [
      'Choose your move in the list beside the board (draw, or play a card: which card, which cabin); the cards and cabins you may choose light up on the board and can be clicked too.',
      'Each card shows its climate (☀ hot, ❄ cold, or both), its weight, its diet, the scoring card it marks and, for special animals, what they do.',
    ]],
  ],
};
