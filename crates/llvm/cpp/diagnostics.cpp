// What LLVM 16's C API lacks, for syncfuse's passes: optimisation remarks (Passed, Missed,
// Analysis) through LLVMContext::diagnose, so that -pass-remarks*, -pass-remarks-output
// and clang's -Rpass / -fsave-optimization-record see them like any LLVM pass's; warnings
// and errors through the context's diagnostic handler, with the source location; and the
// -syncfuse-passes option (registered when the plugin is loaded, so clang's
// `-mllvm -syncfuse-passes=...` reaches it). Called only from the passes crate's src/diagnostics.rs.
// Invariant: no exception or longjmp leaves these functions; every pointer argument is
// checked for null.

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm-c/Types.h"

#include <memory>
#include <string>

using namespace llvm;

static cl::opt<std::string> SyncfusePasses(
    "syncfuse-passes",
    cl::desc("syncfuse passes to run at the optimizer-last extension point of clang "
             "-fpass-plugin (same syntax as opt -passes=)"),
    cl::init(""));

extern "C" const char *syncfuse_passes_option() { return SyncfusePasses.c_str(); }

namespace {
// The pass names remarks carry (-pass-remarks=NAME matches them); static storage, as
// DiagnosticInfoOptimizationBase keeps the pointer.
const char *passName(int pass) {
  switch (pass) {
  case 0:
    return "ascend-sync";
  case 1:
    return "sirius";
  case 2:
    return "tile-sync";
  case 3:
    return "streams";
  default:
    return "syncfuse";
  }
}

// The outermost call site a location was inlined through: what the user wrote.
const DILocation *outermost(const DILocation *location) {
  while (location->getInlinedAt())
    location = location->getInlinedAt();
  return location;
}

// The location of a remark: the anchor's (outermost) debug location; without one,
// `line:column` (when line > 0) in the function's subprogram; else the subprogram itself.
DiagnosticLocation location(const Function &function, const Instruction *anchor, unsigned line,
                            unsigned column) {
  if (anchor && anchor->getDebugLoc())
    return DiagnosticLocation(DebugLoc(outermost(anchor->getDebugLoc().get())));
  DISubprogram *subprogram = function.getSubprogram();
  if (subprogram && line > 0)
    return DiagnosticLocation(DebugLoc(DILocation::get(function.getContext(), line, column, subprogram)));
  return DiagnosticLocation(subprogram);
}
} // namespace

// kind: 0 Passed, 1 Missed, 2 Analysis. `anchor` may be null (then `function` anchors).
extern "C" void syncfuse_emit_remark(LLVMValueRef function_ref, LLVMValueRef anchor_ref, int kind, int pass,
                                     const char *name, const char *message, unsigned line, unsigned column) {
  auto *function = dyn_cast_or_null<Function>(unwrap(function_ref));
  if (!function || function->empty() || !name || !message)
    return;
  auto *anchor = dyn_cast_or_null<Instruction>(unwrap(anchor_ref));
  const BasicBlock *block = anchor ? anchor->getParent() : &function->getEntryBlock();
  DiagnosticLocation where = location(*function, anchor, line, column);
  const char *pass_name = passName(pass);
  LLVMContext &context = function->getContext();
  switch (kind) {
  case 0: {
    OptimizationRemark remark(pass_name, name, where, block);
    remark << message;
    context.diagnose(remark);
    break;
  }
  case 1: {
    OptimizationRemarkMissed remark(pass_name, name, where, block);
    remark << message;
    context.diagnose(remark);
    break;
  }
  default: {
    OptimizationRemarkAnalysis remark(pass_name, name, where, block);
    remark << message;
    context.diagnose(remark);
    break;
  }
  }
}

namespace {
// A warning or error of a syncfuse pass, already formatted as
// `[file:line:col: ]<pass>: [function 'f': ]<message>`.
class SyncfuseDiagnostic : public DiagnosticInfo {
  const char *Text;

public:
  SyncfuseDiagnostic(DiagnosticSeverity severity, const char *text)
      : DiagnosticInfo(kind(), severity), Text(text) {}
  void print(DiagnosticPrinter &printer) const override { printer << Text; }

private:
  static int kind() {
    static const int Kind = getNextAvailablePluginDiagnosticKind();
    return Kind;
  }
};

// Lends the diagnostic to the handler in place (clang's reports it as its own); when that
// one declines (opt's default handler), prints it as LLVMContext::diagnose would, but
// without its exit(1) on an error, so that a pass reports all its errors before the
// plugin exits.
struct ForwardingHandler : DiagnosticHandler {
  std::unique_ptr<DiagnosticHandler> Inner;

  bool handleDiagnostics(const DiagnosticInfo &info) override {
    if (Inner && Inner->handleDiagnostics(info))
      return true;
    DiagnosticPrinterRawOStream printer(errs());
    errs() << LLVMContext::getDiagnosticMessagePrefix(info.getSeverity()) << ": ";
    info.print(printer);
    errs() << "\n";
    return true;
  }
};
} // namespace

// severity: 0 error, 1 warning.
extern "C" void syncfuse_diagnose(LLVMContextRef context_ref, int severity, const char *text) {
  if (!context_ref || !text)
    return;
  LLVMContext &context = *unwrap(context_ref);
  auto forwarding = std::make_unique<ForwardingHandler>();
  ForwardingHandler *installed = forwarding.get();
  installed->Inner = context.getDiagnosticHandler();
  context.setDiagnosticHandler(std::move(forwarding));
  context.diagnose(SyncfuseDiagnostic(severity == 0 ? DS_Error : DS_Warning, text));
  context.setDiagnosticHandler(std::move(installed->Inner));
}
