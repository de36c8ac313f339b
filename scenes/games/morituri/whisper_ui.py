"""VI.7 whispering at the table: a box to type a whisper to a character next to you, and the
whispers this seat heard. The words come only from this seat's view (the pack leaves them out
of every other seat's), so the table cannot show them to anyone the rules do not let hear."""
from __future__ import annotations

from ursina import Button, Entity, InputField, Text, camera, color as ucolor

from scenes.hud import PackHud
from scenes.table import freeze

MAX_SHOWN = 3


def whisper_lines(view: dict) -> list[str]:
    """The last whispers as this seat knows them (words only where it heard them)."""
    names = {f["id"]: f.get("name", f["id"]).split(" (")[0] for f in view.get("figures", ())}
    out = []
    for w in (view.get("whispers") or [])[-MAX_SHOWN:]:
        who, to = names.get(w["figure"], w["figure"]), names.get(w["to"], w["to"])
        if "text" in w:
            out.append(f"{who} whispers to {to}: \u201c{w['text']}\u201d")
        else:
            out.append(f"{who} whispers something to {to}")
    return out


class WhisperBox(Entity):
    def __init__(self, ctl, seat: str, view: dict):
        super().__init__(parent=camera.ui)
        # right of the life rows' column, under the caption (it was drawn over the second row)
        x, y = PackHud.column_edge() + 0.03, 0.42
        lines = whisper_lines(view)
        for i, line in enumerate(lines):
            Text(line, parent=self, position=(x, y - i * 0.03), origin=(-0.5, 0),
                 scale=0.7, color=ucolor.rgba(0.85, 0.9, 1.0, 0.95))
        y -= len(lines) * 0.03
        targets = list(view.get("may_whisper_to") or [])
        self.field = None
        if targets:
            names = {f["id"]: f.get("name", f["id"]).split(" (")[0] for f in view.get("figures", ())}
            Text("Whisper (VI.7: your whole turn):", parent=self, position=(x, y),
                 origin=(-0.5, 0), scale=0.7)
            self.field = InputField(parent=self, scale=(0.3, 0.04), position=(x + 0.15, y - 0.045),
                                    character_limit=80)
            for i, fid in enumerate(targets):
                Button(text=f"to {names.get(fid, fid)}", parent=self, scale=(0.16, 0.04),
                       position=(x + 0.39 + 0.17 * i, y - 0.045), text_size=0.7,
                       on_click=lambda fid=fid: self.send(ctl, seat, fid))
        else:
            freeze(self)

    def send(self, ctl, seat: str, fid: str) -> bool:
        text = (self.field.text if self.field is not None else "").strip()
        if not text:
            ctl.message("VI.7: type the words to whisper first")
            return False
        return ctl.submit(seat, {"kind": "whisper", "to": fid, "text": text})
