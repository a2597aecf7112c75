//! `sirius` fuses a host loop's independent iterations into one launch per launch site
//! (`tests/cuda/iteration_fusion.cu`): the slab loop (pointers and index advanced per
//! iteration, a grid two blocks deep) becomes one launch 24 blocks deep and its
//! synchronisations go; the loop whose launch runs in odd iterations only and the loop of
//! `argc + 3` iterations are refused with their reasons; the time loop is not independent.
//! The program computes what the original computes on 1 and 8 multiprocessors, and a
//! fused launch that is not made deeper leaves slabs unwritten (the program sees it).

use crate::common;

use common::{apply_pass, execute, repo, run_on, same_observable_buffers, Modules};

fn entries(report: &serde_json::Value) -> Vec<(String, String, String)> {
    let entries = report["iterations"].as_array().expect("an iterations entry per independent loop");
    let text = |entry: &serde_json::Value, key: &str| entry[key].as_str().unwrap_or("").to_string();
    entries
        .iter()
        .map(|e| (e["launches"][0].as_str().unwrap().to_string(), text(e, "status"), text(e, "remark")))
        .collect()
}

#[test]
fn independent_iterations_become_one_deeper_launch() {
    let tests = repo().join("tests/cuda");
    let original =
        Modules { host: tests.join("iteration_fusion.host.ll"), device: tests.join("iteration_fusion.device.ll") };
    let dir = tempfile::tempdir().unwrap();
    let (fused, report) = apply_pass("sirius", "", &original, dir.path(), "sirius");
    let mut found = entries(&report);
    found.sort();
    let expected =
        [("S13", "unfused", "IterationsNotFused"), ("S7", "fused", ""), ("S9", "failed", "IterationFusionFailed")];
    let expected: Vec<(String, String, String)> =
        expected.iter().map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string())).collect();
    assert_eq!(found, expected, "{report:#}");
    let slabs = report["iterations"].as_array().unwrap().iter().find(|e| e["status"] == "fused").unwrap();
    assert_eq!(slabs["trip_count"], 12, "{slabs:#}");
    assert_eq!(slabs["synchronisations"][0]["removed"], true, "{slabs:#}");
    let before = dir.path().join("before");
    let launches_before = execute(&original, "main", &[], 1, &before);
    for (sms, seed) in [(1, 1), (8, 3)] {
        let after = dir.path().join(format!("after-{sms}"));
        let (output, passed) = run_on(&fused, ("main", &[]), sms, seed, &after);
        assert!(passed && output.contains("0 wrong"), "{sms} SMs:\n{output}");
        same_observable_buffers(&before, &after, &format!("original and iterations fused ({sms} SMs)"));
        assert_eq!(common::launches(&output), launches_before - 11, "{output}");
    }
    let host = std::fs::read_to_string(&fused.host).unwrap();
    let push = |line: &&str| line.contains("@__cudaPushCallConfiguration(") && line.contains(", i32 24,");
    let deeper = host.lines().find(push).expect("a push of the grid 12 x 2 blocks deep");
    let shallow = host.replace(deeper, &deeper.replace(", i32 24,", ", i32 2,"));
    let program = Modules { host: dir.path().join("shallow.host.ll"), device: fused.device.clone() };
    std::fs::write(&program.host, shallow).unwrap();
    let (output, passed) = run_on(&program, ("main", &[]), 4, 1, &dir.path().join("shallow"));
    assert!(!passed && !output.contains("0 wrong"), "a grid one iteration deep:\n{output}");
}
