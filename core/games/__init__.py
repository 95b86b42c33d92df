"""One package per game; each registers its Rules with the engine registry."""
