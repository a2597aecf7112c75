//! The JSON Schemas of syncfuse's reports (`docs/schema/*.schema.json`, one per report
//! kind, each with its own version) and validation against them: `syncfuse check-report`
//! and the tests run every report they write through [`validate`].
//!
//! Invariant: a report is matched to its schema by its `pass` field; the schema pins the
//! `version`, so a report whose shape changed without a version bump fails here.

use serde_json::Value;

/// Each report kind's `pass` field and its schema.
const SCHEMAS: [(&str, &str); 6] = [
    ("ascend-sync", include_str!("../docs/schema/ascend-sync-report.schema.json")),
    ("sirius", include_str!("../docs/schema/sirius-report.schema.json")),
    ("print<uar>", include_str!("../docs/schema/uar-report.schema.json")),
    ("ascend-sim", include_str!("../docs/schema/ascend-sim-report.schema.json")),
    ("tile-sync", include_str!("../docs/schema/tile-sync-report.schema.json")),
    ("streams", include_str!("../docs/schema/streams-report.schema.json")),
];

/// Checks `report` against the schema of its kind; `Err` lists every violation
/// (`<JSON pointer>: <what>`), or says why no schema applies.
pub fn validate(report: &Value) -> Result<(), Vec<String>> {
    let kind = report.get("pass").and_then(Value::as_str).ok_or_else(|| vec!["no \"pass\" field".to_string()])?;
    let (_, text) = SCHEMAS
        .iter()
        .find(|(pass, _)| *pass == kind)
        .ok_or_else(|| vec![format!("no schema for reports of pass '{kind}'")])?;
    let schema: Value = serde_json::from_str(text).expect("the bundled schemas are JSON");
    let validator = jsonschema::validator_for(&schema).expect("the bundled schemas are valid JSON Schemas");
    let errors: Vec<String> =
        validator.iter_errors(report).map(|error| format!("{}: {error}", error.instance_path())).collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bundled_schema_compiles_and_names_its_pass() {
        for (pass, text) in SCHEMAS {
            let schema: Value = serde_json::from_str(text).unwrap();
            assert!(jsonschema::validator_for(&schema).is_ok(), "{pass}");
            assert_eq!(schema["properties"]["pass"]["const"], pass);
        }
    }

    #[test]
    fn a_report_of_another_version_or_kind_is_refused() {
        let report = serde_json::json!({"version": 99, "tool": "syncfuse", "pass": "ascend-sim", "clean": true,
            "simulation": {"kernel": "k", "target": "t", "runs": [], "pipes": []}});
        assert!(validate(&report).unwrap_err().iter().any(|e| e.contains("/version")));
        assert!(validate(&serde_json::json!({"pass": "frobnicate"})).is_err());
        assert!(validate(&serde_json::json!({})).is_err());
    }
}
