//! The decoder: LLVM functions of textual IR (through llvm-sys and `syncfuse_ir`'s
//! helpers) into the interpreter's `program` form. Decoding resolves everything that needs
//! a lookup (operands to register numbers or immediates, constant expressions to values,
//! phis to per-edge parallel moves, types and GEP strides through the module's data
//! layout, globals and function pointers to the addresses the machine's `Layout` gives
//! them, calls to defined functions to function indices, every other callee to a
//! call-site number). Fixed-width vectors and small aggregates (`cmpxchg` results) are
//! scalarised here: each vector instruction becomes N scalar ones. Invariant: anything the
//! interpreter cannot execute is rejected here, naming the instruction.

use crate::program::{
    AtomicOrdering, Block, CallSite, Edge, GepIndex, Global, GlobalInfo, Inst, Layout, MemoryOperand, Module, Operand,
    Program, Reg, Symbol, Terminator,
};
use crate::values::{
    self, AtomicOp, CastOp, FloatKind, FloatOp, FloatPredicate, FloatUnary, IntOp, IntPredicate, IntUnary, Rounding,
    ScalarType,
};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::target::*;
use llvm_sys::{LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMTypeKind};
use std::collections::HashMap;
use syncfuse_hardware::cuda::{NvvmMath, NvvmRounding, PtxAsm, ANNOTATIONS_METADATA, KERNEL_ANNOTATION};
use syncfuse_ir::{
    basic_blocks, callee_name, defined_functions, instructions, is_no_op_intrinsic, list, opcode_name, printed_value,
    value_name, LocalNames, OwnedModule,
};

/// Why a function could not be decoded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    #[error("cannot parse the IR: {0}")]
    Parse(syncfuse_ir::IrError),
    #[error("no function '{name}' with a body (defined: {})", .defined.join(", "))]
    NoFunction { name: String, defined: Vec<String> },
    #[error("{instruction}: {what}")]
    Unsupported { instruction: String, what: String },
}

/// Parses textual IR and decodes the function `name`.
pub fn decode_function(ir: &str, name: &str) -> Result<Program, DecodeError> {
    let module = OwnedModule::parse(ir.as_bytes()).map_err(DecodeError::Parse)?;
    // SAFETY: `module` owns the parsed module until the end of this function.
    let (defined, names) = unsafe {
        let defined = defined_functions(module.module);
        let names: Vec<String> = defined.iter().map(|&f| value_name(f)).collect();
        (defined, names)
    };
    let Some(index) = names.iter().position(|defined_name| defined_name == name) else {
        return Err(DecodeError::NoFunction { name: name.to_string(), defined: names });
    };
    let function = defined[index];
    Decoder::new(module.module, function, &ModuleContext::default()).decode()
}

/// Parses textual IR and decodes every defined function, placing the globals with
/// `layout` first (their initialisers and the functions may refer to their addresses).
pub fn decode_module(ir: &str, layout: &mut dyn Layout) -> Result<Module, DecodeError> {
    let parsed = OwnedModule::parse(ir.as_bytes()).map_err(DecodeError::Parse)?;
    let module = parsed.module;
    let mut context = ModuleContext::default();
    // SAFETY: iteration over the module's functions.
    let all_functions = unsafe { list(LLVMGetFirstFunction(module), |f| LLVMGetNextFunction(f)) };
    let defined = unsafe { defined_functions(module) };
    let mut symbols = Vec::new();
    for (index, &function) in all_functions.iter().enumerate() {
        let program = defined.iter().position(|&d| d == function).map(|p| p as u32);
        symbols.push(Symbol { name: unsafe { value_name(function) }, function: program });
        context.functions.insert(function, (layout.function_address(index as u32), program));
    }
    // SAFETY: iteration over the module's globals.
    let mut all_globals = unsafe { list(LLVMGetFirstGlobal(module), |g| LLVMGetNextGlobal(g)) };
    // Declarations last, so that a zero-sized `extern` array (CUDA's dynamic shared
    // memory) is placed after every defined global of its space.
    // SAFETY: declaration query on a global.
    all_globals.sort_by_key(|&g| unsafe { LLVMIsDeclaration(g) != 0 });
    // Globals are decoded outside any function.
    let no_function = std::ptr::null_mut();
    let mut infos = Vec::new();
    for &global in &all_globals {
        let decoder = Decoder::new(module, no_function, &context);
        let info = decoder.global_info(global, false)?;
        let address = layout
            .place_global(&info)
            .map_err(|what| DecodeError::Unsupported { instruction: format!("@{}", info.name), what })?;
        context.globals.insert(global, address);
        infos.push((global, address));
    }
    let mut globals = Vec::new();
    for (global, address) in infos {
        let info = Decoder::new(module, no_function, &context).global_info(global, true)?;
        globals.push(Global { info, address });
    }
    let functions =
        defined.iter().map(|&f| Decoder::new(module, f, &context).decode()).collect::<Result<Vec<_>, _>>()?;
    Ok(Module { functions, symbols, globals, kernels: annotated_kernels(module) })
}

/// Globals and functions of the module being decoded, with their values.
#[derive(Default)]
struct ModuleContext {
    globals: HashMap<LLVMValueRef, u64>,
    /// Address and (if defined) index in `Module::functions`.
    functions: HashMap<LLVMValueRef, (u64, Option<u32>)>,
}

/// The names of the functions `!nvvm.annotations` marks `"kernel"`.
fn annotated_kernels(module: LLVMModuleRef) -> Vec<String> {
    // SAFETY: named-metadata and MD-node queries; operand arrays sized by LLVM's counts.
    unsafe {
        let count = LLVMGetNamedMetadataNumOperands(module, ANNOTATIONS_METADATA.as_ptr());
        let mut nodes = vec![std::ptr::null_mut(); count as usize];
        LLVMGetNamedMetadataOperands(module, ANNOTATIONS_METADATA.as_ptr(), nodes.as_mut_ptr());
        let mut kernels = Vec::new();
        for node in nodes {
            let mut operands = vec![std::ptr::null_mut(); LLVMGetMDNodeNumOperands(node) as usize];
            LLVMGetMDNodeOperands(node, operands.as_mut_ptr());
            let is_kernel = operands.get(1).is_some_and(|&kind| {
                let mut length = 0;
                let text = if kind.is_null() { std::ptr::null() } else { LLVMGetMDString(kind, &mut length) };
                !text.is_null()
                    && std::slice::from_raw_parts(text.cast::<u8>(), length as usize) == KERNEL_ANNOTATION.as_bytes()
            });
            match operands.first() {
                Some(&function) if is_kernel && !function.is_null() && !LLVMIsAFunction(function).is_null() => {
                    kernels.push(value_name(function))
                }
                _ => {}
            }
        }
        kernels
    }
}

struct Decoder<'c> {
    function: LLVMValueRef,
    data_layout: LLVMTargetDataRef,
    context: &'c ModuleContext,
    /// The first register of every value (a value of N lanes has N consecutive ones).
    registers: HashMap<LLVMValueRef, Reg>,
    block_index: HashMap<LLVMBasicBlockRef, u32>,
    /// The function's block and value names as LLVM prints them (for labels).
    local_names: Option<LocalNames>,
    program: Program,
    /// The label of the instruction being decoded (for errors).
    current: String,
}

/// LLVM's kind number of the `byval` parameter attribute.
fn by_value_attribute() -> u32 {
    // SAFETY: a lookup in LLVM's static attribute table.
    unsafe { LLVMGetEnumAttributeKindForName(c"byval".as_ptr(), 5) }
}

impl<'c> Decoder<'c> {
    /// A decoder for `function`, or for globals only when `function` is null.
    fn new(module: LLVMModuleRef, function: LLVMValueRef, context: &'c ModuleContext) -> Decoder<'c> {
        // SAFETY: the data layout is owned by the module, which outlives the decoder.
        let data_layout = unsafe { LLVMGetModuleDataLayout(module) };
        let blocks = if function.is_null() { Vec::new() } else { unsafe { basic_blocks(function) } };
        let block_index = blocks.iter().enumerate().map(|(i, &b)| (b, i as u32)).collect();
        // SAFETY: a live function with a body, when not null.
        let local_names = (!function.is_null()).then(|| unsafe { LocalNames::of(function) });
        let program = Program {
            function: if function.is_null() { String::new() } else { unsafe { value_name(function) } },
            params: Vec::new(),
            by_value_bytes: Vec::new(),
            returns: None,
            blocks: Vec::new(),
            insts: Vec::new(),
            labels: Vec::new(),
            call_sites: Vec::new(),
            registers: 0,
        };
        Decoder {
            function,
            data_layout,
            context,
            registers: HashMap::new(),
            block_index,
            local_names,
            program,
            current: String::new(),
        }
    }

    fn decode(mut self) -> Result<Program, DecodeError> {
        self.assign_registers()?;
        for block in unsafe { basic_blocks(self.function) } {
            self.decode_block(block)?;
        }
        Ok(self.program)
    }

    fn unsupported(&self, what: impl Into<String>) -> DecodeError {
        DecodeError::Unsupported { instruction: self.current.clone(), what: what.into() }
    }

    /// A global's size and (if `with_contents`) initial bytes.
    fn global_info(mut self, global: LLVMValueRef, with_contents: bool) -> Result<GlobalInfo, DecodeError> {
        let name = unsafe { value_name(global) };
        self.current = format!("@{name}");
        // SAFETY: global-variable and type queries.
        unsafe {
            let ty = LLVMGlobalGetValueType(global);
            let size = LLVMABISizeOfType(self.data_layout, ty);
            let llvm_space = LLVMGetPointerAddressSpace(LLVMTypeOf(global));
            let initializer = LLVMGetInitializer(global);
            let mut init = Vec::with_capacity(size as usize);
            if with_contents && !initializer.is_null() {
                self.constant_bytes(initializer, &mut init)?;
            }
            init.resize(size as usize, 0);
            Ok(GlobalInfo { name, llvm_space, size, init })
        }
    }

    /// Appends the in-memory bytes of a constant (padding as zeros).
    fn constant_bytes(&self, value: LLVMValueRef, out: &mut Vec<u8>) -> Result<(), DecodeError> {
        // SAFETY: constant and type queries through the module's data layout.
        unsafe {
            let ty = LLVMTypeOf(value);
            let start = out.len();
            let size = LLVMABISizeOfType(self.data_layout, ty) as usize;
            let zero =
                !LLVMIsAConstantAggregateZero(value).is_null() || LLVMIsUndef(value) != 0 || LLVMIsPoison(value) != 0;
            match LLVMGetTypeKind(ty) {
                _ if zero => {}
                LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => {
                    let count = aggregate_length(ty);
                    let stride = LLVMABISizeOfType(self.data_layout, LLVMGetElementType(ty)) as usize;
                    for i in 0..count {
                        out.resize(start + i as usize * stride, 0);
                        self.constant_bytes(LLVMGetAggregateElement(value, i), out)?;
                    }
                }
                LLVMTypeKind::LLVMStructTypeKind => {
                    for i in 0..LLVMCountStructElementTypes(ty) {
                        out.resize(start + LLVMOffsetOfElement(self.data_layout, ty, i) as usize, 0);
                        self.constant_bytes(LLVMGetAggregateElement(value, i), out)?;
                    }
                }
                _ => {
                    let bytes = self.constant(value)?.to_le_bytes();
                    let stored = LLVMStoreSizeOfType(self.data_layout, ty) as usize;
                    out.extend_from_slice(&bytes[..stored.min(8)]);
                }
            }
            out.resize(start + size, 0);
        }
        Ok(())
    }

    /// Parameters first, then every instruction with a result (N registers for N
    /// lanes), in order.
    fn assign_registers(&mut self) -> Result<(), DecodeError> {
        // SAFETY: parameter and type queries on the function being decoded.
        unsafe {
            self.current = format!("@{}", self.program.function);
            let returns = LLVMGetReturnType(LLVMGlobalGetValueType(self.function));
            if LLVMGetTypeKind(returns) != LLVMTypeKind::LLVMVoidTypeKind {
                self.program.returns = Some(self.scalar_type(returns)?);
            }
            for i in 0..LLVMCountParams(self.function) {
                let param = LLVMGetParam(self.function, i);
                let ty = self.scalar_type(LLVMTypeOf(param))?;
                if self.lane_count(LLVMTypeOf(param)) != 1 {
                    return Err(self.unsupported("a vector or aggregate parameter"));
                }
                self.program.params.push(ty);
                let by_value = LLVMGetEnumAttributeAtIndex(self.function, i + 1, by_value_attribute());
                let bytes = (!by_value.is_null())
                    .then(|| LLVMABISizeOfType(self.data_layout, LLVMGetTypeAttributeValue(by_value)));
                self.program.by_value_bytes.push(bytes);
                self.registers.insert(param, i);
            }
            let mut next = self.program.params.len() as Reg;
            for block in basic_blocks(self.function) {
                for instruction in instructions(block) {
                    let ty = LLVMTypeOf(instruction);
                    if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMVoidTypeKind {
                        self.registers.insert(instruction, next);
                        next += self.lane_count(ty);
                    }
                }
            }
            self.program.registers = next as usize;
        }
        Ok(())
    }

    /// A register no LLVM value owns (for the address of a vector's later lanes).
    fn fresh_register(&mut self) -> Reg {
        self.program.registers += 1;
        (self.program.registers - 1) as Reg
    }

    fn emit(&mut self, inst: Inst) {
        self.program.insts.push(inst);
        self.program.labels.push(self.current.clone());
    }

    /// `%16 = load`, `store`, `call @vadd_f32`, `br`: the result and the opcode.
    fn instruction_head(&self, instruction: LLVMValueRef) -> String {
        // SAFETY: opcode and callee queries on an instruction.
        let opcode = match unsafe { LLVMGetInstructionOpcode(instruction) } {
            LLVMOpcode::LLVMCall => {
                format!("call @{}", unsafe { callee_name(instruction) }.unwrap_or_else(|| "(indirect)".into()))
            }
            other => opcode_name(other).to_string(),
        };
        match self.local_names.as_ref().and_then(|names| names.result(instruction)) {
            Some(name) => format!("{name} = {opcode}"),
            None => opcode,
        }
    }

    fn decode_block(&mut self, block: LLVMBasicBlockRef) -> Result<(), DecodeError> {
        let start = self.program.insts.len();
        let instructions = unsafe { instructions(block) };
        let (terminator, body) = instructions.split_last().expect("a block has a terminator");
        let name = self.local_names.as_ref().map(|names| names.block_label(block)).unwrap_or_default();
        for (position, &instruction) in body.iter().enumerate() {
            self.current = format!("`{}` in {name} (#{})", self.instruction_head(instruction), position + 1);
            // SAFETY: opcode query on an instruction.
            if unsafe { LLVMGetInstructionOpcode(instruction) } == LLVMOpcode::LLVMPHI {
                continue; // phis are the moves of the incoming edges
            }
            self.instruction(instruction)?;
        }
        self.current = format!("`{}` in {name} (#{})", self.instruction_head(*terminator), instructions.len());
        let decoded = self.terminator(block, *terminator)?;
        let end = self.program.insts.len();
        self.program.blocks.push(Block {
            name,
            body: start..end,
            terminator: decoded,
            terminator_label: self.current.clone(),
        });
        Ok(())
    }

    /// The scalar type of a value, or of each lane of a vector.
    fn scalar_type(&self, ty: LLVMTypeRef) -> Result<ScalarType, DecodeError> {
        // SAFETY: type queries.
        unsafe {
            match LLVMGetTypeKind(ty) {
                LLVMTypeKind::LLVMIntegerTypeKind => match LLVMGetIntTypeWidth(ty) {
                    bits @ 1..=64 => Ok(ScalarType::Int(bits as u8)),
                    bits => Err(self.unsupported(format!("i{bits} (wider than 64 bits)"))),
                },
                LLVMTypeKind::LLVMHalfTypeKind => Ok(ScalarType::Float(FloatKind::Half)),
                LLVMTypeKind::LLVMFloatTypeKind => Ok(ScalarType::Float(FloatKind::Single)),
                LLVMTypeKind::LLVMDoubleTypeKind => Ok(ScalarType::Float(FloatKind::Double)),
                LLVMTypeKind::LLVMPointerTypeKind => Ok(ScalarType::Ptr(LLVMGetPointerAddressSpace(ty))),
                LLVMTypeKind::LLVMVectorTypeKind => self.scalar_type(LLVMGetElementType(ty)),
                kind => Err(self.unsupported(format!("values of type kind {kind:?}"))),
            }
        }
    }

    /// The scalar types of the lanes of a value: one for a scalar, one per element of a
    /// vector, the flattened fields of a struct or array.
    fn lane_types(&self, ty: LLVMTypeRef) -> Result<Vec<ScalarType>, DecodeError> {
        // SAFETY: type queries.
        unsafe {
            match LLVMGetTypeKind(ty) {
                LLVMTypeKind::LLVMStructTypeKind => {
                    let mut lanes = Vec::new();
                    for i in 0..LLVMCountStructElementTypes(ty) {
                        lanes.extend(self.lane_types(LLVMStructGetTypeAtIndex(ty, i))?);
                    }
                    Ok(lanes)
                }
                LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => {
                    let element = self.lane_types(LLVMGetElementType(ty))?;
                    Ok((0..aggregate_length(ty)).flat_map(|_| element.iter().copied()).collect())
                }
                _ => Ok(vec![self.scalar_type(ty)?]),
            }
        }
    }

    fn lane_count(&self, ty: LLVMTypeRef) -> Reg {
        self.lane_types(ty).map_or(1, |lanes| lanes.len() as Reg)
    }

    fn type_of(&self, value: LLVMValueRef) -> Result<ScalarType, DecodeError> {
        // SAFETY: type query.
        self.scalar_type(unsafe { LLVMTypeOf(value) })
    }

    fn float_kind(&self, value: LLVMValueRef) -> Result<FloatKind, DecodeError> {
        match self.type_of(value)? {
            ScalarType::Float(kind) => Ok(kind),
            other => Err(self.unsupported(format!("expected a floating-point value, got {other:?}"))),
        }
    }

    fn int_bits(&self, value: LLVMValueRef) -> Result<u8, DecodeError> {
        match self.type_of(value)? {
            ScalarType::Int(bits) => Ok(bits),
            ScalarType::Ptr(_) => Ok(64),
            other => Err(self.unsupported(format!("expected an integer value, got {other:?}"))),
        }
    }

    fn register(&self, instruction: LLVMValueRef) -> Reg {
        self.registers[&instruction]
    }

    /// A scalar value as an operand.
    fn operand(&self, value: LLVMValueRef) -> Result<Operand, DecodeError> {
        match self.registers.get(&value) {
            Some(&reg) => Ok(Operand::Reg(reg)),
            None => self.constant(value).map(Operand::Imm),
        }
    }

    /// Every lane of a value as operands.
    fn lanes(&self, value: LLVMValueRef) -> Result<Vec<Operand>, DecodeError> {
        // SAFETY: type and constant queries.
        let ty = unsafe { LLVMTypeOf(value) };
        let count = self.lane_types(ty)?.len();
        if let Some(&reg) = self.registers.get(&value) {
            return Ok((0..count as Reg).map(|lane| Operand::Reg(reg + lane)).collect());
        }
        // SAFETY: as above.
        unsafe {
            let kind = LLVMGetTypeKind(ty);
            let aggregate = matches!(
                kind,
                LLVMTypeKind::LLVMVectorTypeKind | LLVMTypeKind::LLVMStructTypeKind | LLVMTypeKind::LLVMArrayTypeKind
            );
            if !aggregate {
                return Ok(vec![self.operand(value)?]);
            }
            if !LLVMIsAConstantAggregateZero(value).is_null() || LLVMIsUndef(value) != 0 || LLVMIsPoison(value) != 0 {
                return Ok(vec![Operand::Imm(0); count]);
            }
            let elements = match kind {
                LLVMTypeKind::LLVMStructTypeKind => LLVMCountStructElementTypes(ty),
                _ => aggregate_length(ty),
            };
            let mut lanes = Vec::with_capacity(count);
            for i in 0..elements {
                let element = LLVMGetAggregateElement(value, i);
                if element.is_null() {
                    return Err(self.unsupported(format!("operand `{}`", printed_value(value).trim())));
                }
                lanes.extend(self.lanes(element)?);
            }
            Ok(lanes)
        }
    }

    /// Lane `lane` of a vector value, or the value itself if it is a scalar (a scalar
    /// operand of a vector instruction, like a `select` condition, applies to every lane).
    fn lane(&self, value: LLVMValueRef, lane: usize) -> Result<Operand, DecodeError> {
        let lanes = self.lanes(value)?;
        Ok(if lanes.len() == 1 { lanes[0] } else { lanes[lane] })
    }

    fn constant(&self, value: LLVMValueRef) -> Result<u64, DecodeError> {
        // SAFETY: constant queries, each guarded by its `LLVMIsA*` check.
        unsafe {
            if !LLVMIsAConstantInt(value).is_null() {
                let bits = self.int_bits(value)?;
                return Ok(LLVMConstIntGetZExtValue(value) & values::mask(bits));
            }
            if !LLVMIsAConstantFP(value).is_null() {
                let mut loses_info = 0;
                let real = LLVMConstRealGetDouble(value, &mut loses_info);
                return Ok(self.float_kind(value)?.from_f64(real));
            }
            if !LLVMIsAConstantPointerNull(value).is_null() || LLVMIsUndef(value) != 0 || LLVMIsPoison(value) != 0 {
                return Ok(0);
            }
            if let Some(&address) = self.context.globals.get(&value) {
                return Ok(address);
            }
            if let Some(&(address, _)) = self.context.functions.get(&value) {
                return Ok(address);
            }
            if !LLVMIsAConstantExpr(value).is_null() {
                return self.constant_expression(value);
            }
        }
        Err(self.unsupported(format!("operand `{}`", unsafe { printed_value(value) }.trim())))
    }

    /// Folds a constant expression with the same semantics as the instruction.
    fn constant_expression(&self, value: LLVMValueRef) -> Result<u64, DecodeError> {
        // SAFETY: operand queries on a constant expression.
        let opcode = unsafe { LLVMGetConstOpcode(value) };
        if opcode == LLVMOpcode::LLVMGetElementPtr {
            let (base, offset, indices) = self.gep_parts(value)?;
            let immediate = |operand: Operand| match operand {
                Operand::Imm(v) => Ok(v),
                Operand::Reg(_) => Err(self.unsupported("constant GEP with a variable index")),
            };
            let mut address = immediate(base)?.wrapping_add(offset as u64);
            for index in indices.iter() {
                let step = values::sign_extend(immediate(index.value)?, index.bits).wrapping_mul(index.scale);
                address = address.wrapping_add(step as u64);
            }
            return Ok(address);
        }
        if let Some(op) = int_op(opcode) {
            // SAFETY: a binary expression has two operands (`add (ptrtoint @g, 16)`).
            let (a, b) = unsafe { (LLVMGetOperand(value, 0), LLVMGetOperand(value, 1)) };
            let bits = self.int_bits(value)?;
            return values::int_binary(op, bits, self.constant(a)?, self.constant(b)?)
                .map_err(|undefined| self.unsupported(format!("constant expression: {}", undefined.0)));
        }
        let op = cast_op(opcode).ok_or_else(|| self.unsupported(format!("constant expression {opcode:?}")))?;
        // SAFETY: a cast expression has one operand.
        let source = unsafe { LLVMGetOperand(value, 0) };
        values::cast(op, self.type_of(source)?, self.type_of(value)?, self.constant(source)?)
            .map_err(|undefined| self.unsupported(format!("constant expression: {}", undefined.0)))
    }

    /// Base, constant byte offset and variable indices of a GEP (instruction or constant).
    fn gep_parts(&self, gep: LLVMValueRef) -> Result<(Operand, i64, Box<[GepIndex]>), DecodeError> {
        // SAFETY: GEP operand and type queries through the module's data layout.
        unsafe {
            if LLVMGetTypeKind(LLVMTypeOf(gep)) == LLVMTypeKind::LLVMVectorTypeKind {
                return Err(self.unsupported("a vector of pointers"));
            }
            let base = self.operand(LLVMGetOperand(gep, 0))?;
            let mut ty = LLVMGetGEPSourceElementType(gep);
            let mut offset = 0i64;
            let mut indices = Vec::new();
            for i in 1..LLVMGetNumOperands(gep) as u32 {
                let index = LLVMGetOperand(gep, i);
                let scale = if i == 1 {
                    LLVMABISizeOfType(self.data_layout, ty) as i64
                } else if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMStructTypeKind {
                    let field = LLVMConstIntGetZExtValue(index) as u32;
                    offset += LLVMOffsetOfElement(self.data_layout, ty, field) as i64;
                    ty = LLVMStructGetTypeAtIndex(ty, field);
                    continue;
                } else {
                    ty = LLVMGetElementType(ty);
                    LLVMABISizeOfType(self.data_layout, ty) as i64
                };
                let bits = self.int_bits(index)?;
                match self.operand(index)? {
                    Operand::Imm(v) => offset = offset.wrapping_add(values::sign_extend(v, bits).wrapping_mul(scale)),
                    value => indices.push(GepIndex { value, bits, scale }),
                }
            }
            Ok((base, offset, indices.into_boxed_slice()))
        }
    }

    /// The memory operands of an access of type `ty` at `pointer`: one per lane (a
    /// vector access is one scalar access per element, at consecutive addresses).
    fn memory_operands(&mut self, pointer: LLVMValueRef, ty: LLVMTypeRef) -> Result<Vec<MemoryOperand>, DecodeError> {
        let llvm_space = match self.type_of(pointer)? {
            ScalarType::Ptr(space) => space,
            other => return Err(self.unsupported(format!("address of type {other:?}"))),
        };
        // SAFETY: type queries through the module's data layout.
        let (element, lanes) = unsafe {
            match LLVMGetTypeKind(ty) {
                LLVMTypeKind::LLVMVectorTypeKind => (LLVMGetElementType(ty), LLVMGetVectorSize(ty)),
                LLVMTypeKind::LLVMStructTypeKind | LLVMTypeKind::LLVMArrayTypeKind => {
                    return Err(self.unsupported("a load or store of an aggregate"))
                }
                _ => (ty, 1),
            }
        };
        // SAFETY: as above.
        let (size, stride) =
            unsafe { (LLVMStoreSizeOfType(self.data_layout, element), LLVMABISizeOfType(self.data_layout, element)) };
        let base = self.operand(pointer)?;
        let scalar = self.scalar_type(element)?;
        let mut operands = Vec::with_capacity(lanes as usize);
        for lane in 0..lanes {
            let address = if lane == 0 {
                base
            } else {
                let dst = self.fresh_register();
                let offset = i64::from(lane) * stride as i64;
                self.emit(Inst::Gep { dst, base, offset, indices: Box::new([]) });
                Operand::Reg(dst)
            };
            let size = size as u8;
            operands.push(MemoryOperand { address, llvm_space, ty: scalar, size, ordering: AtomicOrdering::NotAtomic });
        }
        Ok(operands)
    }

    /// Emits `make(dst + lane, lane)` for every lane of `result` (one for a scalar).
    fn per_lane(
        &mut self,
        result: LLVMValueRef,
        mut make: impl FnMut(&Self, Reg, usize) -> Result<Inst, DecodeError>,
    ) -> Result<(), DecodeError> {
        let dst = self.register(result);
        // SAFETY: type query.
        let lanes = self.lane_count(unsafe { LLVMTypeOf(result) });
        for lane in 0..lanes {
            let inst = make(self, dst + lane, lane as usize)?;
            self.emit(inst);
        }
        Ok(())
    }

    /// Copies operands into consecutive registers from `dst` (a lane permutation).
    fn moves(&mut self, dst: Reg, sources: &[Operand], types: &[ScalarType]) {
        for (lane, (&a, &ty)) in sources.iter().zip(types).enumerate() {
            self.emit(Inst::Cast { op: CastOp::Reinterpret, from: ty, to: ty, dst: dst + lane as Reg, a });
        }
    }

    fn instruction(&mut self, instruction: LLVMValueRef) -> Result<(), DecodeError> {
        // SAFETY: operand queries on a well-formed instruction of the decoded function.
        unsafe {
            let opcode = LLVMGetInstructionOpcode(instruction);
            let operand = |i: u32| LLVMGetOperand(instruction, i);
            if let Some(op) = int_op(opcode) {
                let bits = self.int_bits(instruction)?;
                return self.per_lane(instruction, |d, dst, lane| {
                    Ok(Inst::Int { op, bits, dst, a: d.lane(operand(0), lane)?, b: d.lane(operand(1), lane)? })
                });
            }
            if let Some(op) = float_op(opcode) {
                let kind = self.float_kind(instruction)?;
                return self.per_lane(instruction, |d, dst, lane| {
                    Ok(Inst::Float { op, kind, dst, a: d.lane(operand(0), lane)?, b: d.lane(operand(1), lane)? })
                });
            }
            if let Some(op) = cast_op(opcode).or((opcode == LLVMOpcode::LLVMFreeze).then_some(CastOp::Reinterpret)) {
                let (from, to) = (self.type_of(operand(0))?, self.type_of(instruction)?);
                if self.lane_count(LLVMTypeOf(operand(0))) != self.lane_count(LLVMTypeOf(instruction)) {
                    return match opcode {
                        LLVMOpcode::LLVMBitCast => self.repack_lanes(instruction, operand(0)),
                        _ => Err(self.unsupported("a cast that changes the number of vector lanes")),
                    };
                }
                return self.per_lane(instruction, |d, dst, lane| {
                    Ok(Inst::Cast { op, from, to, dst, a: d.lane(operand(0), lane)? })
                });
            }
            match opcode {
                LLVMOpcode::LLVMFNeg => {
                    let kind = self.float_kind(instruction)?;
                    self.per_lane(instruction, |d, dst, lane| {
                        Ok(Inst::FloatUnary { op: FloatUnary::Neg, kind, dst, a: d.lane(operand(0), lane)? })
                    })
                }
                LLVMOpcode::LLVMICmp => {
                    let (predicate, bits) =
                        (int_predicate(LLVMGetICmpPredicate(instruction)), self.int_bits(operand(0))?);
                    self.per_lane(instruction, |d, dst, lane| {
                        Ok(Inst::ICmp {
                            predicate,
                            bits,
                            dst,
                            a: d.lane(operand(0), lane)?,
                            b: d.lane(operand(1), lane)?,
                        })
                    })
                }
                LLVMOpcode::LLVMFCmp => {
                    let (predicate, kind) =
                        (float_predicate(LLVMGetFCmpPredicate(instruction)), self.float_kind(operand(0))?);
                    self.per_lane(instruction, |d, dst, lane| {
                        Ok(Inst::FCmp {
                            predicate,
                            kind,
                            dst,
                            a: d.lane(operand(0), lane)?,
                            b: d.lane(operand(1), lane)?,
                        })
                    })
                }
                LLVMOpcode::LLVMSelect => self.per_lane(instruction, |d, dst, lane| {
                    Ok(Inst::Select {
                        dst,
                        condition: d.lane(operand(0), lane)?,
                        a: d.lane(operand(1), lane)?,
                        b: d.lane(operand(2), lane)?,
                    })
                }),
                LLVMOpcode::LLVMGetElementPtr => {
                    let (base, offset, indices) = self.gep_parts(instruction)?;
                    self.emit(Inst::Gep { dst: self.register(instruction), base, offset, indices });
                    Ok(())
                }
                LLVMOpcode::LLVMLoad => {
                    let dst = self.register(instruction);
                    let ordering = ordering_of(instruction);
                    for (lane, mut memory) in
                        self.memory_operands(operand(0), LLVMTypeOf(instruction))?.into_iter().enumerate()
                    {
                        memory.ordering = ordering;
                        self.emit(Inst::Load { dst: dst + lane as Reg, memory });
                    }
                    Ok(())
                }
                LLVMOpcode::LLVMStore => {
                    let values = self.lanes(operand(0))?;
                    let ordering = ordering_of(instruction);
                    for (mut memory, value) in
                        self.memory_operands(operand(1), LLVMTypeOf(operand(0)))?.into_iter().zip(values)
                    {
                        memory.ordering = ordering;
                        self.emit(Inst::Store { memory, value });
                    }
                    Ok(())
                }
                LLVMOpcode::LLVMAlloca => {
                    let count = match self.operand(operand(0))? {
                        Operand::Imm(count) => count,
                        Operand::Reg(_) => return Err(self.unsupported("an alloca of a variable size")),
                    };
                    let size = LLVMABISizeOfType(self.data_layout, LLVMGetAllocatedType(instruction)) * count;
                    self.emit(Inst::Alloca { dst: self.register(instruction), size });
                    Ok(())
                }
                LLVMOpcode::LLVMAtomicRMW => {
                    let op = atomic_op(LLVMGetAtomicRMWBinOp(instruction))
                        .ok_or_else(|| self.unsupported("atomicrmw nand"))?;
                    let mut memory = self.scalar_memory_operand(operand(0), LLVMTypeOf(instruction))?;
                    memory.ordering = ordering_of(instruction);
                    let value = self.operand(operand(1))?;
                    self.emit(Inst::AtomicRmw { op, dst: self.register(instruction), memory, value });
                    Ok(())
                }
                LLVMOpcode::LLVMAtomicCmpXchg => {
                    let mut memory = self.scalar_memory_operand(operand(0), LLVMTypeOf(operand(1)))?;
                    memory.ordering = ordering_of(instruction);
                    let (expected, replacement) = (self.operand(operand(1))?, self.operand(operand(2))?);
                    self.emit(Inst::CompareExchange { dst: self.register(instruction), memory, expected, replacement });
                    Ok(())
                }
                LLVMOpcode::LLVMFence => {
                    self.emit(Inst::Fence { ordering: ordering_of(instruction) });
                    Ok(())
                }
                LLVMOpcode::LLVMExtractElement | LLVMOpcode::LLVMInsertElement | LLVMOpcode::LLVMShuffleVector => {
                    self.vector_permutation(instruction, opcode)
                }
                LLVMOpcode::LLVMExtractValue | LLVMOpcode::LLVMInsertValue => {
                    self.aggregate_access(instruction, opcode)
                }
                LLVMOpcode::LLVMCall => self.call(instruction),
                other => Err(self.unsupported(format!("the {other:?} instruction"))),
            }
        }
    }

    fn scalar_memory_operand(&mut self, pointer: LLVMValueRef, ty: LLVMTypeRef) -> Result<MemoryOperand, DecodeError> {
        let mut operands = self.memory_operands(pointer, ty)?;
        match operands.len() {
            1 => Ok(operands.remove(0)),
            _ => Err(self.unsupported("an atomic access of a vector")),
        }
    }

    /// The constant lane index operand `index` of an element instruction.
    fn constant_index(&self, instruction: LLVMValueRef, index: u32) -> Result<usize, DecodeError> {
        // SAFETY: operand query.
        match self.operand(unsafe { LLVMGetOperand(instruction, index) })? {
            Operand::Imm(lane) => Ok(lane as usize),
            Operand::Reg(_) => Err(self.unsupported("a vector element index that is not a constant")),
        }
    }

    /// `extractelement`, `insertelement`, `shufflevector` with constant lanes: moves.
    fn vector_permutation(&mut self, instruction: LLVMValueRef, opcode: LLVMOpcode) -> Result<(), DecodeError> {
        // SAFETY: operand, type and mask queries on a vector instruction.
        unsafe {
            let source = self.lanes(LLVMGetOperand(instruction, 0))?;
            let sources: Vec<Operand> = match opcode {
                LLVMOpcode::LLVMExtractElement => {
                    vec![*source
                        .get(self.constant_index(instruction, 1)?)
                        .ok_or_else(|| self.unsupported("lane out of range"))?]
                }
                LLVMOpcode::LLVMInsertElement => {
                    let mut lanes = source;
                    let lane = self.constant_index(instruction, 2)?;
                    let value = self.operand(LLVMGetOperand(instruction, 1))?;
                    *lanes.get_mut(lane).ok_or_else(|| self.unsupported("lane out of range"))? = value;
                    lanes
                }
                _ => {
                    let both: Vec<Operand> =
                        source.into_iter().chain(self.lanes(LLVMGetOperand(instruction, 1))?).collect();
                    (0..LLVMGetNumMaskElements(instruction))
                        .map(|i| {
                            let pick = LLVMGetMaskValue(instruction, i);
                            usize::try_from(pick)
                                .ok()
                                .and_then(|pick| both.get(pick).copied())
                                .unwrap_or(Operand::Imm(0))
                        })
                        .collect()
                }
            };
            let types = self.lane_types(LLVMTypeOf(instruction))?;
            self.moves(self.register(instruction), &sources, &types);
        }
        Ok(())
    }

    /// `extractvalue` / `insertvalue`: moves of the flattened lanes.
    fn aggregate_access(&mut self, instruction: LLVMValueRef, opcode: LLVMOpcode) -> Result<(), DecodeError> {
        // SAFETY: operand, type and index queries on an aggregate instruction.
        unsafe {
            let aggregate = LLVMGetOperand(instruction, 0);
            let mut lanes = self.lanes(aggregate)?;
            let indices =
                std::slice::from_raw_parts(LLVMGetIndices(instruction), LLVMGetNumIndices(instruction) as usize);
            let (mut ty, mut first) = (LLVMTypeOf(aggregate), 0usize);
            for &index in indices {
                if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMStructTypeKind {
                    for field in 0..index {
                        first += self.lane_types(LLVMStructGetTypeAtIndex(ty, field))?.len();
                    }
                    ty = LLVMStructGetTypeAtIndex(ty, index);
                } else {
                    ty = LLVMGetElementType(ty);
                    first += index as usize * self.lane_types(ty)?.len();
                }
            }
            let width = self.lane_types(ty)?.len();
            let sources = if opcode == LLVMOpcode::LLVMExtractValue {
                lanes[first..first + width].to_vec()
            } else {
                let inserted = self.lanes(LLVMGetOperand(instruction, 1))?;
                lanes.splice(first..first + width, inserted);
                lanes
            };
            let types = self.lane_types(LLVMTypeOf(instruction))?;
            self.moves(self.register(instruction), &sources, &types);
        }
        Ok(())
    }

    /// LLVM intrinsics are executed here; no-op intrinsics vanish; calls of functions
    /// defined in the module go by index; every other callee becomes a call site for the
    /// machine model.
    fn call(&mut self, call: LLVMValueRef) -> Result<(), DecodeError> {
        // SAFETY: callee query on a call.
        let callee_value = unsafe { LLVMGetCalledValue(call) };
        // SAFETY: kind query on the callee.
        if unsafe { !LLVMIsAInlineAsm(callee_value).is_null() } {
            return self.inline_asm(call);
        }
        let callee = unsafe { callee_name(call) }.ok_or_else(|| self.unsupported("indirect call"))?;
        if is_no_op_intrinsic(&callee) {
            return Ok(());
        }
        // SAFETY: argument and type queries on a direct call.
        let (arguments, result_type) = unsafe {
            let count = LLVMGetNumArgOperands(call);
            let arguments: Vec<LLVMValueRef> = (0..count).map(|i| LLVMGetOperand(call, i)).collect();
            (arguments, LLVMGetReturnType(LLVMGetCalledFunctionType(call)))
        };
        if self.intrinsic(&callee, call, &arguments)? {
            return Ok(());
        }
        // SAFETY: type queries.
        let returns = unsafe { LLVMGetTypeKind(result_type) } != LLVMTypeKind::LLVMVoidTypeKind;
        if returns && self.lane_count(result_type) != 1
            || arguments.iter().any(|&a| self.lanes(a).map_or(true, |l| l.len() != 1))
        {
            return Err(self.unsupported(format!("a call of @{callee} with vector or aggregate values")));
        }
        let args = arguments.iter().map(|&a| self.operand(a)).collect::<Result<Vec<_>, _>>()?.into_boxed_slice();
        let dst = returns.then(|| self.register(call));
        if let Some(&(_, Some(function))) = self.context.functions.get(&callee_value) {
            self.emit(Inst::CallFunction { function, dst, args });
            return Ok(());
        }
        let site = CallSite {
            callee,
            args: arguments.iter().map(|&a| self.type_of(a)).collect::<Result<_, _>>()?,
            result: if returns { Some(self.scalar_type(result_type)?) } else { None },
            label: self.current.clone(),
        };
        self.program.call_sites.push(site);
        let site = (self.program.call_sites.len() - 1) as u32;
        self.emit(Inst::Call { site, dst, args });
        Ok(())
    }

    /// Decodes an intrinsic the interpreter computes itself; false if it is not one.
    fn intrinsic(&mut self, callee: &str, call: LLVMValueRef, args: &[LLVMValueRef]) -> Result<bool, DecodeError> {
        if let Some(math) = NvvmMath::from_intrinsic(callee) {
            self.nvvm_math(math, call, args)?;
            return Ok(true);
        }
        let Some(rest) = callee.strip_prefix("llvm.") else { return Ok(false) };
        if let Some(reduction) = rest.strip_prefix("vector.reduce.") {
            return self.reduction(reduction.split('.').next().unwrap_or_default(), call, args);
        }
        let family = rest.split('.').next().unwrap_or_default();
        let int_op = match family {
            "smax" => Some(IntOp::SMax),
            "smin" => Some(IntOp::SMin),
            "umax" => Some(IntOp::UMax),
            "umin" => Some(IntOp::UMin),
            _ => None,
        };
        if let Some(op) = int_op {
            self.binary_lanes(call, args, |bits_or_kind, dst, a, b| Inst::Int {
                op,
                bits: bits_or_kind.bits(),
                dst,
                a,
                b,
            })?;
            return Ok(true);
        }
        let int_unary = match family {
            "abs" => Some(IntUnary::Abs),
            "ctlz" => Some(IntUnary::CountLeadingZeros),
            "cttz" => Some(IntUnary::CountTrailingZeros),
            "ctpop" => Some(IntUnary::PopCount),
            "bswap" => Some(IntUnary::ByteSwap),
            _ => None,
        };
        if let Some(op) = int_unary {
            let bits = self.int_bits(call)?;
            self.per_lane(call, |d, dst, lane| Ok(Inst::IntUnary { op, bits, dst, a: d.lane(args[0], lane)? }))?;
            return Ok(true);
        }
        let float_op = match family {
            "maxnum" | "maximum" => Some(FloatOp::MaxNum),
            "minnum" | "minimum" => Some(FloatOp::MinNum),
            "copysign" => Some(FloatOp::CopySign),
            "pow" => Some(FloatOp::Pow),
            _ => None,
        };
        if let Some(op) = float_op {
            self.binary_lanes(call, args, |ty, dst, a, b| Inst::Float { op, kind: float_of(ty), dst, a, b })?;
            return Ok(true);
        }
        if let Some(op) = FloatUnary::from_name(family) {
            let kind = self.float_kind(call)?;
            self.per_lane(call, |d, dst, lane| Ok(Inst::FloatUnary { op, kind, dst, a: d.lane(args[0], lane)? }))?;
            return Ok(true);
        }
        if family == "fshl" || family == "fshr" {
            self.funnel_shift(call, args, family == "fshl")?;
            return Ok(true);
        }
        if family == "fmuladd" || family == "fma" {
            self.fused_multiply_add(call, args, Rounding::NearestEven)?;
            return Ok(true);
        }
        Ok(false)
    }

    /// Emits a two-operand operation per lane; `make` gets the lane type.
    fn binary_lanes(
        &mut self,
        call: LLVMValueRef,
        args: &[LLVMValueRef],
        make: impl Fn(ScalarType, Reg, Operand, Operand) -> Inst,
    ) -> Result<(), DecodeError> {
        let ty = self.type_of(call)?;
        self.per_lane(call, |d, dst, lane| Ok(make(ty, dst, d.lane(args[0], lane)?, d.lane(args[1], lane)?)))
    }

    fn fused_multiply_add(
        &mut self,
        call: LLVMValueRef,
        args: &[LLVMValueRef],
        rounding: Rounding,
    ) -> Result<(), DecodeError> {
        let kind = self.float_kind(call)?;
        self.per_lane(call, |d, dst, lane| {
            let [a, b, c] = [0, 1, 2].map(|i| d.lane(args[i], lane));
            Ok(Inst::FMulAdd { kind, rounding, dst, a: a?, b: b?, c: c? })
        })
    }

    fn nvvm_math(&mut self, math: NvvmMath, call: LLVMValueRef, args: &[LLVMValueRef]) -> Result<(), DecodeError> {
        let nearest = |rounding: NvvmRounding| match rounding {
            NvvmRounding::Nearest => Ok(()),
            _ => Err(self.unsupported("a directed rounding mode other than on fma")),
        };
        let unary = match math {
            NvvmMath::ToInteger { signed, rounding } => {
                return self.rounded_to_integer(call, args[0], signed, rounding)
            }
            NvvmMath::DoubleWord { high } => return self.double_word(call, args[0], high),
            NvvmMath::JoinWords => return self.join_words(call, args[0], args[1]),
            NvvmMath::Fma(rounding) => return self.fused_multiply_add(call, args, rounding_of(rounding)),
            NvvmMath::Add(rounding) => {
                return nearest(rounding).and_then(|()| self.nvvm_binary(call, args, FloatOp::Add))
            }
            NvvmMath::Mul(rounding) => {
                return nearest(rounding).and_then(|()| self.nvvm_binary(call, args, FloatOp::Mul))
            }
            NvvmMath::Div(rounding) => {
                return nearest(rounding).and_then(|()| self.nvvm_binary(call, args, FloatOp::Div))
            }
            NvvmMath::Max => return self.nvvm_binary(call, args, FloatOp::MaxNum),
            NvvmMath::Min => return self.nvvm_binary(call, args, FloatOp::MinNum),
            NvvmMath::MulHigh { signed } => {
                let op = if signed { IntOp::MulHighSigned } else { IntOp::MulHighUnsigned };
                return self.binary_lanes(call, args, |ty, dst, a, b| Inst::Int { op, bits: ty.bits(), dst, a, b });
            }
            NvvmMath::Reciprocal(rounding) => nearest(rounding).map(|()| FloatUnary::Reciprocal)?,
            NvvmMath::Sqrt(rounding) => nearest(rounding).map(|()| FloatUnary::Sqrt)?,
            NvvmMath::ReciprocalSqrt => FloatUnary::ReciprocalSqrt,
            NvvmMath::Exp2 => FloatUnary::Exp2,
            NvvmMath::Log2 => FloatUnary::Log2,
            NvvmMath::Sin => FloatUnary::Sin,
            NvvmMath::Cos => FloatUnary::Cos,
            NvvmMath::Abs => FloatUnary::Abs,
            NvvmMath::Saturate => FloatUnary::Saturate,
        };
        let kind = self.float_kind(call)?;
        self.per_lane(call, |d, dst, lane| Ok(Inst::FloatUnary { op: unary, kind, dst, a: d.lane(args[0], lane)? }))
    }

    /// `llvm.fshl(a, b, s)` / `llvm.fshr`: the concatenation `a:b` shifted by `s` modulo
    /// the width, as shifts that never reach the width.
    fn funnel_shift(&mut self, call: LLVMValueRef, args: &[LLVMValueRef], left: bool) -> Result<(), DecodeError> {
        // SAFETY: type query.
        if self.lane_count(unsafe { LLVMTypeOf(call) }) != 1 {
            return Err(self.unsupported("a vector funnel shift"));
        }
        let bits = self.int_bits(call)?;
        let [a, b, amount] = [args[0], args[1], args[2]].map(|v| self.operand(v));
        let (a, b, amount) = (a?, b?, amount?);
        let int = |op, a, b| move |dst| Inst::Int { op, bits, dst, a, b };
        let width = Operand::Imm(u64::from(bits) - 1);
        let shift = self.temporary(int(IntOp::And, amount, width));
        let rest = self.temporary(int(IntOp::Xor, shift, width));
        let (near, far, near_op, far_op) =
            if left { (a, b, IntOp::Shl, IntOp::LShr) } else { (b, a, IntOp::LShr, IntOp::Shl) };
        let near = self.temporary(int(near_op, near, shift));
        let far = self.temporary(int(far_op, far, Operand::Imm(1)));
        let far = self.temporary(int(far_op, far, rest));
        self.emit(Inst::Int { op: IntOp::Or, bits, dst: self.register(call), a: near, b: far });
        Ok(())
    }

    /// Emits `make(fresh register)` and returns that register as an operand.
    fn temporary(&mut self, make: impl FnOnce(Reg) -> Inst) -> Operand {
        let dst = self.fresh_register();
        self.emit(make(dst));
        Operand::Reg(dst)
    }

    /// `{f,d}2i.<rounding>`: round in the direction, then convert.
    fn rounded_to_integer(
        &mut self,
        call: LLVMValueRef,
        value: LLVMValueRef,
        signed: bool,
        rounding: NvvmRounding,
    ) -> Result<(), DecodeError> {
        let (kind, from, to) = (self.float_kind(value)?, self.type_of(value)?, self.type_of(call)?);
        let op = match rounding {
            NvvmRounding::Nearest => FloatUnary::RoundEven,
            NvvmRounding::TowardZero => FloatUnary::Trunc,
            NvvmRounding::Down => FloatUnary::Floor,
            NvvmRounding::Up => FloatUnary::Ceil,
        };
        let a = self.operand(value)?;
        let rounded = self.temporary(|dst| Inst::FloatUnary { op, kind, dst, a });
        let op = if signed { CastOp::FpToSi } else { CastOp::FpToUi };
        self.emit(Inst::Cast { op, from, to, dst: self.register(call), a: rounded });
        Ok(())
    }

    /// `d2i.hi` / `d2i.lo`: a 32-bit half of a double's bits.
    fn double_word(&mut self, call: LLVMValueRef, value: LLVMValueRef, high: bool) -> Result<(), DecodeError> {
        let mut a = self.operand(value)?;
        if high {
            a = self.temporary(|dst| Inst::Int { op: IntOp::LShr, bits: 64, dst, a, b: Operand::Imm(32) });
        }
        let (from, to) = (ScalarType::Int(64), ScalarType::Int(32));
        self.emit(Inst::Cast { op: CastOp::Trunc, from, to, dst: self.register(call), a });
        Ok(())
    }

    /// `bitcast <N x iK> to iM` and `bitcast iM to <N x iK>` (`M = N*K <= 64`, lane 0 in
    /// the low bits, as vectors lie in memory on a little-endian target): the vectorisers
    /// pack a vector of comparisons into one integer to test them at once.
    fn repack_lanes(&mut self, instruction: LLVMValueRef, source: LLVMValueRef) -> Result<(), DecodeError> {
        // SAFETY: type queries.
        let lanes = |value: LLVMValueRef| self.lane_count(unsafe { LLVMTypeOf(value) }) as u64;
        let (from_lanes, to_lanes) = (lanes(source), lanes(instruction));
        let (from, to) = (self.type_of(source)?, self.type_of(instruction)?);
        let (ScalarType::Int(from_bits), ScalarType::Int(to_bits)) = (from, to) else {
            return Err(self.unsupported("a bitcast between vectors of different lane counts that are not integers"));
        };
        let total = from_lanes * from_bits as u64;
        if total != to_lanes * to_bits as u64 || total > 64 || (from_lanes > 1 && to_lanes > 1) {
            return Err(self.unsupported("a bitcast that regroups vector lanes"));
        }
        let wide = ScalarType::Int(64);
        let dst = self.register(instruction);
        if to_lanes == 1 {
            let mut packed = Operand::Imm(0);
            for lane in 0..from_lanes {
                let a = self.lane(source, lane as usize)?;
                let value = self.temporary(|dst| Inst::Cast { op: CastOp::ZExt, from, to: wide, dst, a });
                let b = Operand::Imm(lane * from_bits as u64);
                let shifted = self.temporary(|dst| Inst::Int { op: IntOp::Shl, bits: 64, dst, a: value, b });
                packed = self.temporary(|dst| Inst::Int { op: IntOp::Or, bits: 64, dst, a: packed, b: shifted });
            }
            self.emit(Inst::Cast { op: CastOp::Trunc, from: wide, to, dst, a: packed });
        } else {
            let a = self.operand(source)?;
            let value = self.temporary(|dst| Inst::Cast { op: CastOp::ZExt, from, to: wide, dst, a });
            for lane in 0..to_lanes {
                let b = Operand::Imm(lane * to_bits as u64);
                let shifted = self.temporary(|dst| Inst::Int { op: IntOp::LShr, bits: 64, dst, a: value, b });
                self.emit(Inst::Cast { op: CastOp::Trunc, from: wide, to, dst: dst + lane as Reg, a: shifted });
            }
        }
        Ok(())
    }

    /// `lohi.i2d(lo, hi)`: the double whose bits are `hi:lo`.
    fn join_words(&mut self, call: LLVMValueRef, low: LLVMValueRef, high: LLVMValueRef) -> Result<(), DecodeError> {
        let (low, high) = (self.operand(low)?, self.operand(high)?);
        let (word, wide) = (ScalarType::Int(32), ScalarType::Int(64));
        let high = self.temporary(|dst| Inst::Cast { op: CastOp::ZExt, from: word, to: wide, dst, a: high });
        let shifted = self.temporary(|dst| Inst::Int { op: IntOp::Shl, bits: 64, dst, a: high, b: Operand::Imm(32) });
        let low = self.temporary(|dst| Inst::Cast { op: CastOp::ZExt, from: word, to: wide, dst, a: low });
        self.emit(Inst::Int { op: IntOp::Or, bits: 64, dst: self.register(call), a: shifted, b: low });
        Ok(())
    }

    /// Inline PTX the CUDA headers use (`target::cuda::PtxAsm`), as instructions.
    fn inline_asm(&mut self, call: LLVMValueRef) -> Result<(), DecodeError> {
        let text = unsafe { printed_value(call) };
        let source = text.split_once("asm \"").and_then(|(_, rest)| rest.split_once("\", \"")).map(|(asm, _)| asm);
        let asm = source.map(unescape).and_then(|asm| PtxAsm::from_text(&asm));
        let asm = asm.ok_or_else(|| self.unsupported(format!("inline assembly {}", source.unwrap_or("?"))))?;
        // SAFETY: argument queries on a call.
        let args: Vec<Operand> =
            unsafe { (0..LLVMGetNumArgOperands(call)).map(|i| LLVMGetOperand(call, i)).collect::<Vec<_>>() }
                .into_iter()
                .map(|a| self.operand(a))
                .collect::<Result<_, _>>()?;
        let dst = self.register(call);
        match asm {
            PtxAsm::ReciprocalApprox => {
                let (op, kind) = (FloatUnary::Reciprocal, FloatKind::Single);
                self.emit(Inst::FloatUnary { op, kind, dst, a: args[0] });
            }
            PtxAsm::WideMultiplyAdd => {
                let (word, wide) = (ScalarType::Int(32), ScalarType::Int(64));
                let [a, b, c] = [args[0], args[1], args[2]]
                    .map(|a| self.temporary(|dst| Inst::Cast { op: CastOp::ZExt, from: word, to: wide, dst, a }));
                let product = self.temporary(|dst| Inst::Int { op: IntOp::Mul, bits: 64, dst, a, b });
                let sum = self.temporary(|dst| Inst::Int { op: IntOp::Add, bits: 64, dst, a: product, b: c });
                let high =
                    self.temporary(|dst| Inst::Int { op: IntOp::LShr, bits: 64, dst, a: sum, b: Operand::Imm(32) });
                self.emit(Inst::Cast { op: CastOp::Trunc, from: wide, to: word, dst, a: sum });
                self.emit(Inst::Cast { op: CastOp::Trunc, from: wide, to: word, dst: dst + 1, a: high });
            }
        }
        Ok(())
    }

    fn nvvm_binary(&mut self, call: LLVMValueRef, args: &[LLVMValueRef], op: FloatOp) -> Result<(), DecodeError> {
        self.binary_lanes(call, args, |ty, dst, a, b| Inst::Float { op, kind: float_of(ty), dst, a, b })
    }

    /// `llvm.vector.reduce.<op>`: a left-to-right chain over the lanes (after the start
    /// value of `fadd`/`fmul`).
    fn reduction(&mut self, op: &str, call: LLVMValueRef, args: &[LLVMValueRef]) -> Result<bool, DecodeError> {
        let ty = self.type_of(call)?;
        let step: Box<dyn Fn(Reg, Operand, Operand) -> Inst> = match (op, ty) {
            ("fadd" | "fmul" | "fmax" | "fmin", ScalarType::Float(kind)) => {
                let op = match op {
                    "fadd" => FloatOp::Add,
                    "fmul" => FloatOp::Mul,
                    "fmax" => FloatOp::MaxNum,
                    _ => FloatOp::MinNum,
                };
                Box::new(move |dst, a, b| Inst::Float { op, kind, dst, a, b })
            }
            (_, ScalarType::Int(bits)) => {
                let op = match op {
                    "add" => IntOp::Add,
                    "mul" => IntOp::Mul,
                    "and" => IntOp::And,
                    "or" => IntOp::Or,
                    "xor" => IntOp::Xor,
                    "smax" => IntOp::SMax,
                    "smin" => IntOp::SMin,
                    "umax" => IntOp::UMax,
                    "umin" => IntOp::UMin,
                    _ => return Err(self.unsupported(format!("the reduction {op}"))),
                };
                Box::new(move |dst, a, b| Inst::Int { op, bits, dst, a, b })
            }
            _ => return Err(self.unsupported(format!("the reduction {op} of {ty:?}"))),
        };
        let (start, vector) = match args {
            [start, vector] => (Some(self.operand(*start)?), *vector),
            [vector] => (None, *vector),
            _ => return Err(self.unsupported("a reduction with an unexpected signature")),
        };
        let mut lanes = self.lanes(vector)?.into_iter();
        let mut accumulator = match start {
            Some(start) => start,
            None => lanes.next().ok_or_else(|| self.unsupported("an empty reduction"))?,
        };
        let mut remaining = lanes.peekable();
        while let Some(lane) = remaining.next() {
            let dst = if remaining.peek().is_none() { self.register(call) } else { self.fresh_register() };
            self.emit(step(dst, accumulator, lane));
            accumulator = Operand::Reg(dst);
        }
        if accumulator != Operand::Reg(self.register(call)) {
            self.moves(self.register(call), &[accumulator], &[ty]);
        }
        Ok(true)
    }

    fn terminator(&self, block: LLVMBasicBlockRef, terminator: LLVMValueRef) -> Result<Terminator, DecodeError> {
        // SAFETY: terminator queries on a well-formed block.
        unsafe {
            let edge = |i: u32| self.edge(block, LLVMGetSuccessor(terminator, i));
            match LLVMGetInstructionOpcode(terminator) {
                LLVMOpcode::LLVMRet if LLVMGetNumOperands(terminator) == 0 => Ok(Terminator::Ret(None)),
                LLVMOpcode::LLVMRet => {
                    let value = LLVMGetOperand(terminator, 0);
                    if self.lanes(value)?.len() != 1 {
                        return Err(self.unsupported("returning a vector or aggregate"));
                    }
                    Ok(Terminator::Ret(Some(self.operand(value)?)))
                }
                LLVMOpcode::LLVMUnreachable => Ok(Terminator::Unreachable),
                LLVMOpcode::LLVMBr if LLVMIsConditional(terminator) != 0 => Ok(Terminator::CondBr {
                    condition: self.operand(LLVMGetCondition(terminator))?,
                    then_edge: edge(0)?,
                    else_edge: edge(1)?,
                }),
                LLVMOpcode::LLVMBr => Ok(Terminator::Br(edge(0)?)),
                LLVMOpcode::LLVMSwitch => {
                    let cases = (1..LLVMGetNumSuccessors(terminator))
                        .map(|i| Ok((self.constant(LLVMGetOperand(terminator, 2 * i))?, edge(i)?)))
                        .collect::<Result<Vec<_>, DecodeError>>()?;
                    Ok(Terminator::Switch {
                        // Operand 0 (LLVMGetCondition is for branches only).
                        value: self.operand(LLVMGetOperand(terminator, 0))?,
                        cases: cases.into_boxed_slice(),
                        default: self.edge(block, LLVMGetSwitchDefaultDest(terminator))?,
                    })
                }
                other => Err(self.unsupported(format!("the {other:?} terminator"))),
            }
        }
    }

    /// The edge `from -> to` with the phi moves of `to` for it (one per lane).
    fn edge(&self, from: LLVMBasicBlockRef, to: LLVMBasicBlockRef) -> Result<Edge, DecodeError> {
        let mut moves = Vec::new();
        for phi in unsafe { instructions(to) } {
            // SAFETY: phi queries; phis come first in a block.
            unsafe {
                if LLVMGetInstructionOpcode(phi) != LLVMOpcode::LLVMPHI {
                    break;
                }
                let incoming = syncfuse_ir::incoming_from(phi, from)
                    .ok_or_else(|| self.unsupported("a phi without a value for this edge"))?;
                let first = self.register(phi);
                for (lane, source) in self.lanes(incoming)?.into_iter().enumerate() {
                    moves.push((first + lane as Reg, source));
                }
            }
        }
        Ok(Edge { block: self.block_index[&to], moves: moves.into_boxed_slice() })
    }
}

/// Elements of an array or vector type.
/// The interpreter's ordering of an LLVM atomic ordering (a volatile plain access is relaxed).
fn atomic_ordering(ordering: LLVMAtomicOrdering, volatile: bool) -> AtomicOrdering {
    match ordering {
        LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic if volatile => AtomicOrdering::Relaxed,
        LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic => AtomicOrdering::NotAtomic,
        LLVMAtomicOrdering::LLVMAtomicOrderingUnordered | LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic => {
            AtomicOrdering::Relaxed
        }
        LLVMAtomicOrdering::LLVMAtomicOrderingAcquire => AtomicOrdering::Acquire,
        LLVMAtomicOrdering::LLVMAtomicOrderingRelease => AtomicOrdering::Release,
        LLVMAtomicOrdering::LLVMAtomicOrderingAcquireRelease => AtomicOrdering::AcquireRelease,
        LLVMAtomicOrdering::LLVMAtomicOrderingSequentiallyConsistent => AtomicOrdering::SequentiallyConsistent,
    }
}

fn aggregate_length(ty: LLVMTypeRef) -> u32 {
    // SAFETY: type queries.
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMTypeKind::LLVMVectorTypeKind => LLVMGetVectorSize(ty),
            _ => LLVMGetArrayLength(ty) as u32,
        }
    }
}

fn float_of(ty: ScalarType) -> FloatKind {
    match ty {
        ScalarType::Float(kind) => kind,
        _ => FloatKind::Double,
    }
}

fn rounding_of(rounding: NvvmRounding) -> Rounding {
    match rounding {
        NvvmRounding::Nearest => Rounding::NearestEven,
        NvvmRounding::TowardZero => Rounding::TowardZero,
        NvvmRounding::Down => Rounding::Down,
        NvvmRounding::Up => Rounding::Up,
    }
}

/// The ordering of a load, store, atomic or fence (a cmpxchg's on success).
fn ordering_of(instruction: LLVMValueRef) -> AtomicOrdering {
    // SAFETY: `instruction` is one of the memory instructions LLVMGetOrdering accepts;
    // fences have no volatile flag.
    unsafe {
        let volatile =
            LLVMGetInstructionOpcode(instruction) != LLVMOpcode::LLVMFence && LLVMGetVolatile(instruction) != 0;
        atomic_ordering(LLVMGetOrdering(instruction), volatile)
    }
}

fn atomic_op(op: LLVMAtomicRMWBinOp) -> Option<AtomicOp> {
    use LLVMAtomicRMWBinOp::*;
    Some(match op {
        LLVMAtomicRMWBinOpXchg => AtomicOp::Exchange,
        LLVMAtomicRMWBinOpAdd => AtomicOp::Int(IntOp::Add),
        LLVMAtomicRMWBinOpSub => AtomicOp::Int(IntOp::Sub),
        LLVMAtomicRMWBinOpAnd => AtomicOp::Int(IntOp::And),
        LLVMAtomicRMWBinOpOr => AtomicOp::Int(IntOp::Or),
        LLVMAtomicRMWBinOpXor => AtomicOp::Int(IntOp::Xor),
        LLVMAtomicRMWBinOpMax => AtomicOp::Int(IntOp::SMax),
        LLVMAtomicRMWBinOpMin => AtomicOp::Int(IntOp::SMin),
        LLVMAtomicRMWBinOpUMax => AtomicOp::Int(IntOp::UMax),
        LLVMAtomicRMWBinOpUMin => AtomicOp::Int(IntOp::UMin),
        LLVMAtomicRMWBinOpFAdd => AtomicOp::Float(FloatOp::Add),
        LLVMAtomicRMWBinOpFSub => AtomicOp::Float(FloatOp::Sub),
        LLVMAtomicRMWBinOpFMax => AtomicOp::Float(FloatOp::MaxNum),
        LLVMAtomicRMWBinOpFMin => AtomicOp::Float(FloatOp::MinNum),
        LLVMAtomicRMWBinOpNand => return None,
    })
}

/// An LLVM string literal's text with its `\XX` escapes resolved.
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let hex: String = chars.by_ref().take(2).collect();
        match u8::from_str_radix(&hex, 16) {
            Ok(byte) => out.push(char::from(byte)),
            Err(_) => out.push_str(&hex),
        }
    }
    out
}

fn int_op(opcode: LLVMOpcode) -> Option<IntOp> {
    Some(match opcode {
        LLVMOpcode::LLVMAdd => IntOp::Add,
        LLVMOpcode::LLVMSub => IntOp::Sub,
        LLVMOpcode::LLVMMul => IntOp::Mul,
        LLVMOpcode::LLVMUDiv => IntOp::UDiv,
        LLVMOpcode::LLVMSDiv => IntOp::SDiv,
        LLVMOpcode::LLVMURem => IntOp::URem,
        LLVMOpcode::LLVMSRem => IntOp::SRem,
        LLVMOpcode::LLVMShl => IntOp::Shl,
        LLVMOpcode::LLVMLShr => IntOp::LShr,
        LLVMOpcode::LLVMAShr => IntOp::AShr,
        LLVMOpcode::LLVMAnd => IntOp::And,
        LLVMOpcode::LLVMOr => IntOp::Or,
        LLVMOpcode::LLVMXor => IntOp::Xor,
        _ => return None,
    })
}

fn float_op(opcode: LLVMOpcode) -> Option<FloatOp> {
    Some(match opcode {
        LLVMOpcode::LLVMFAdd => FloatOp::Add,
        LLVMOpcode::LLVMFSub => FloatOp::Sub,
        LLVMOpcode::LLVMFMul => FloatOp::Mul,
        LLVMOpcode::LLVMFDiv => FloatOp::Div,
        LLVMOpcode::LLVMFRem => FloatOp::Rem,
        _ => return None,
    })
}

fn cast_op(opcode: LLVMOpcode) -> Option<CastOp> {
    Some(match opcode {
        LLVMOpcode::LLVMTrunc => CastOp::Trunc,
        LLVMOpcode::LLVMZExt => CastOp::ZExt,
        LLVMOpcode::LLVMSExt => CastOp::SExt,
        LLVMOpcode::LLVMFPTrunc => CastOp::FpTrunc,
        LLVMOpcode::LLVMFPExt => CastOp::FpExt,
        LLVMOpcode::LLVMFPToUI => CastOp::FpToUi,
        LLVMOpcode::LLVMFPToSI => CastOp::FpToSi,
        LLVMOpcode::LLVMUIToFP => CastOp::UiToFp,
        LLVMOpcode::LLVMSIToFP => CastOp::SiToFp,
        LLVMOpcode::LLVMPtrToInt
        | LLVMOpcode::LLVMIntToPtr
        | LLVMOpcode::LLVMBitCast
        | LLVMOpcode::LLVMAddrSpaceCast => CastOp::Reinterpret,
        _ => return None,
    })
}

fn int_predicate(predicate: LLVMIntPredicate) -> IntPredicate {
    match predicate {
        LLVMIntPredicate::LLVMIntEQ => IntPredicate::Eq,
        LLVMIntPredicate::LLVMIntNE => IntPredicate::Ne,
        LLVMIntPredicate::LLVMIntUGT => IntPredicate::Ugt,
        LLVMIntPredicate::LLVMIntUGE => IntPredicate::Uge,
        LLVMIntPredicate::LLVMIntULT => IntPredicate::Ult,
        LLVMIntPredicate::LLVMIntULE => IntPredicate::Ule,
        LLVMIntPredicate::LLVMIntSGT => IntPredicate::Sgt,
        LLVMIntPredicate::LLVMIntSGE => IntPredicate::Sge,
        LLVMIntPredicate::LLVMIntSLT => IntPredicate::Slt,
        LLVMIntPredicate::LLVMIntSLE => IntPredicate::Sle,
    }
}

/// LLVM numbers the real predicates by exactly the mask `FloatPredicate` uses.
fn float_predicate(predicate: LLVMRealPredicate) -> FloatPredicate {
    FloatPredicate(predicate as u8)
}
