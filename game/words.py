"""Figure ids in a rule's words made names: the one substitution behind the table's captions
(scenes/places.plain) and `simulate`'s event lines (the rules speak in ids: "w1 steps")."""
from __future__ import annotations

import re


def view_names(view) -> dict[str, str]:
    """Figure id -> the name a pack's view gives it (else the id in words), from its figures
    (or Ninja Arena's ninjas); entries may be dicts or models."""
    figs = (view.get("figures") or view.get("ninjas") or []) if isinstance(view, dict) else []
    out: dict[str, str] = {}
    for f in figs:
        f = f.model_dump(mode="json") if hasattr(f, "model_dump") else f
        fid = str(f.get("id", f.get("figure", "")))
        if fid:
            out[fid] = str(f.get("name") or fid.replace("-", " ").replace("_", " ").title())
    return out


def named(text: str, names: dict[str, str]) -> str:
    """`text` with every figure id, standing alone or quoted, replaced by its name."""
    for fid in sorted(names, key=len, reverse=True):        # "good-mage-2" before "good-mage"
        text = re.sub(rf"(?<![\w-])'?{re.escape(fid)}'?(?![\w-])", names[fid], text)
    return text


def unambiguous(names: dict[str, str]) -> dict[str, str]:
    """Only the names one figure bears: two Killers keep their ids ("emil", "david") where the
    table tells them apart by their seats' colours."""
    from collections import Counter
    count = Counter(names.values())
    return {fid: n for fid, n in names.items() if count[n] == 1}
