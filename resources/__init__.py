"""Component definitions and art, read through importlib.resources."""
