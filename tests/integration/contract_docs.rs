//! The contracts under `docs/contract/` are the ones the code cites (rule numbers,
//! intrinsic names): every rule a source file cites must be numbered there. Whether they
//! are still the project's shared copies is `scripts/docs/check-contracts.sh`'s job (run by
//! `scripts/test.sh` where the shared copies are present), so that this test reads only
//! the repository.

use std::path::PathBuf;

fn read(path: &PathBuf) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|error| panic!("cannot read {} ({error})", path.display()))
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
