"""cardgame: four card games against computer players, offline."""

__version__ = "0.1.0"

from .compiled import use_source_if_needed

use_source_if_needed()
