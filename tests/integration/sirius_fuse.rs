//! The fusion decision (`sirius::fuse`) on the CUDA samples' real clang-16 output, after
//! the pass's specialisation of `run_<sample>` for `main`'s call at the paper's sizes:
//! which launches become one kernel, how, and why the others stay. The exported
//! `run_<sample>` itself is analysed with symbolic sizes (2-D accesses delinearised at
//! the run-time row length: mlp and bert_qkv fuse there as in their specialised copies).

use expect_test::{expect, Expect};
use std::path::Path;
use syncfuse::ir::OwnedModule;
use syncfuse::llvm::cuda_reader::{read_program, CallContexts};
use syncfuse::llvm::sirius::specialise::specialise_launching_functions;
use syncfuse::sirius::fusion::fuse::{decide, FusionDecision};
use syncfuse::sirius::gpu::cost::Gpu;
use syncfuse::sirius::model::program::HostProgram;
use syncfuse::sirius::model::uar;

fn decision(sample: &str) -> (HostProgram, FusionDecision) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/cuda");
    let host = OwnedModule::read(&dir.join(format!("{sample}.host.ll"))).unwrap();
    let device = OwnedModule::read(&dir.join(format!("{sample}.dev.ll"))).unwrap();
    unsafe { specialise_launching_functions(host.module) }.unwrap();
    let program = unsafe { read_program(host.module, device.module, CallContexts::LocalFunctions) };
    let graph = uar::build(&program);
    let decision = decide(&program, &graph, &Gpu::H100);
    (program, decision)
}

fn summary(program: &HostProgram, decision: &FusionDecision) -> String {
    let mut lines = Vec::new();
    for kernel in &decision.kernels {
        let variant = kernel.chosen_variant();
        let fragments: Vec<String> = variant
            .fragment_statements
            .iter()
            .zip(variant.plan.groups.iter().flat_map(|g| &g.fragments))
            .map(|(&s, f)| format!("{}{}", if f.barrier_before { "| " } else { "" }, program.statements[s].name))
            .collect();
        lines.push(format!(
            "{:?} {} groups: {}",
            variant.orchestration,
            variant.plan.groups.len(),
            fragments.join(" ")
        ));
    }
    for unfused in &decision.unfused {
        lines.push(format!("unfused {}: {}", unfused.statement, unfused.reason));
    }
    lines.join("\n")
}

fn check(sample: &str, expected: Expect) {
    let (program, decision) = decision(sample);
    expected.assert_eq(&summary(&program, &decision));
}

#[test]
fn elementwise_chain_fuses_into_one_kernel_without_barriers() {
    check(
        "elementwise_chain",
        expect![[r#"
        Vertical 1 groups: S11 S12 S13 S14 S15 S16
        Vertical 1 groups: S38 S39 S40 S41 S42 S43"#]],
    );
}

#[test]
fn bert_qkv_fuses_its_nine_operators_and_keeps_the_score_gemm_apart() {
    // Paper fig. 3: GEMM | add, reshape per branch; three identical branches fused; the
    // score GEMM has global dependences on two reshapes (P2). With run-time sizes the
    // branches sit side by side; at main's (the paper's) sizes they are interleaved, the
    // three GEMMs first, in lock-step with X's tiles loaded once.
    check(
        "bert_qkv",
        expect![[r#"
            Horizontal 3 groups: S24 | S25 S26 S27 | S28 S29 S30 | S31 S32
            VerticalInterleaved 1 groups: S80 S83 S86 | S81 S84 S87 S82 S85 S88
            unfused S33: RAW dependence through buf5 is global
            unfused S89: RAW dependence through buf22 is global"#]],
    );
}

#[test]
fn mlp_fuses_each_gemm_with_its_bias_and_keeps_gelu_apart() {
    check(
        "mlp",
        expect![[r#"
            Vertical 1 groups: S15 | S16
            Vertical 1 groups: S18 | S19
            Vertical 1 groups: S47 | S48
            Vertical 1 groups: S50 | S51
            unfused S17: RAW dependence through buf6 is global
            unfused S49: RAW dependence through buf16 is global"#]],
    );
}

#[test]
fn block_reduce_fuses_the_block_local_prefix() {
    check(
        "block_reduce",
        expect![[r#"
            Vertical 1 groups: S7 | S8 S9
            Vertical 1 groups: S27 | S28 S29
            unfused S10: RAW dependence through buf3 is global
            unfused S11: RAW dependence through buf4 is global
            unfused S30: RAW dependence through buf9 is global
            unfused S31: RAW dependence through buf10 is global"#]],
    );
}

#[test]
fn masked_and_divided_indices_inside_a_block_fuse_with_barriers() {
    // `(7t) % 256` (srem), `(t / 2) * 2` (sdiv), `t & -4` and a disjoint `or`: each
    // consumer block reads only its own block's elements, written by other threads.
    check(
        "block_shuffle",
        expect![[r#"
            Vertical 1 groups: S5 | S6 | S7
            Vertical 1 groups: S19 | S20 | S21"#]],
    );
}

#[test]
fn global_dependences_are_never_fused() {
    check(
        "transpose_gemm",
        expect![[r#"
            unfused S6: RAW dependence through buf1 is global
            unfused S7: RAW dependence through buf1 is global
            unfused S21: RAW dependence through buf5 is global
            unfused S22: RAW dependence through buf5 is global"#]],
    );
}

#[test]
fn host_loop_launches_fuse_per_iteration_although_later_iterations_depend_globally() {
    // stencil(it) reads `cur` across blocks, relax(it) writes `next`, and the two swap
    // each iteration: relax(it) -> stencil(it + 1) is global, stencil(it) -> relax(it + 1)
    // (a WAR on the other buffer) too, but in one iteration only the thread-level RAW on
    // `tmp` remains; later iterations are ordered by the fused launches (fuse.rs, step 6).
    check(
        "host_loop",
        expect![[r#"
            Vertical 1 groups: S6 S7
            Vertical 1 groups: S20 S21"#]],
    );
}

/// Issue 44: the convolution and its bias (32x32 threads, reading the GEMM's tile across
/// threads) fuse at ResNet's sizes; the flattened ReLU reads other blocks' rows here, and
/// the pass renumbers it on the bias's grid afterwards (`regrid`: one kernel in all).
#[test]
fn conv_bias_and_relu_fuse_into_one_kernel() {
    check(
        "conv_bias_relu",
        expect![[r#"
        Vertical 1 groups: S9 | S10
        Vertical 1 groups: S28 | S29
        unfused S11: RAW dependence through buf4 is global
        unfused S30: RAW dependence through buf10 is global"#]],
    );
}

/// Issue 44: blocks that own whole rows of the scores fuse the GEMM (16x16 threads) with
/// the scale and the softmax (32x8 threads, reshaped: the same thread count); P . V reads
/// rows of P from other blocks and stays apart. With symbolic sizes (the exported
/// function) the column loop's trip count is unknown and nothing fuses.
#[test]
fn whole_row_attention_fuses_scores_scale_and_softmax() {
    check(
        "attention_rows",
        expect![[r#"
        Vertical 1 groups: S32 | S33 | S34
        unfused S10: RAW dependence through buf3 is global
        unfused S11: RAW dependence through buf3 is global
        unfused S12: RAW dependence through buf4 is global
        unfused S13: RAW dependence through buf5 is global
        unfused S35: RAW dependence through buf12 is global"#]],
    );
}
