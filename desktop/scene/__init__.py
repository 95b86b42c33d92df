"""Generic Graphics View items: spaces, tiles, pieces, highlights."""
