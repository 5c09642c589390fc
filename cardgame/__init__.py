"""cardgame: four card games against computer players, offline."""

__version__ = "0.1.0"
