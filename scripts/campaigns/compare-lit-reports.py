#!/usr/bin/env python3
"""The no-behaviour-change check of a refactoring: compares the JSON reports that the lit
suite wrote in two checkouts (each after `bash scripts/setup/build-plugin.sh` and
`lit tests/lit`, so each `build/lit/` holds its reports), report by report, with every
timing field (`*_ms`) left out and each checkout's own path replaced by `<repo>`. Prints
how many reports each side has and every one that differs, key by key; exits 1 when any
differs or is on one side only.

Usage: python3 scripts/campaigns/compare-lit-reports.py OLD_CHECKOUT NEW_CHECKOUT
"""
import json
import pathlib
import sys

old_root, new_root = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
def norm(v, root):
    if isinstance(v, dict):
        return {k: norm(x, root) for k, x in v.items() if not k.endswith("_ms")}
    if isinstance(v, list):
        return [norm(x, root) for x in v]
    if isinstance(v, str):
        return v.replace(str(root), "<repo>")
    return v
def reports(root):
    out = {}
    for p in (root / "build" / "lit").rglob("*.json"):
        try:
            data = json.loads(p.read_text())
        except Exception:
            continue
        if isinstance(data, dict) and data.get("tool") == "syncfuse":
            out[p.relative_to(root / "build" / "lit").as_posix()] = norm(data, root)
    return out
old, new = reports(old_root), reports(new_root)
common = sorted(set(old) & set(new))
differing = [k for k in common if old[k] != new[k]]
print(f"{len(old)} old reports, {len(new)} new, {len(common)} in both, {len(differing)} differing")
for k in differing[:10]:
    print("differs:", k)
    o, n = old[k], new[k]
    if isinstance(o, dict):
        for key in sorted(set(o) | set(n)):
            if o.get(key) != n.get(key):
                print("   key", key, str(o.get(key))[:200], "|", str(n.get(key))[:200])
only = sorted(set(old) ^ set(new))
print("only in one:", only[:10])
sys.exit(1 if differing or only else 0)
