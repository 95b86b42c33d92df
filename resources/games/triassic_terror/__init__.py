"""Triassic Terror components: the board, the tracks, the deck and each player's material."""
