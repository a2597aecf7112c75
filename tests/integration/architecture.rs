//! What `docs/architecture.md` claims and a program can check (issue 43): every source
//! file is named in its code map, every crate has a row in its table, each crate depends
//! directly only on the workspace crates its layer allows, and the plain-data crates on no
//! LLVM crate; only `syncfuse-poly` reaches ISL. The layers here mirror the table; a change
//! to one is a change to both. Module cycles: a module graph of every crate from its
//! `crate::` and `super::` paths (test modules left out), strongly connected sets by
//! petgraph; none may exist.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn architecture() -> String {
    std::fs::read_to_string(repo().join("docs/architecture.md")).expect("docs/architecture.md")
}

/// The workspace crates each crate (directory under `crates/`) may use directly.
fn allowed_dependencies() -> BTreeMap<&'static str, &'static [&'static str]> {
    BTreeMap::from([
        ("reason", &[][..]),
        ("hardware", &[][..]),
        ("cfg", &["reason"][..]),
        ("poly", &["hardware"][..]),
        ("ascend-sync", &["reason", "hardware", "cfg", "poly"][..]),
        ("sirius", &["reason", "hardware", "cfg", "poly", "ascend-sync"][..]),
        ("ir", &["reason"][..]),
        ("llvm", &["reason", "ir", "hardware", "cfg", "poly", "ascend-sync", "sirius"][..]),
        ("sim", &["hardware", "poly", "ir"][..]),
        ("passes", &["reason", "ir", "hardware", "cfg", "poly", "ascend-sync", "sirius", "llvm", "sim"][..]),
        ("plugin", &["passes"][..]),
    ])
}

/// Crates that hold plain data and algorithms: no LLVM crate under them.
const PLAIN_DATA: [&str; 6] = ["reason", "hardware", "cfg", "poly", "ascend-sync", "sirius"];
const LLVM_CRATES: [&str; 3] = ["llvm-sys", "inkwell", "llvm-plugin"];

/// The names under `[dependencies]` of a `Cargo.toml`.
fn dependencies(manifest: &Path) -> BTreeSet<String> {
    let text = std::fs::read_to_string(manifest).expect("Cargo.toml");
    let mut in_dependencies = false;
    let mut names = BTreeSet::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
        } else if in_dependencies && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.', ' ']).next().unwrap_or_default();
            names.insert(name.to_string());
        }
    }
    names
}

fn crate_directories() -> Vec<PathBuf> {
    let mut crates: Vec<PathBuf> = std::fs::read_dir(repo().join("crates"))
        .expect("crates/")
        .map(|entry| entry.expect("entry").path())
        .filter(|path| path.join("Cargo.toml").exists())
        .collect();
    crates.sort();
    crates
}

fn source_files(directory: &Path, extension: &str, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(directory) else { return };
    for path in entries.map(|entry| entry.expect("entry").path()) {
        if path.is_dir() {
            source_files(&path, extension, files);
        } else if path.extension().is_some_and(|e| e == extension) {
            files.push(path);
        }
    }
}

#[test]
fn every_source_file_is_in_the_code_map() {
    let document = architecture();
    let mut files = Vec::new();
    for directory in crate_directories() {
        source_files(&directory.join("src"), "rs", &mut files);
        source_files(&directory.join("cpp"), "cpp", &mut files);
    }
    source_files(&repo().join("src"), "rs", &mut files);
    let missing: Vec<String> = files
        .iter()
        .map(|file| file.strip_prefix(repo()).expect("in the repository").display().to_string())
        .filter(|file| !document.contains(&format!("`{file}`")))
        .collect();
    assert!(files.len() > 100, "the walk found the sources");
    assert!(missing.is_empty(), "not named in docs/architecture.md's code map: {missing:?}");
}

#[test]
fn every_crate_has_a_row_and_depends_only_on_its_layers() {
    let document = architecture();
    let allowed = allowed_dependencies();
    for directory in crate_directories() {
        let name = directory.file_name().and_then(|n| n.to_str()).expect("a crate directory name");
        let rules = allowed.get(name).unwrap_or_else(|| panic!("crates/{name}: no layer in this test"));
        assert!(document.contains(&format!("| `syncfuse-{name}` |")), "crates/{name}: no row in the crate table");
        let used = dependencies(&directory.join("Cargo.toml"));
        for dependency in used.iter().filter_map(|d| d.strip_prefix("syncfuse-")) {
            assert!(rules.contains(&dependency), "syncfuse-{name} depends on syncfuse-{dependency}, not below it");
        }
        if PLAIN_DATA.contains(&name) {
            let llvm: Vec<&String> = used.iter().filter(|d| LLVM_CRATES.contains(&d.as_str())).collect();
            assert!(llvm.is_empty(), "the plain-data crate syncfuse-{name} depends on {llvm:?}");
        }
    }
}

/// A crate's module (`a::b` for `src/a/b.rs` or `src/a/b/mod.rs`, `` for the root).
fn module_of(source: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(source).expect("under src").with_extension("");
    let parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().to_string()).collect();
    let parts = match parts.last().map(String::as_str) {
        Some("mod" | "lib") => &parts[..parts.len() - 1],
        _ => &parts[..],
    };
    parts.join("::")
}

/// Every module path the code of `module` names (`crate::a::b`, `super::c` resolved from
/// `module`), outside comments and test modules, `use` groups (`crate::{a::X, b::{c,
/// d}}`) expanded.
fn crate_paths(module: &str, text: &str) -> Vec<String> {
    let code: String = text
        .lines()
        .take_while(|line| line.trim() != "#[cfg(test)]")
        .filter(|line| !line.trim_start().starts_with("//"))
        .map(|line| format!("{line}\n"))
        .collect();
    let parent = module.rsplit_once("::").map_or("", |(parent, _)| parent);
    let mut paths = Vec::new();
    for (keyword, base) in [("crate::", String::new()), ("super::", parent.to_string())] {
        for (at, _) in code.match_indices(keyword) {
            let preceded = code[..at].chars().last().is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':');
            if !preceded {
                let prefix = if base.is_empty() { String::new() } else { format!("{base}::") };
                expand(&code[at + keyword.len()..], &prefix, &mut paths);
            }
        }
    }
    paths
}

/// The paths of a use tree starting at `rest`, each prefixed by `prefix`.
fn expand(rest: &str, prefix: &str, paths: &mut Vec<String>) {
    let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':').collect();
    let path = format!("{prefix}{name}");
    let after = &rest[name.len()..];
    if name.ends_with("::") && after.starts_with('{') {
        let mut depth = 0;
        let mut start = 1;
        for (i, c) in after.char_indices() {
            match c {
                '{' => depth += 1,
                '}' | ',' if depth == 1 => {
                    expand(after[start..i].trim_start(), &path, paths);
                    start = i + 1;
                    if c == '}' {
                        break;
                    }
                }
                '}' => depth -= 1,
                _ => {}
            }
        }
    } else {
        paths.push(path.trim_end_matches("::").to_string());
    }
}

/// The module cycles of one crate: strongly connected sets of modules that name each
/// other through `crate::` paths (a module and its ancestors or descendants do not count:
/// a façade re-exports its children, a child uses its parent's items).
fn module_cycles(directory: &Path) -> Vec<Vec<String>> {
    use petgraph::graphmap::DiGraphMap;
    let source = directory.join("src");
    let mut files = Vec::new();
    source_files(&source, "rs", &mut files);
    let modules: BTreeMap<String, PathBuf> = files.iter().map(|f| (module_of(&source, f), f.clone())).collect();
    let related = |a: &str, b: &str| a == b || a.starts_with(&format!("{b}::")) || b.starts_with(&format!("{a}::"));
    let mut graph = DiGraphMap::<&str, ()>::new();
    for (module, file) in &modules {
        let text = std::fs::read_to_string(file).expect("source");
        for path in crate_paths(module, &text) {
            let segments: Vec<&str> = path.split("::").collect();
            let target = (1..=segments.len())
                .rev()
                .map(|n| segments[..n].join("::"))
                .find_map(|prefix| modules.get_key_value(&prefix).map(|(name, _)| name.as_str()));
            if let Some(target) = target.filter(|t| !t.is_empty() && !related(module, t)) {
                graph.add_edge(module.as_str(), target, ());
            }
        }
    }
    let mut cycles: Vec<Vec<String>> = petgraph::algo::tarjan_scc(&graph)
        .into_iter()
        .filter(|set| set.len() > 1)
        .map(|set| {
            let mut names: Vec<String> = set.into_iter().map(String::from).collect();
            names.sort();
            names
        })
        .collect();
    cycles.sort();
    cycles
}

/// The module cycles that exist today: each found cycle must lie inside one of these, so
/// none grows and no new one appears; remove an entry once it is broken. Issue 43 found
/// five and broke them all (`llvm` codegen/dead_stores/shared_tiles, `sim`
/// cuda::grid/streams, `sirius` effects/program and graph_split/streams, `passes`
/// sirius/sirius_ascend: the pass is now a folder whose CUDA and Ascend pipelines share
/// its options and report modules), so none may appear.
const KNOWN_CYCLES: [(&str, &[&str]); 0] = [];

#[test]
fn no_module_cycle_beyond_the_known_ones() {
    let mut report = Vec::new();
    for directory in crate_directories().into_iter().chain([repo().to_path_buf()]) {
        let name = directory.file_name().and_then(|n| n.to_str()).unwrap_or("syncfuse").to_string();
        for cycle in module_cycles(&directory) {
            let known = KNOWN_CYCLES.iter().any(|(krate, members)| {
                *krate == name && cycle.iter().all(|module| members.contains(&module.as_str()))
            });
            report.push(format!("{}{name}: {}", if known { "" } else { "NEW " }, cycle.join(" <-> ")));
        }
    }
    println!("module cycles:\n{}", report.join("\n"));
    assert!(report.iter().all(|line| !line.starts_with("NEW ")), "module cycles:\n{}", report.join("\n"));
}

/// Inside `syncfuse-sirius`, the program model (`model/`) and the GPU model (`gpu/`) never
/// name a decision folder (`fusion/`, `tile_sync/`, `streams/`, `ascend/`): the decisions
/// read the model, never the other way (`docs/architecture.md`, the crate table).
#[test]
fn the_sirius_models_never_depend_on_its_decisions() {
    let source = repo().join("crates/sirius/src");
    let decisions = ["fusion", "tile_sync", "streams", "ascend"];
    let mut offending = Vec::new();
    for folder in ["model", "gpu"] {
        let mut files = Vec::new();
        source_files(&source.join(folder), "rs", &mut files);
        assert!(!files.is_empty(), "crates/sirius/src/{folder}/ has no source file");
        for file in files {
            let module = module_of(&source, &file);
            let text = std::fs::read_to_string(&file).expect("source");
            for path in crate_paths(&module, &text) {
                if decisions.iter().any(|d| path == *d || path.starts_with(&format!("{d}::"))) {
                    offending.push(format!("{module} -> {path}"));
                }
            }
        }
    }
    assert!(offending.is_empty(), "the sirius models name its decisions: {offending:?}");
}

/// ISL is reached only through `syncfuse-poly` (`docs/architecture.md`, the program model):
/// no other crate links `isl-rs` or names it, and no source outside `poly` opens an ISL
/// text by hand (`format!("{{ ..`): relations are built with `poly::relation`.
#[test]
fn only_poly_reaches_isl() {
    let mut linking = Vec::new();
    let mut files = Vec::new();
    for directory in crate_directories() {
        let name = directory.file_name().and_then(|n| n.to_str()).expect("a crate directory name").to_string();
        if name == "poly" {
            continue;
        }
        if dependencies(&directory.join("Cargo.toml")).contains("isl-rs") {
            linking.push(name);
        }
        source_files(&directory.join("src"), "rs", &mut files);
    }
    assert!(!dependencies(&repo().join("Cargo.toml")).contains("isl-rs"), "the syncfuse crate links isl-rs");
    assert!(linking.is_empty(), "crates other than syncfuse-poly link isl-rs: {linking:?}");
    source_files(&repo().join("src"), "rs", &mut files);
    source_files(&repo().join("tests"), "rs", &mut files);
    let this_file = repo().join("tests/integration/architecture.rs");
    let offending: Vec<String> = (files.iter().filter(|file| **file != this_file))
        .filter(|file| {
            let text = std::fs::read_to_string(file).expect("source");
            text.contains("isl_rs") || text.contains("format!(\"{{ ")
        })
        .map(|file| file.strip_prefix(repo()).expect("in the repository").display().to_string())
        .collect();
    assert!(files.len() > 100, "the walk found the sources");
    assert!(offending.is_empty(), "ISL reached or written outside syncfuse-poly: {offending:?}");
}
