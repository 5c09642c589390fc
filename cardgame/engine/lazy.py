"""A read-only sequence that stands for a tuple it makes only when needed.

Legal-action lists can be long (a Tichu exchange offers 2,184 actions, a Run Fast or Tichu
lead a few hundred), while random play and rollouts look at one or two of them. A game's list
keeps a compact form (text keys, card indices) and makes an action when it is looked at; this
base gives it the rest of the behaviour of the tuple it stands for: slicing, iteration,
equality with tuples, hashing and its repr.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TypeVar, overload

_T = TypeVar("_T")


class LazyTuple(Sequence[_T]):
    """Subclasses give `__len__`, `at` (one element, for 0 <= index < len) and `make` (the
    whole tuple, made once and kept by `all`); they may give a faster `__contains__`."""

    __slots__ = ("_all",)

    def __init__(self) -> None:
        self._all: tuple[_T, ...] | None = None

    def __len__(self) -> int:
        raise NotImplementedError

    def at(self, index: int) -> _T:
        raise NotImplementedError

    def make(self) -> tuple[_T, ...]:
        raise NotImplementedError

    def all(self) -> tuple[_T, ...]:
        if self._all is None:
            self._all = self.make()
        return self._all

    @overload
    def __getitem__(self, index: int) -> _T: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[_T, ...]: ...

    def __getitem__(self, index: int | slice) -> _T | tuple[_T, ...]:
        if isinstance(index, slice):
            return self.all()[index]
        made = self._all
        if made is not None:
            return made[index]
        n = len(self)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(index)
        return self.at(index)

    def __iter__(self) -> Iterator[_T]:
        return iter(self.all())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyTuple):
            return self.all() == other.all()
        if isinstance(other, tuple):
            return self.all() == other
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self) -> int:
        return hash(self.all())

    def __repr__(self) -> str:
        return repr(self.all())
