// LLVM's own analyses of one function, for syncfuse's affine recogniser (src/analyses.rs is
// the only caller): ScalarEvolution expressions as trees (values at a loop's exit, backedge-
// taken counts), ValueTracking's known bits and LazyValueInfo's ranges at an instruction.
// LLVM 16's C API reaches none of these.
//
// A handle owns a FunctionAnalysisManager with every function analysis registered (what
// `opt` registers); results are computed on first use and valid while the function's IR is
// unchanged: the caller frees the handle before it edits the function. SCEV pointers are
// owned by the handle's ScalarEvolution. Invariant: no exception or longjmp leaves these
// functions; every pointer argument is checked for null; every answer errs on "unknown"
// (false, null), never on a fact that does not hold.

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm-c/Types.h"

#include <cstdint>

using namespace llvm;

struct syncfuse_analyses {
  Function *function;
  FunctionAnalysisManager analyses;
};

namespace {
ScalarEvolution &evolution(syncfuse_analyses *handle) {
  return handle->analyses.getResult<ScalarEvolutionAnalysis>(*handle->function);
}

LoopInfo &loops(syncfuse_analyses *handle) {
  return handle->analyses.getResult<LoopAnalysis>(*handle->function);
}

// A value of the handle's function (an argument or one of its instructions) or a constant.
Value *ownValue(syncfuse_analyses *handle, LLVMValueRef ref) {
  Value *value = unwrap(ref);
  if (!value)
    return nullptr;
  if (auto *instruction = dyn_cast<Instruction>(value))
    return instruction->getFunction() == handle->function ? value : nullptr;
  if (auto *argument = dyn_cast<Argument>(value))
    return argument->getParent() == handle->function ? value : nullptr;
  return isa<Constant>(value) ? value : nullptr;
}

Instruction *ownInstruction(syncfuse_analyses *handle, LLVMValueRef ref) {
  return dyn_cast_or_null<Instruction>(ownValue(handle, ref));
}

// The loop whose header is `header` (null: not a header of this function).
Loop *loopWithHeader(syncfuse_analyses *handle, LLVMBasicBlockRef header_ref) {
  auto *header = unwrap(header_ref);
  if (!header || header->getParent() != handle->function)
    return nullptr;
  Loop *loop = loops(handle).getLoopFor(header);
  return loop && loop->getHeader() == header ? loop : nullptr;
}

const SCEV *known(const SCEV *expression) {
  return expression && !isa<SCEVCouldNotCompute>(expression) ? expression : nullptr;
}
} // namespace

extern "C" {

// Null for a declaration or a value that is not a function.
syncfuse_analyses *syncfuse_analyses_new(LLVMValueRef function_ref) {
  auto *function = dyn_cast_or_null<Function>(unwrap(function_ref));
  if (!function || function->isDeclaration())
    return nullptr;
  auto *handle = new syncfuse_analyses{function, FunctionAnalysisManager()};
  PassBuilder builder;
  builder.registerFunctionAnalyses(handle->analyses);
  return handle;
}

void syncfuse_analyses_free(syncfuse_analyses *handle) {
  if (!handle)
    return;
  handle->analyses.clear();
  delete handle;
}

// SCEV of an integer `value` as it is at the exit of every loop that does not contain
// `scope` (a block of the function; null: outside every loop). Null: not an integer value
// of this function, or not computable.
const SCEV *syncfuse_scev_at(syncfuse_analyses *handle, LLVMValueRef value_ref, LLVMBasicBlockRef scope) {
  if (!handle)
    return nullptr;
  Value *value = ownValue(handle, value_ref);
  if (!value || !value->getType()->isIntegerTy())
    return nullptr;
  ScalarEvolution &evolutions = evolution(handle);
  BasicBlock *block = unwrap(scope);
  const Loop *loop = block && block->getParent() == handle->function ? loops(handle).getLoopFor(block) : nullptr;
  return known(evolutions.getSCEVAtScope(evolutions.getSCEV(value), loop));
}

int syncfuse_scev_non_negative_at(syncfuse_analyses *handle, const SCEV *node, LLVMValueRef context);

// The backedge-taken count of the loop with `header` (`exact` or else the symbolic
// maximum), when it is known below 2^(bits - 1) where the loop runs (an unsigned count
// that reads as a negative signed number, `i < UINT64_MAX`'s, is no count to give);
// null when LLVM cannot compute it.
const SCEV *syncfuse_backedge_taken_count(syncfuse_analyses *handle, LLVMBasicBlockRef header, int exact) {
  if (!handle)
    return nullptr;
  Loop *loop = loopWithHeader(handle, header);
  if (!loop)
    return nullptr;
  auto kind = exact ? ScalarEvolution::Exact : ScalarEvolution::SymbolicMaximum;
  const SCEV *count = known(evolution(handle).getBackedgeTakenCount(loop, kind));
  LLVMValueRef inside = wrap(&*loop->getHeader()->getFirstInsertionPt());
  return count && syncfuse_scev_non_negative_at(handle, count, inside) ? count : nullptr;
}

// The node's kind: LLVM 16's SCEVTypes numbering (scConstant = 0 ... scCouldNotCompute).
int syncfuse_scev_kind(const SCEV *node) { return node ? static_cast<int>(node->getSCEVType()) : -1; }

unsigned syncfuse_scev_bits(syncfuse_analyses *handle, const SCEV *node) {
  return handle && node ? evolution(handle).getTypeSizeInBits(node->getType()) : 0;
}

unsigned syncfuse_scev_operand_count(const SCEV *node) {
  return node && !isa<SCEVUnknown>(node) ? node->operands().size() : 0;
}

const SCEV *syncfuse_scev_operand(const SCEV *node, unsigned index) {
  if (!node || isa<SCEVUnknown>(node))
    return nullptr;
  ArrayRef<const SCEV *> operands = node->operands();
  return index < operands.size() ? operands[index] : nullptr;
}

// A constant that fits 64 signed bits: 1 and `*out`; else 0.
int syncfuse_scev_constant(const SCEV *node, int64_t *out) {
  auto *constant = dyn_cast_or_null<SCEVConstant>(node);
  if (!constant || !out || constant->getAPInt().getSignificantBits() > 64)
    return 0;
  *out = constant->getAPInt().getSExtValue();
  return 1;
}

LLVMValueRef syncfuse_scev_unknown(const SCEV *node) {
  auto *unknown = dyn_cast_or_null<SCEVUnknown>(node);
  return unknown ? wrap(unknown->getValue()) : nullptr;
}

// The header of an add recurrence's loop (null for any other node).
LLVMBasicBlockRef syncfuse_scev_recurrence_header(const SCEV *node) {
  auto *recurrence = dyn_cast_or_null<SCEVAddRecExpr>(node);
  return recurrence ? wrap(recurrence->getLoop()->getHeader()) : nullptr;
}

// Whether `node` is known >= 0 (signed) at `context` (an instruction): its dominating
// branch conditions count (SCEV's isKnownPredicateAt), and so do the guards of every loop
// around it (SCEV's applyLoopGuards: the main loop of clang's runtime unrolling runs only
// when `n >= 4`, so its count `(4 * (n /u 4) - 4) /u 4` divides a non-negative value).
int syncfuse_scev_non_negative_at(syncfuse_analyses *handle, const SCEV *node, LLVMValueRef context) {
  if (!handle || !node)
    return 0;
  ScalarEvolution &evolutions = evolution(handle);
  if (evolutions.isKnownNonNegative(node))
    return 1;
  Instruction *at = ownInstruction(handle, context);
  if (!at)
    return 0;
  if (evolutions.isKnownPredicateAt(ICmpInst::ICMP_SGE, node, evolutions.getZero(node->getType()), at))
    return 1;
  for (const Loop *loop = loops(handle).getLoopFor(at->getParent()); loop; loop = loop->getParentLoop())
    if (evolutions.isKnownNonNegative(evolutions.applyLoopGuards(node, loop)))
      return 1;
  return 0;
}

// Whether the integer `value` is known >= 0 (signed) at the instruction `context`:
// ValueTracking's known bits, LazyValueInfo's range there (conditions of dominating
// branches), or SCEV.
int syncfuse_non_negative_at(syncfuse_analyses *handle, LLVMValueRef value_ref, LLVMValueRef context) {
  if (!handle)
    return 0;
  Value *value = ownValue(handle, value_ref);
  Instruction *at = ownInstruction(handle, context);
  if (!value || !at || !value->getType()->isIntegerTy())
    return 0;
  const DataLayout &layout = handle->function->getParent()->getDataLayout();
  auto &assumptions = handle->analyses.getResult<AssumptionAnalysis>(*handle->function);
  auto &dominators = handle->analyses.getResult<DominatorTreeAnalysis>(*handle->function);
  if (isKnownNonNegative(value, layout, 0, &assumptions, at, &dominators))
    return 1;
  auto &ranges = handle->analyses.getResult<LazyValueAnalysis>(*handle->function);
  if (ranges.getConstantRange(value, at, false).isAllNonNegative())
    return 1;
  return syncfuse_scev_non_negative_at(handle, evolution(handle).getSCEV(value), context);
}

// Whether `a` and `b` (integers of one type) have no set bit in common at `context`, so
// that `a | b` is `a + b` (ValueTracking's haveNoCommonBitsSet).
int syncfuse_no_common_bits(syncfuse_analyses *handle, LLVMValueRef a_ref, LLVMValueRef b_ref, LLVMValueRef context) {
  if (!handle)
    return 0;
  Value *a = ownValue(handle, a_ref), *b = ownValue(handle, b_ref);
  Instruction *at = ownInstruction(handle, context);
  if (!a || !b || !a->getType()->isIntegerTy() || a->getType() != b->getType())
    return 0;
  const DataLayout &layout = handle->function->getParent()->getDataLayout();
  auto &assumptions = handle->analyses.getResult<AssumptionAnalysis>(*handle->function);
  auto &dominators = handle->analyses.getResult<DominatorTreeAnalysis>(*handle->function);
  return haveNoCommonBitsSet(a, b, layout, &assumptions, at, &dominators);
}

// Whether the integer `value` (at most 64 bits) lies in [low, high) as a signed number at
// the instruction `context`: LazyValueInfo's range there, or SCEV's signed range, also
// under the guards of every loop around `context`.
int syncfuse_in_signed_range(syncfuse_analyses *handle, LLVMValueRef value_ref, int64_t low, int64_t high,
                             LLVMValueRef context) {
  if (!handle)
    return 0;
  Value *value = ownValue(handle, value_ref);
  Instruction *at = ownInstruction(handle, context);
  if (!value || !at || !value->getType()->isIntegerTy() || value->getType()->getIntegerBitWidth() > 64)
    return 0;
  auto within = [&](const ConstantRange &range) {
    return !range.isEmptySet() && range.getSignedMin().getSExtValue() >= low &&
           range.getSignedMax().getSExtValue() < high;
  };
  auto &ranges = handle->analyses.getResult<LazyValueAnalysis>(*handle->function);
  if (within(ranges.getConstantRange(value, at, false)))
    return 1;
  ScalarEvolution &evolutions = evolution(handle);
  const SCEV *node = evolutions.getSCEV(value);
  if (within(evolutions.getSignedRange(node)))
    return 1;
  for (const Loop *loop = loops(handle).getLoopFor(at->getParent()); loop; loop = loop->getParentLoop())
    if (within(evolutions.getSignedRange(evolutions.applyLoopGuards(node, loop))))
      return 1;
  return 0;
}

}
