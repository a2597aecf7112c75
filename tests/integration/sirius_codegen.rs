//! Device-side fused-kernel generation (`sirius::codegen`) on clang-16 output
//! (`tests/fixtures/cuda/chain.cu`: an elementwise scale, an elementwise add with an early
//! return, and a shared-memory tile sum with a barrier). Checks the shape of the fused
//! kernel, that the module verifies and that the NVPTX back end accepts it, and that
//! invalid plans leave the module untouched.

use std::process::Command;
use syncfuse::hardware::cuda::{Axis, Dim3};
use syncfuse::inkwell::context::Context;
use syncfuse::inkwell::memory_buffer::MemoryBuffer;
use syncfuse::inkwell::module::Module;
use syncfuse::inkwell::values::AnyValue;
use syncfuse::llvm::sirius::codegen::{
    clean_up_fused_kernels, generate_fused_kernel, specialise_parameters, CodegenReject, FusedParameter, HostConstant,
};
use syncfuse::sirius::fusion::plan::{Fragment, FusedKernelPlan, PlanReject, VerticalGroup};

const SCALE: &str = "_Z5scalePfPKffi";
const ADD: &str = "_Z5addtoPfPKfi";
const TILE_SUM: &str = "_Z8tile_sumPfPKfi";

fn device_module(context: &Context) -> Module<'_> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/cuda/chain.dev.ll");
    let buffer = MemoryBuffer::create_from_file(std::path::Path::new(path)).expect("fixture exists");
    context.create_module_from_ir(buffer).expect("fixture parses")
}

fn block(x: u32) -> Dim3 {
    Dim3 { x, y: 1, z: 1 }
}

fn fragment(kernel: &str, block_x: u32, barrier_before: bool) -> Fragment {
    Fragment { kernel: kernel.into(), block: block(block_x), barrier_before, regrid: None }
}

fn plan(name: &str, block_x: u32, groups: Vec<Vec<Fragment>>) -> FusedKernelPlan {
    FusedKernelPlan {
        name: name.into(),
        block: block(block_x),
        groups: groups.into_iter().map(|fragments| VerticalGroup { fragments }).collect(),
    }
}

fn fused_function_text(module: &Module<'_>, name: &str) -> String {
    module.get_function(name).expect("fused kernel exists").print_to_string().to_string()
}

/// llc-16 accepts the module (`bash scripts/setup.sh` installs llc-16).
fn assert_nvptx_accepts(module: &Module<'_>) {
    let output = Command::new("llc-16").arg("--version").output().expect("llc-16 runs (bash scripts/setup.sh)");
    assert!(output.status.success());
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("fused.ll");
    module.print_to_file(&input).unwrap();
    let result = Command::new("llc-16")
        .args(["-march=nvptx64", "-mcpu=sm_80", "-o"])
        .arg(dir.path().join("fused.ptx"))
        .arg(&input)
        .output()
        .unwrap();
    assert!(result.status.success(), "llc-16 rejected the fused module: {}", String::from_utf8_lossy(&result.stderr));
}

#[test]
fn vertical_fusion_runs_fragments_in_order_with_a_barrier_for_block_dependences() {
    let context = Context::create();
    let module = device_module(&context);
    let plan = plan(
        "fused_vertical",
        256,
        vec![vec![fragment(SCALE, 256, false), fragment(ADD, 256, false), fragment(TILE_SUM, 256, true)]],
    );
    let fused = unsafe { generate_fused_kernel(module.as_mut_ptr(), &plan, &[]) }.expect("plan is valid");
    // scale (4 params + grid), addto (3 + grid), tile_sum (3 + grid).
    assert_eq!(fused.parameters.len(), 4 + 3 + 3 + 3 + 3 + 3);
    assert_eq!(fused.parameters[4], FusedParameter::GridExtent { fragment: 0, axis: Axis::X });
    assert_eq!(fused.parameters[6], FusedParameter::GridExtent { fragment: 0, axis: Axis::Z });
    assert_eq!(fused.parameters[7], FusedParameter::Argument { fragment: 1, index: 0 });
    let text = fused_function_text(&module, "fused_vertical");
    // The fragments are inlined: no calls but special registers, barriers and the
    // assumptions of the launch (`blockIdx < grid`, until the clean-up) remain.
    for line in text.lines().filter(|l| l.contains("call ")) {
        let expected = line.contains("@llvm.nvvm.") || line.contains("@llvm.assume(");
        assert!(expected, "unexpected call left in the fused kernel: {line}");
    }
    // One group runs on its own grid: the block index is the hardware's, on every axis.
    assert!(text.contains("@llvm.nvvm.read.ptx.sreg.ctaid.z()"), "{text}");
    assert!(!text.contains("udiv"), "no group arithmetic: {text}");
    // The original barrier of tile_sum plus the one the plan asks for before it.
    assert_eq!(text.matches("call void @llvm.nvvm.barrier0()").count(), 2, "{text}");
    assert!(module.get_function(&format!("{SCALE}.fragment")).is_none(), "fragments are dropped");
    assert!(module.get_function(SCALE).is_some(), "original kernels stay");
    let annotations = module.print_to_string().to_string();
    assert!(annotations.contains("!{ptr @fused_vertical, !\"kernel\", i32 1}"), "marked as a kernel");
    assert_nvptx_accepts(&module);
}

#[test]
fn horizontal_fusion_gives_each_group_its_own_block_range() {
    let context = Context::create();
    let module = device_module(&context);
    let plan =
        plan("fused_horizontal", 256, vec![vec![fragment(SCALE, 128, false)], vec![fragment(TILE_SUM, 256, false)]]);
    unsafe { generate_fused_kernel(module.as_mut_ptr(), &plan, &[]) }.expect("plan is valid");
    let text = fused_function_text(&module, "fused_horizontal");
    assert_eq!(text.matches("call void @llvm.nvvm.barrier0()").count(), 1, "only tile_sum's own barrier");
    // Groups take ranges of one grid along x.
    assert!(!text.contains("ctaid.y") && !text.contains("@llvm.assume("), "{text}");
    assert_nvptx_accepts(&module);
}

#[test]
fn invalid_plans_leave_the_module_unchanged() {
    let context = Context::create();
    let module = device_module(&context);
    let before = module.print_to_string().to_string();
    let partial = plan("fused", 256, vec![vec![fragment(SCALE, 256, false), fragment(TILE_SUM, 128, true)]]);
    let error = unsafe { generate_fused_kernel(module.as_mut_ptr(), &partial, &[]) }.unwrap_err();
    assert!(matches!(error, CodegenReject::Plan(PlanReject::BarrierUnderPartialBlock { .. })), "{error}");
    let missing = plan("fused", 256, vec![vec![fragment("_Z7missingv", 256, false)]]);
    assert_eq!(
        unsafe { generate_fused_kernel(module.as_mut_ptr(), &missing, &[]) }.unwrap_err(),
        CodegenReject::MissingKernel("_Z7missingv".into())
    );
    let taken = plan(SCALE, 256, vec![vec![fragment(ADD, 256, false)]]);
    assert_eq!(
        unsafe { generate_fused_kernel(module.as_mut_ptr(), &taken, &[]) }.unwrap_err(),
        CodegenReject::NameTaken(SCALE.into())
    );
    assert_eq!(module.print_to_string().to_string(), before);
}

#[test]
fn host_constants_specialise_the_fused_kernel() {
    let context = Context::create();
    let module = device_module(&context);
    let plan = plan("fused", 256, vec![vec![fragment(SCALE, 256, false), fragment(ADD, 256, false)]]);
    let fused = unsafe { generate_fused_kernel(module.as_mut_ptr(), &plan, &[]) }.expect("plan is valid");
    let before = fused_function_text(&module, "fused").lines().count();
    // n = 1024 and grids of (4, 1, 1) for both fragments, scale factor 2.0.
    let mut constants = vec![(2, HostConstant::Float(2.0)), (3, HostConstant::Integer(1024))];
    for (index, parameter) in fused.parameters.iter().enumerate() {
        match parameter {
            FusedParameter::GridExtent { axis: Axis::X, .. } => constants.push((index, HostConstant::Integer(4))),
            FusedParameter::GridExtent { .. } => constants.push((index, HostConstant::Integer(1))),
            FusedParameter::Argument { fragment: 1, index: 2 } => constants.push((index, HostConstant::Integer(1024))),
            FusedParameter::Argument { .. } => {}
        }
    }
    assert_eq!(unsafe { specialise_parameters(module.as_mut_ptr(), "fused", &constants) }, Ok(constants.len()));
    assert_eq!(unsafe { clean_up_fused_kernels(module.as_mut_ptr(), &["fused".to_string()], || ()) }, Ok(()));
    let text = fused_function_text(&module, "fused");
    assert!(text.lines().count() < before, "clean-up folded the guards:\n{text}");
    assert!(!text.contains("urem"), "grid (4, 1, 1) needs no delinearisation:\n{text}");
    assert!(text.contains("2.000000e+00"), "the scale factor is a constant:\n{text}");
    assert_nvptx_accepts(&module);
    assert_eq!(
        unsafe { specialise_parameters(module.as_mut_ptr(), "fused", &[(0, HostConstant::Integer(1))]) },
        Err(CodegenReject::ConstantType { kernel: "fused".into(), index: 0 })
    );
}
