"""A table scene assembled: table + camera rig + HUD, all shown from one TableView."""
from __future__ import annotations

from scenes.camera import CameraRig
from scenes.hud import Hud
from scenes.table import Table
from scenes.tableview import TableView


class TableScene:
    def __init__(self, view: TableView, camera_name: str = "default", interactive: bool = True,
                 hud: bool = True, show_help: bool = True):
        self.table = Table(view)
        self.rig = CameraRig(self.table.center, self.table.size, camera_name, interactive)
        self.hud = Hud(show_help=show_help) if hud else None
        self.show(view)

    def show(self, view: TableView) -> None:
        self.view = view
        self.table.show(view)
        if self.hud is not None:
            self.hud.show(view)
