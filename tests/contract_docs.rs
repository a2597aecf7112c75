//! The contracts under `docs/contract/` are the ones the code cites (rule numbers,
//! intrinsic names); they must stay byte-identical to the project's shared copies in
//! `../shared/` (or `$SYNCFUSE_SHARED_DIR`). A missing file on either side fails: a test
//! that passes because its input is absent proves nothing.

use std::path::PathBuf;

const CONTRACTS: [&str; 2] = ["ascend-target.md", "ascend-host.md"];

fn shared_dir() -> PathBuf {
    match std::env::var_os("SYNCFUSE_SHARED_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared"),
    }
}

fn read(path: &PathBuf) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|error| {
        panic!("cannot read {} ({error}); set SYNCFUSE_SHARED_DIR to the shared contracts' folder", path.display())
    })
}

#[test]
fn contracts_in_docs_match_the_shared_ones() {
    let docs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/contract");
    for name in CONTRACTS {
        let (ours, shared) = (read(&docs.join(name)), read(&shared_dir().join(name)));
        assert!(ours == shared, "docs/contract/{name} differs from the shared {name}: copy the shared one over it");
    }
}

/// The numbers N of every "rule N" that a source file under `crates/` or `src/` cites.
fn cited_rules() -> Vec<(PathBuf, u32)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut pending = vec![root.join("crates"), root.join("src")];
    let mut cited = Vec::new();
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().map(Result::unwrap) {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = read(&path);
                for (_, after) in text.match_indices("rule ").map(|(i, _)| text.split_at(i + 5)) {
                    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
                    if let Ok(rule) = digits.parse() {
                        cited.push((path.clone(), rule));
                    }
                }
            }
        }
    }
    cited
}

#[test]
fn every_cited_rule_exists_in_the_target_contract() {
    let contract = read(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/contract/ascend-target.md"));
    let numbered: Vec<u32> = contract.lines().filter_map(|line| line.split_once(". ")?.0.trim().parse().ok()).collect();
    let cited = cited_rules();
    assert!(!cited.is_empty(), "no source cites a rule: the scan is broken");
    for (path, rule) in cited {
        assert!(numbered.contains(&rule), "{} cites rule {rule}, which the contract does not number", path.display());
    }
}
