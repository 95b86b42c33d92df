"""What every game shares: the Rules protocol, Match, randomness, components."""
