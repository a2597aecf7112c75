//! Link libsyncfuse.so with a version script that exports only `llvmGetPassPluginInfo`
//! (see exports.map) and `-Bsymbolic`, so that the bundled ISL stays private: libLLVM-16.so
//! exports its own isl_* (Polly) and neither copy may bind to the other.

fn main() {
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR");
    println!("cargo:rerun-if-changed=exports.map");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rustc-cdylib-link-arg=-Wl,--version-script={dir}/exports.map");
    println!("cargo:rustc-cdylib-link-arg=-Wl,-Bsymbolic");
}
