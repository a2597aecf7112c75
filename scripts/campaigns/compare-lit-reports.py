#!/usr/bin/env python3
"""The no-behaviour-change check of a refactoring: compares the JSON reports that the lit
suite wrote in two checkouts (each after `bash scripts/setup/build-plugin.sh` and
`lit tests/lit`, so each `build/lit/` holds its reports), report by report, with every
timing field (`*_ms`) left out and each checkout's own path replaced by `<repo>`. Prints
how many reports each side has and every one that differs, key by key; exits 1 when any
differs or is on one side only.

Usage: python3 scripts/campaigns/compare-lit-reports.py OLD_CHECKOUT NEW_CHECKOUT
"""
import argparse
import json
import pathlib
import sys


def normalised(value, root):
    """`value` without timing fields, with `root` written `<repo>`."""
    if isinstance(value, dict):
        return {k: normalised(v, root) for k, v in value.items() if not k.endswith("_ms")}
    if isinstance(value, list):
        return [normalised(v, root) for v in value]
    if isinstance(value, str):
        return value.replace(str(root), "<repo>")
    return value


def reports(root):
    """Every syncfuse report under `root/build/lit`, by its path there."""
    lit = root / "build" / "lit"
    found = {}
    for path in lit.rglob("*.json"):
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and data.get("tool") == "syncfuse":
            found[path.relative_to(lit).as_posix()] = normalised(data, root)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", type=pathlib.Path, help="the checkout before the change")
    parser.add_argument("new", type=pathlib.Path, help="the checkout after it")
    args = parser.parse_args()
    old, new = reports(args.old.resolve()), reports(args.new.resolve())
    both = sorted(set(old) & set(new))
    differing = [name for name in both if old[name] != new[name]]
    print(f"{len(old)} old reports, {len(new)} new, {len(both)} in both, {len(differing)} differing")
    for name in differing:
        print(f"differs: {name}")
        before, after = old[name], new[name]
        for key in sorted(set(before) | set(after)):
            if before.get(key) != after.get(key):
                print(f"   {key}: {str(before.get(key))[:200]} | {str(after.get(key))[:200]}")
    one_side = sorted(set(old) ^ set(new))
    for name in one_side:
        print(f"only in {'old' if name in old else 'new'}: {name}")
    return 1 if differing or one_side else 0


if __name__ == "__main__":
    sys.exit(main())
