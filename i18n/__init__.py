"""Translations: Qt .ts/.qm for the interface, YAML catalogues for game texts."""
