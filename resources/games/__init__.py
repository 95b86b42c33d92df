"""One folder per game."""
