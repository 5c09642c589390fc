"""Every finished deal and match, in one SQLite database in the data folder (the source of
the statistics). `store` opens and writes it, `records` makes its rows, `stats` reads them."""

from .store import History, open_history

__all__ = ["History", "open_history"]
