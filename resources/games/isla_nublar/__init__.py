"""Return to Isla Nublar components: the island, the cards, the dinosaurs and each player's material."""
