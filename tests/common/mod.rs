//! Shared by the integration tests that drive the real plugin through `opt-16`: the
//! repository root and the plugin, built once per test process with
//! `scripts/build-plugin.sh` (or taken from `SYNCFUSE_PLUGIN`). Without opt-16 the
//! plugin is `None` and the caller passes vacuously, saying why.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

pub fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

pub fn plugin() -> Option<&'static Path> {
    static PLUGIN: OnceLock<Option<PathBuf>> = OnceLock::new();
    PLUGIN
        .get_or_init(|| {
            if Command::new("opt-16").arg("--version").output().is_err() {
                eprintln!("SKIPPED: opt-16 is not installed (bash scripts/setup.sh installs LLVM 16)");
                return None;
            }
            if let Some(path) = std::env::var_os("SYNCFUSE_PLUGIN") {
                return Some(PathBuf::from(path));
            }
            let build = Command::new("bash").arg(repo().join("scripts/build-plugin.sh")).output().unwrap();
            assert!(
                build.status.success(),
                "scripts/build-plugin.sh failed:\n{}",
                String::from_utf8_lossy(&build.stderr)
            );
            Some(repo().join("build/libsyncfuse.so"))
        })
        .as_deref()
}
