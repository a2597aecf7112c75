//! The `cuda-embed-gpubinary<FILE>` pass: puts the bytes of a CUDA fatbinary (FILE) into a
//! host module that clang compiled with a placeholder GPU binary (`-Xclang
//! -fcuda-include-gpubinary -Xclang EMPTY`), so that the module constructor clang emitted
//! (`__cudaRegisterFatBinary(&__cuda_fatbin_wrapper)`, then one `__cudaRegisterFunction`
//! per stub) registers the real device code. The build-flow wrapper
//! (`scripts/syncfuse-nvcc`) runs it after `sirius`, once the fused device module has been
//! compiled to a fatbinary; `sirius` itself registers the stubs it adds.
//!
//! Invariant: the module has exactly one `.nv_fatbin` constant and it is replaced by one
//! with the same section, alignment and linkage and the file's bytes (every use, i.e.
//! `__cuda_fatbin_wrapper`, now points at the new one); on any bad input (unreadable
//! file, not a fatbinary, no or several `.nv_fatbin` constants) the module is unchanged
//! and the pass fails with a diagnostic naming the reason.

use crate::pass::{ParameterError, Pass, PassEffect};
use crate::PassOutcome;
use llvm_plugin::inkwell::module::Module;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::ffi::CStr;
use std::path::{Path, PathBuf};
use syncfuse_ir::global_variables;

pub const PASS_NAME: &str = "cuda-embed-gpubinary";
/// The section clang (and nvcc) put the fatbinary in.
const FATBIN_SECTION: &str = ".nv_fatbin";
/// The first four bytes of a fatbinary (`0xBA55ED50`, little-endian), as in
/// `fatbinary_section.h`'s users and `cuobjdump`.
const FATBIN_MAGIC: [u8; 4] = [0x50, 0xED, 0x55, 0xBA];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CudaEmbedOptions {
    /// The fatbinary to embed.
    pub gpu_binary: PathBuf,
}

impl CudaEmbedOptions {
    /// The text between the angle brackets is the file name.
    fn parse_parameters(params: &str) -> Result<CudaEmbedOptions, String> {
        let file = params.trim();
        if file.is_empty() {
            return Err(format!("{PASS_NAME}: expected the fatbinary file: {PASS_NAME}<FILE>"));
        }
        Ok(CudaEmbedOptions { gpu_binary: PathBuf::from(file) })
    }
}

impl Pass for CudaEmbedOptions {
    const NAME: &'static str = PASS_NAME;
    const EFFECT: PassEffect = PassEffect::Transforms;

    fn parse(parameters: &str) -> Result<CudaEmbedOptions, ParameterError> {
        CudaEmbedOptions::parse_parameters(parameters).map_err(|message| ParameterError::new(PASS_NAME, message))
    }

    fn run(&self, module: &Module<'_>) -> PassOutcome {
        run_cuda_embed(module, self)
    }

    fn stops_on_internal_error(&self) -> bool {
        true
    }
}

pub fn run_cuda_embed(module: &Module<'_>, options: &CudaEmbedOptions) -> PassOutcome {
    let embedded = read_fatbinary(&options.gpu_binary).and_then(|bytes| {
        let placeholder = fatbin_constant(module.as_mut_ptr())?;
        // SAFETY: `placeholder` is a global variable of this module.
        unsafe { replace_contents(module.as_mut_ptr(), placeholder, &bytes) };
        Ok(())
    });
    match embedded {
        Ok(()) => PassOutcome { changed: true, ..PassOutcome::default() },
        Err(reason) => PassOutcome::error(PASS_NAME, reason),
    }
}

/// The file's bytes, if they look like a fatbinary.
fn read_fatbinary(path: &Path) -> Result<Vec<u8>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if !bytes.starts_with(&FATBIN_MAGIC) {
        return Err(format!(
            "{} is not a CUDA fatbinary (it does not start with the magic 0xBA55ED50)",
            path.display()
        ));
    }
    Ok(bytes)
}

/// The one global in section `.nv_fatbin`.
fn fatbin_constant(module: LLVMModuleRef) -> Result<LLVMValueRef, String> {
    let candidates: Vec<LLVMValueRef> = unsafe { global_variables(module) }
        .into_iter()
        .filter(|&g| section_of(g).as_deref() == Some(FATBIN_SECTION))
        .collect();
    match candidates[..] {
        [one] => Ok(one),
        [] => Err(format!(
            "the module has no {FATBIN_SECTION} constant: compile the host side with a placeholder GPU binary \
             (clang-16 --cuda-host-only -Xclang -fcuda-include-gpubinary -Xclang FILE)"
        )),
        _ => Err(format!("the module has {} {FATBIN_SECTION} constants, expected one", candidates.len())),
    }
}

fn section_of(global: LLVMValueRef) -> Option<String> {
    // SAFETY: `global` is a global value; LLVM returns null or a NUL-terminated string.
    unsafe {
        let section = LLVMGetSection(global);
        (!section.is_null()).then(|| CStr::from_ptr(section).to_string_lossy().into_owned())
    }
}

/// Replaces `placeholder` by a constant of the same kind holding `bytes`.
unsafe fn replace_contents(module: LLVMModuleRef, placeholder: LLVMValueRef, bytes: &[u8]) {
    let context = LLVMGetModuleContext(module);
    let contents = LLVMConstStringInContext(context, bytes.as_ptr().cast(), bytes.len() as u32, 1);
    let replacement = LLVMAddGlobal(module, LLVMTypeOf(contents), c"".as_ptr());
    LLVMSetInitializer(replacement, contents);
    LLVMSetGlobalConstant(replacement, 1);
    LLVMSetLinkage(replacement, LLVMGetLinkage(placeholder));
    LLVMSetSection(replacement, LLVMGetSection(placeholder));
    LLVMSetAlignment(replacement, LLVMGetAlignment(placeholder));
    LLVMSetUnnamedAddress(replacement, LLVMGetUnnamedAddress(placeholder));
    // Opaque pointers: the wrapper's `ptr` field takes the new array as it took the old one.
    LLVMReplaceAllUsesWith(placeholder, replacement);
    LLVMDeleteGlobal(placeholder);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_takes_the_file_name() {
        assert_eq!(CudaEmbedOptions::parse(" k.fatbin ").unwrap().gpu_binary, PathBuf::from("k.fatbin"));
        assert!(CudaEmbedOptions::parse("").unwrap_err().to_string().contains("expected the fatbinary file"));
    }

    #[test]
    fn non_fatbinary_is_rejected() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("not.fatbin");
        std::fs::write(&path, b"\x7fELF").unwrap();
        assert!(read_fatbinary(&path).unwrap_err().contains("not a CUDA fatbinary"));
        assert!(read_fatbinary(&dir.path().join("missing")).unwrap_err().contains("cannot read"));
    }
}
