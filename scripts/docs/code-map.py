#!/usr/bin/env python3
"""Rewrites the code map of docs/architecture.md (the section between "## Code map" and
"## Repository layout") from the source files themselves: every file under crates/*/src,
crates/*/cpp and src/, by crate, with the first sentence of its header comment (`//!` in
Rust, `//` in C++), cut at about 200 characters. tests/integration/architecture.rs checks
that every file is named; run this after adding, moving or re-heading a file.

Usage: python3 scripts/docs/code-map.py [--check]   (--check: exit 1 if the map is stale)
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "architecture.md"
START = "## Code map\n"
END = "## Repository layout"
INTRO = """
Every source file, by crate, with the first sentence of its own header comment (the
file says the rest: its invariant and where it sits), written by
`scripts/docs/code-map.py`. `tests/integration/architecture.rs` checks that every file
under `crates/*/src`, `crates/*/cpp` and `src/` is named here.
"""
LIMIT = 200


def header(path):
    """The first paragraph of a file's header comment, as one line."""
    marker = "//!" if path.suffix == ".rs" else "//"
    words = []
    for line in path.read_text().splitlines():
        stripped = line.strip()
        if not stripped.startswith(marker):
            if words or stripped:
                break
            continue
        text = stripped[len(marker):].strip()
        if not text:
            if words:
                break
            continue
        words.append(text)
    return re.sub(r"(?<=\w)- (?=\w)", "-", " ".join(words))


def first_sentence(text):
    match = re.search(r"\.(\s+(?=[A-Z`(\[*])|$)", text)
    sentence = text[: match.start() + 1] if match else text
    if len(sentence) > LIMIT:
        sentence = sentence[:LIMIT].rsplit(" ", 1)[0].rstrip(",;:") + " ..."
    return sentence


def files(directory, patterns):
    found = []
    for pattern in patterns:
        found += [p for p in directory.glob(pattern) if p.is_file()]
    return sorted(found)


def code_map():
    sections = []
    for crate in sorted(p for p in (ROOT / "crates").iterdir() if p.is_dir()):
        sources = files(crate, ["src/**/*.rs", "cpp/**/*.cpp", "cpp/**/*.h"])
        sections.append((f"`crates/{crate.name}`", sources))
    sections.append(("`src/` (the root crate `syncfuse`)", files(ROOT, ["src/**/*.rs"])))
    out = [START, INTRO]
    for title, sources in sections:
        out.append(f"\n### {title}\n\n")
        for source in sources:
            relative = source.relative_to(ROOT).as_posix()
            out.append(f"* `{relative}`: {first_sentence(header(source))}\n")
    out.append("\n")
    return "".join(out)


def main():
    text = DOC.read_text()
    start, end = text.index(START), text.index(END)
    updated = text[:start] + code_map() + text[end:]
    if "--check" in sys.argv[1:]:
        if updated != text:
            print("docs/architecture.md: the code map is stale (python3 scripts/docs/code-map.py)")
            return 1
        return 0
    DOC.write_text(updated)
    return 0


if __name__ == "__main__":
    sys.exit(main())
