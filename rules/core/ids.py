"""Looking up a pack's pieces (figures, mostly) by their `id` field."""
from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

T = TypeVar("T")


def by_id(items: Iterable[T], item_id: str) -> T:
    """The first item whose `.id` is item_id; KeyError(item_id) when there is none."""
    for item in items:
        if item.id == item_id:   # type: ignore[attr-defined]
            return item
    raise KeyError(item_id)
