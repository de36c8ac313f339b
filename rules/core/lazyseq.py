"""Read-only lists of legal actions that cost nothing until an action is looked at.

A pack whose legal actions are a few large cached tuples (Ninja Arena: some 25,000 plans per
ninja) returns `Chain(parts)`: `len`, indexing, slices, iteration, `in` and `==` behave as on
the concatenated list, at no cost per call (copying the parts cost more than the rest of a
random game's step). A part may be `Built(make, keys)`: the action `make(key)` of each key, made
when it is looked at (Chaos Arena: tens of moves a step, of which a random game takes one).
"""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate, chain


class Chain(Sequence):
    __slots__ = ("_parts", "_ends")

    def __init__(self, parts):
        self._parts = tuple(p for p in parts if len(p))
        self._ends = tuple(accumulate(len(p) for p in self._parts))

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else 0

    def __getitem__(self, i):
        if isinstance(i, slice):
            return list(self)[i] if len(self._parts) > 1 else list(self._parts[0][i]) if self._parts else []
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("legal action index out of range")
        k = bisect_right(self._ends, i)
        return self._parts[k][i - (self._ends[k - 1] if k else 0)]

    def __iter__(self):
        return chain.from_iterable(self._parts)

    def __contains__(self, x) -> bool:
        return any(x in p for p in self._parts)

    def __eq__(self, other) -> bool:
        if isinstance(other, (Chain, list, tuple)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None

    def __repr__(self) -> str:
        return f"Chain({len(self)} actions)"


class Built(Sequence):
    """`[make(k) for k in keys]`, each made when it is looked at."""
    __slots__ = ("_make", "_keys")

    def __init__(self, make, keys):
        self._make, self._keys = make, keys

    def __len__(self) -> int:
        return len(self._keys)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self._make(k) for k in self._keys[i]]
        return self._make(self._keys[i])

    def __iter__(self):
        return map(self._make, self._keys)

    def __repr__(self) -> str:
        return f"Built({len(self)} actions)"
