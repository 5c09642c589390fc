"""The lazy legal-action lists behave like the tuples they stand for."""

from __future__ import annotations

import pytest

from cardgame.engine.lazy import LazyTuple


class Squares(LazyTuple[int]):
    __slots__ = ("n", "made")

    def __init__(self, n: int) -> None:
        super().__init__()
        self.n, self.made = n, 0

    def __len__(self) -> int:
        return self.n

    def at(self, index: int) -> int:
        return index * index

    def make(self) -> tuple[int, ...]:
        self.made += 1
        return tuple(i * i for i in range(self.n))


def test_a_lazy_tuple_is_its_tuple() -> None:
    s, t = Squares(5), (0, 1, 4, 9, 16)
    assert [s[i] for i in range(-5, 5)] == list(t) * 2
    assert s.made == 0  # single elements never make the whole tuple
    for bad in (5, -6):
        with pytest.raises(IndexError):
            s[bad]
    assert s[1:3] == t[1:3] and list(s) == list(t) and s == t and t == s
    assert s == Squares(5) and s != Squares(4) and s != (1,)
    assert hash(s) == hash(t) and repr(s) == repr(t) and 9 in s and 10 not in s
    assert s.index(9) == 3 and s.count(4) == 1
    assert s.made == 1  # made once, then kept
