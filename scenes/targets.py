"""Where the actions on offer go (issue 16: point, don't type coordinates): while a seat picks
from the action menu, every cell an offered action aims at is lit on the board, the hovered one
outlined; a click there narrows the menu to the actions aimed at it. One mesh for the lit cells,
rebuilt only when the offer changes; the outline only when the hovered cell changes.
"""
from __future__ import annotations

from ursina import Entity

from models.meshkit import MeshData
from scenes.sight import _cell_poly, _transparent, outline_mesh
from scenes.table import destroy_tree, freeze

LIT = (0.98, 0.85, 0.35, 0.38)         # a soft gold wash: somewhere an action goes
HOVER = (1.0, 0.95, 0.6, 1.0)


class TargetMarks:
    def __init__(self, table):
        self.table = table
        self.root = Entity(parent=table.root)
        self.lit = Entity(parent=self.root)
        self.hovered_part = Entity(parent=self.root)
        _transparent(self.lit)
        self.cells: frozenset = frozenset()
        self.hovered = None

    def show(self, cells) -> None:
        cells = frozenset(tuple(c) for c in cells if c is not None)
        if cells == self.cells:
            return
        self.cells = cells
        m = MeshData()
        for c in cells:
            _cell_poly(m, self.table, c, LIT, 0.06, 0.025)
        self.lit.model = m.to_mesh() if cells else None
        self.hover(None)

    def hover(self, cell) -> None:
        cell = tuple(cell) if cell is not None and tuple(cell) in self.cells else None
        if cell == self.hovered:
            return
        self.hovered = cell
        for e in list(self.hovered_part.children):
            destroy_tree(e)
        if cell is not None:
            Entity(parent=self.hovered_part, model=outline_mesh(self.table, cell, HOVER, 0.07).to_mesh())
            freeze(self.hovered_part)

    def clear(self) -> None:
        self.show(())

    def destroy(self) -> None:
        destroy_tree(self.root)
