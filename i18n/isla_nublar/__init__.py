"""Return to Isla Nublar texts: rules, hints, log lines, names."""
