//! What `docs/architecture.md` claims and a program can check (issue 43): every source
//! file is named in its code map, every crate has a row in its table, each crate depends
//! directly only on the workspace crates its layer allows, and the plain-data crates on no
//! LLVM crate. The layers here mirror the table; a change to one is a change to both.
//! Module cycles inside crates are not checked yet (the document says so).

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
        ("hardware", &[][..]),
        ("cfg", &[][..]),
        ("poly", &["hardware"][..]),
        ("ascend-sync", &["hardware", "cfg", "poly"][..]),
        ("sirius", &["hardware", "cfg", "poly", "ascend-sync"][..]),
        ("llvm", &["hardware", "cfg", "poly", "ascend-sync", "sirius"][..]),
        ("sim", &["hardware", "poly", "llvm"][..]),
        ("passes", &["hardware", "cfg", "poly", "ascend-sync", "sirius", "llvm", "sim"][..]),
        ("plugin", &["passes"][..]),
    ])
}

/// Crates that hold plain data and algorithms: no LLVM crate under them.
const PLAIN_DATA: [&str; 5] = ["hardware", "cfg", "poly", "ascend-sync", "sirius"];
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
