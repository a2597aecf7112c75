//! Property tests of every parser a user reaches (issue 41): each pass's `<...>` options,
//! target description files, the simulator's `--arg` specs and the report checker. For any
//! input each returns a value or an error, never panics; errors name the pass (options)
//! or the culprit; and a parameter set twice is always an error.
//!
//! `PROPTEST_CASES` sets the cases per property (CI: proptest's default 256).

use proptest::prelude::*;
use syncfuse::hardware::ascend::{TargetDescription, BUILTIN_TARGETS};
use syncfuse::passes::pass::Pass;
use syncfuse::passes::{ascend_sim, ascend_sync, cuda_embed, sirius, streams, tile_sync, uar};
use syncfuse::sim::args::parse_arg;

/// Keys any pass takes, and some no pass takes.
const KEYS: &[&str] = &[
    "target",
    "report",
    "mode",
    "on-reject",
    "strict",
    "budget-ms",
    "device",
    "device-out",
    "kernel",
    "arg",
    "seed",
    "runs",
    "svg",
    "profile",
    "force",
    "split",
    "streams",
    "streams-report",
    "tile-sync",
    "tile-sync-report",
    "tile-deps",
    "dot",
    "step-limit",
    "unlimited-event-ids",
    "bogus",
    "",
    "=",
    "mode=auto",
];

/// Values: numbers of every size and sign, the words passes know, paths that do not
/// exist, and printable junk. Buffer sizes stay small or beyond the limit (a valid large
/// size would allocate it).
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        "-?[0-9]{1,25}",
        prop::sample::select(vec![
            "auto",
            "barrier-all",
            "unlimited",
            "warn",
            "error",
            "ascend910a",
            "ascend910b",
            "force",
            "4",
            "0",
            "/nonexistent/target.json",
            "-",
            "gm:16",
            "gm:64:3:f16",
            "gm:99999999999999999",
            "gm:-1",
            "file:/none",
            "0x10",
            "1e400",
            "NaN",
        ])
        .prop_map(String::from),
        "gm:[0-9]{1,4}(:[0-9]{1,3}(:(f16|f32|f64))?)?",
        "[ -:<-~]{0,12}",
    ]
}

fn parameter() -> impl Strategy<Value = String> {
    let key = prop::sample::select(KEYS.to_vec()).prop_map(String::from);
    prop_oneof![(key.clone(), value()).prop_map(|(key, value)| format!("{key}={value}")), key, "[ -~]{0,10}",]
}

fn parameters() -> impl Strategy<Value = String> {
    prop::collection::vec(parameter(), 0..6).prop_map(|parameters| parameters.join(";"))
}

/// Every pass's option parser on `text`: (pass name, the error if it failed).
fn parse_all(text: &str) -> Vec<(&'static str, Option<String>)> {
    vec![
        ("ascend-sync", ascend_sync::AscendSyncOptions::parse(text).err().map(|e| e.to_string())),
        ("sirius", sirius::SiriusOptions::parse(text).err().map(|e| e.to_string())),
        ("streams", streams::StreamsOptions::parse(text).err().map(|e| e.to_string())),
        ("tile-sync", tile_sync::TileSyncOptions::parse(text).err().map(|e| e.to_string())),
        ("ascend-sim", ascend_sim::AscendSimOptions::parse(text).err().map(|e| e.to_string())),
        ("uar", uar::UarOptions::parse(text).err().map(|e| e.to_string())),
        ("cuda-embed", cuda_embed::CudaEmbedOptions::parse(text).err().map(|e| e.to_string())),
    ]
}

proptest! {
    #[test]
    fn pass_options_parse_or_name_the_pass(text in parameters()) {
        for (pass, error) in parse_all(&text) {
            if let Some(error) = error {
                let named = error.starts_with(pass) || error.starts_with(&format!("print<{pass}"))
                    || (pass == "uar" && error.contains("uar"));
                prop_assert!(named, "{pass} on {text:?}: {error}");
            }
        }
    }

    #[test]
    fn a_parameter_set_twice_is_an_error(key in prop::sample::select(vec!["target", "report", "mode", "budget-ms", "device"]),
                                         first in value(), second in value()) {
        let text = format!("{key}={first};{key}={second}");
        prop_assert!(ascend_sync::AscendSyncOptions::parse(&text).is_err(), "{text}");
        prop_assert!(sirius::SiriusOptions::parse(&text).is_err(), "{text}");
    }

    #[test]
    fn kernel_arguments_parse_or_say_what_is_expected(spec in value()) {
        if let Err(error) = parse_arg(&spec).map_err(|e| e.to_string()) {
            prop_assert!(error.contains(&spec) || error.contains("gm:"), "{spec}: {error}");
        }
    }

    #[test]
    fn target_files_load_or_say_why(edits in prop::collection::vec((0usize..4000, "-?[0-9]{1,20}|\"[A-Z0-9]{0,4}\"|\\{\\}|\\[\\]|null|"), 1..4)) {
        let mut text = BUILTIN_TARGETS[0].1.to_string();
        for (at, replacement) in edits {
            let at = at % text.len();
            if !text.is_char_boundary(at) {
                continue;
            }
            // Replace the token (number, string or punctuation run) that starts at `at`.
            let end = text[at..].find([',', '}', ']', '\n']).map_or(text.len(), |offset| at + offset);
            text.replace_range(at..end, &replacement);
        }
        if let Ok(target) = TargetDescription::from_json(&text) {
            prop_assert!(target.event_ids_per_pair() > 0);
        }
    }

    #[test]
    fn the_report_checker_answers_any_json(json in "[\\[\\]{}\",:0-9a-z ]{0,64}") {
        if let Ok(value) = serde_json::from_str::<serde_json::Value>(&json) {
            let _ = syncfuse::report_schema::validate(&value);
        }
    }
}
