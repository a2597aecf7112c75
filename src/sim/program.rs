//! The interpreter's pre-decoded form of one LLVM function, and the decoder that builds it
//! from textual IR with llvm-sys. Decoding resolves everything that needs a lookup
//! (operands to register numbers or immediates, constant expressions to values, phis to
//! per-edge parallel moves, types and GEP strides through the module's data layout,
//! callees to call-site numbers), so executing a `Program` never touches LLVM or a string.
//! Invariant: a `Program` is plain data that outlives the LLVM context it came from;
//! every instruction and block carries a human-readable label for diagnostics; anything
//! the interpreter cannot execute is rejected here, naming the instruction.
//! Sits between LLVM (`ir::reader`'s helpers) and `sim::interpreter`.

use crate::ir::reader::{basic_blocks, instructions};
use crate::ir::reader::{callee_name, defined_functions, value_name};
use crate::sim::values::{
    self, CastOp, FloatKind, FloatOp, FloatPredicate, FloatUnary, IntOp, IntPredicate, ScalarType,
};
use llvm_sys::core::*;
use llvm_sys::ir_reader::LLVMParseIRInContext;
use llvm_sys::prelude::*;
use llvm_sys::target::*;
use llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMTypeKind};
use std::collections::HashMap;
use std::ffi::CStr;
use std::ops::Range;

pub type Reg = u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    Reg(Reg),
    Imm(u64),
}

/// A control-flow edge: the target block and the phi assignments of that edge, which
/// happen in parallel.
#[derive(Clone, Debug)]
pub struct Edge {
    pub block: u32,
    pub moves: Box<[(Reg, Operand)]>,
}

/// A variable GEP index: `sign_extend(value, bits) * scale` bytes.
#[derive(Clone, Copy, Debug)]
pub struct GepIndex {
    pub value: Operand,
    pub bits: u8,
    pub scale: i64,
}

/// A memory operand: the address and how many bytes of which type live there.
#[derive(Clone, Copy, Debug)]
pub struct MemoryOperand {
    pub address: Operand,
    /// LLVM address-space number of the pointer.
    pub llvm_space: u32,
    pub ty: ScalarType,
    pub size: u8,
}

#[derive(Clone, Debug)]
pub enum Inst {
    Int {
        op: IntOp,
        bits: u8,
        dst: Reg,
        a: Operand,
        b: Operand,
    },
    Float {
        op: FloatOp,
        kind: FloatKind,
        dst: Reg,
        a: Operand,
        b: Operand,
    },
    FloatUnary {
        op: FloatUnary,
        kind: FloatKind,
        dst: Reg,
        a: Operand,
    },
    /// `llvm.fmuladd`: a * b + c, rounded once.
    FMulAdd {
        kind: FloatKind,
        dst: Reg,
        a: Operand,
        b: Operand,
        c: Operand,
    },
    ICmp {
        predicate: IntPredicate,
        bits: u8,
        dst: Reg,
        a: Operand,
        b: Operand,
    },
    FCmp {
        predicate: FloatPredicate,
        kind: FloatKind,
        dst: Reg,
        a: Operand,
        b: Operand,
    },
    Select {
        dst: Reg,
        condition: Operand,
        a: Operand,
        b: Operand,
    },
    Cast {
        op: CastOp,
        from: ScalarType,
        to: ScalarType,
        dst: Reg,
        a: Operand,
    },
    /// `base + offset + Σ index`.
    Gep {
        dst: Reg,
        base: Operand,
        offset: i64,
        indices: Box<[GepIndex]>,
    },
    Load {
        dst: Reg,
        memory: MemoryOperand,
    },
    Store {
        memory: MemoryOperand,
        value: Operand,
    },
    /// A call dispatched to the machine model: `site` indexes `Program::call_sites`.
    Call {
        site: u32,
        dst: Option<Reg>,
        args: Box<[Operand]>,
    },
}

#[derive(Clone, Debug)]
pub enum Terminator {
    Br(Edge),
    CondBr { condition: Operand, then_edge: Edge, else_edge: Edge },
    Switch { value: Operand, cases: Box<[(u64, Edge)]>, default: Edge },
    Ret,
    Unreachable,
}

#[derive(Clone, Debug)]
pub struct Block {
    pub name: String,
    /// Indices into `Program::insts` (and `Program::labels`).
    pub body: Range<usize>,
    pub terminator: Terminator,
    pub terminator_label: String,
}

/// A call the machine model resolves once, before execution.
#[derive(Clone, Debug)]
pub struct CallSite {
    pub callee: String,
    pub args: Vec<ScalarType>,
    pub result: Option<ScalarType>,
    pub label: String,
}

#[derive(Clone, Debug)]
pub struct Program {
    pub function: String,
    pub params: Vec<ScalarType>,
    pub blocks: Vec<Block>,
    pub insts: Vec<Inst>,
    /// One per instruction of `insts`.
    pub labels: Vec<String>,
    pub call_sites: Vec<CallSite>,
    /// Parameters occupy registers `0..params.len()`.
    pub registers: usize,
}

/// Why a function could not be decoded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    #[error("cannot parse the IR: {0}")]
    Parse(String),
    #[error("no function '{name}' with a body (defined: {})", .defined.join(", "))]
    NoFunction { name: String, defined: Vec<String> },
    #[error("{instruction}: {what}")]
    Unsupported { instruction: String, what: String },
}

/// Parses textual IR and decodes the function `name`.
pub fn decode_function(ir: &str, name: &str) -> Result<Program, DecodeError> {
    let module = ParsedModule::parse(ir)?;
    let function = defined_functions(module.module).into_iter().find(|&f| value_name(f) == name).ok_or_else(|| {
        DecodeError::NoFunction {
            name: name.to_string(),
            defined: defined_functions(module.module).into_iter().map(value_name).collect(),
        }
    })?;
    Decoder::new(module.module, function).decode()
}

/// An LLVM context and the module parsed in it, disposed together.
struct ParsedModule {
    context: LLVMContextRef,
    module: LLVMModuleRef,
}

impl ParsedModule {
    fn parse(ir: &str) -> Result<ParsedModule, DecodeError> {
        // SAFETY: the buffer is a copy that LLVMParseIRInContext takes ownership of; the
        // context outlives the module (both disposed in `drop`).
        unsafe {
            let context = LLVMContextCreate();
            let buffer = LLVMCreateMemoryBufferWithMemoryRangeCopy(ir.as_ptr().cast(), ir.len(), c"kernel".as_ptr());
            let mut module = std::ptr::null_mut();
            let mut message = std::ptr::null_mut();
            if LLVMParseIRInContext(context, buffer, &mut module, &mut message) != 0 {
                let text = CStr::from_ptr(message).to_string_lossy().into_owned();
                LLVMDisposeMessage(message);
                LLVMContextDispose(context);
                return Err(DecodeError::Parse(text));
            }
            Ok(ParsedModule { context, module })
        }
    }
}

impl Drop for ParsedModule {
    fn drop(&mut self) {
        // SAFETY: created in `parse`, disposed once, module before its context.
        unsafe {
            LLVMDisposeModule(self.module);
            LLVMContextDispose(self.context);
        }
    }
}

fn printed(value: LLVMValueRef) -> String {
    // SAFETY: LLVM allocates the string; we copy and dispose it.
    unsafe {
        let raw = LLVMPrintValueToString(value);
        let text = CStr::from_ptr(raw).to_string_lossy().into_owned();
        LLVMDisposeMessage(raw);
        text
    }
}

/// The label LLVM prints for a block (`%11`), or `entry` for an unnamed entry block.
fn block_label(block: LLVMBasicBlockRef) -> String {
    // SAFETY: printing a block as a value.
    let text = printed(unsafe { LLVMBasicBlockAsValue(block) });
    let first = text.trim_start_matches('\n').lines().next().unwrap_or_default();
    match first.split_once(':') {
        Some((label, _)) if !label.is_empty() && !label.contains(char::is_whitespace) => {
            format!("%{label}")
        }
        _ => "entry".to_string(),
    }
}

/// `%16 = load`, `store`, `call @vadd_f32`, `br`: the result and the opcode.
fn instruction_head(instruction: LLVMValueRef) -> String {
    let text = printed(instruction);
    let words: Vec<&str> = text.split_whitespace().filter(|w| !["tail", "musttail", "notail"].contains(w)).collect();
    let (result, opcode) = match words.as_slice() {
        [name, "=", opcode, ..] => (Some(*name), *opcode),
        [opcode, ..] => (None, *opcode),
        [] => (None, "?"),
    };
    let opcode = match opcode {
        "call" => {
            format!("call @{}", callee_name(instruction).unwrap_or_else(|| "(indirect)".into()))
        }
        other => other.to_string(),
    };
    match result {
        Some(name) => format!("{name} = {opcode}"),
        None => opcode,
    }
}

struct Decoder {
    function: LLVMValueRef,
    data_layout: LLVMTargetDataRef,
    registers: HashMap<LLVMValueRef, Reg>,
    block_index: HashMap<LLVMBasicBlockRef, u32>,
    block_names: Vec<String>,
    program: Program,
    /// The label of the instruction being decoded (for errors).
    current: String,
}

impl Decoder {
    fn new(module: LLVMModuleRef, function: LLVMValueRef) -> Decoder {
        // SAFETY: the data layout is owned by the module, which outlives the decoder.
        let data_layout = unsafe { LLVMGetModuleDataLayout(module) };
        let blocks = basic_blocks(function);
        let block_index = blocks.iter().enumerate().map(|(i, &b)| (b, i as u32)).collect();
        let block_names = blocks.iter().map(|&b| block_label(b)).collect();
        let program = Program {
            function: value_name(function),
            params: Vec::new(),
            blocks: Vec::new(),
            insts: Vec::new(),
            labels: Vec::new(),
            call_sites: Vec::new(),
            registers: 0,
        };
        Decoder {
            function,
            data_layout,
            registers: HashMap::new(),
            block_index,
            block_names,
            program,
            current: String::new(),
        }
    }

    fn decode(mut self) -> Result<Program, DecodeError> {
        self.assign_registers()?;
        for (index, block) in basic_blocks(self.function).into_iter().enumerate() {
            self.decode_block(index, block)?;
        }
        Ok(self.program)
    }

    fn unsupported(&self, what: impl Into<String>) -> DecodeError {
        DecodeError::Unsupported { instruction: self.current.clone(), what: what.into() }
    }

    /// Parameters first, then every instruction with a result, in order.
    fn assign_registers(&mut self) -> Result<(), DecodeError> {
        // SAFETY: parameter and type queries on the function being decoded.
        unsafe {
            self.current = format!("@{}", self.program.function);
            for i in 0..LLVMCountParams(self.function) {
                let param = LLVMGetParam(self.function, i);
                let ty = self.scalar_type(LLVMTypeOf(param))?;
                self.program.params.push(ty);
                self.registers.insert(param, i);
            }
            let mut next = self.program.params.len() as Reg;
            for block in basic_blocks(self.function) {
                for instruction in instructions(block) {
                    if LLVMGetTypeKind(LLVMTypeOf(instruction)) != LLVMTypeKind::LLVMVoidTypeKind {
                        self.registers.insert(instruction, next);
                        next += 1;
                    }
                }
            }
            self.program.registers = next as usize;
        }
        Ok(())
    }

    fn decode_block(&mut self, index: usize, block: LLVMBasicBlockRef) -> Result<(), DecodeError> {
        let start = self.program.insts.len();
        let instructions = instructions(block);
        let (terminator, body) = instructions.split_last().expect("a block has a terminator");
        let name = self.block_names[index].clone();
        for (position, &instruction) in body.iter().enumerate() {
            self.current = format!("`{}` in {name} (#{})", instruction_head(instruction), position + 1);
            // SAFETY: opcode query on an instruction.
            if unsafe { LLVMGetInstructionOpcode(instruction) } == LLVMOpcode::LLVMPHI {
                continue; // phis are the moves of the incoming edges
            }
            if let Some(inst) = self.instruction(instruction)? {
                self.program.insts.push(inst);
                self.program.labels.push(self.current.clone());
            }
        }
        self.current = format!("`{}` in {name} (#{})", instruction_head(*terminator), instructions.len());
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
                kind => Err(self.unsupported(format!("values of type kind {kind:?}"))),
            }
        }
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

    fn operand(&self, value: LLVMValueRef) -> Result<Operand, DecodeError> {
        match self.registers.get(&value) {
            Some(&reg) => Ok(Operand::Reg(reg)),
            None => self.constant(value).map(Operand::Imm),
        }
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
            if !LLVMIsAConstantExpr(value).is_null() {
                return self.constant_expression(value);
            }
        }
        Err(self.unsupported(format!("operand `{}`", printed(value).trim())))
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

    fn memory_operand(&self, pointer: LLVMValueRef, ty: LLVMTypeRef) -> Result<MemoryOperand, DecodeError> {
        let llvm_space = match self.type_of(pointer)? {
            ScalarType::Ptr(space) => space,
            other => return Err(self.unsupported(format!("address of type {other:?}"))),
        };
        // SAFETY: size query through the module's data layout.
        let size = unsafe { LLVMStoreSizeOfType(self.data_layout, ty) } as u8;
        Ok(MemoryOperand { address: self.operand(pointer)?, llvm_space, ty: self.scalar_type(ty)?, size })
    }

    fn instruction(&mut self, instruction: LLVMValueRef) -> Result<Option<Inst>, DecodeError> {
        // SAFETY: operand queries on a well-formed instruction of the decoded function.
        unsafe {
            let opcode = LLVMGetInstructionOpcode(instruction);
            let operand = |i: u32| LLVMGetOperand(instruction, i);
            let dst = || self.register(instruction);
            if let Some(op) = int_op(opcode) {
                let (a, b) = (self.operand(operand(0))?, self.operand(operand(1))?);
                return Ok(Some(Inst::Int { op, bits: self.int_bits(instruction)?, dst: dst(), a, b }));
            }
            if let Some(op) = float_op(opcode) {
                let (a, b) = (self.operand(operand(0))?, self.operand(operand(1))?);
                return Ok(Some(Inst::Float { op, kind: self.float_kind(instruction)?, dst: dst(), a, b }));
            }
            if let Some(op) = cast_op(opcode) {
                let (from, to) = (self.type_of(operand(0))?, self.type_of(instruction)?);
                return Ok(Some(Inst::Cast { op, from, to, dst: dst(), a: self.operand(operand(0))? }));
            }
            let inst = match opcode {
                LLVMOpcode::LLVMFNeg => Inst::FloatUnary {
                    op: FloatUnary::Neg,
                    kind: self.float_kind(instruction)?,
                    dst: dst(),
                    a: self.operand(operand(0))?,
                },
                LLVMOpcode::LLVMICmp => Inst::ICmp {
                    predicate: int_predicate(LLVMGetICmpPredicate(instruction)),
                    bits: self.int_bits(operand(0))?,
                    dst: dst(),
                    a: self.operand(operand(0))?,
                    b: self.operand(operand(1))?,
                },
                LLVMOpcode::LLVMFCmp => Inst::FCmp {
                    predicate: float_predicate(LLVMGetFCmpPredicate(instruction)),
                    kind: self.float_kind(operand(0))?,
                    dst: dst(),
                    a: self.operand(operand(0))?,
                    b: self.operand(operand(1))?,
                },
                LLVMOpcode::LLVMSelect => Inst::Select {
                    dst: dst(),
                    condition: self.operand(operand(0))?,
                    a: self.operand(operand(1))?,
                    b: self.operand(operand(2))?,
                },
                LLVMOpcode::LLVMFreeze => Inst::Cast {
                    op: CastOp::Reinterpret,
                    from: self.type_of(operand(0))?,
                    to: self.type_of(instruction)?,
                    dst: dst(),
                    a: self.operand(operand(0))?,
                },
                LLVMOpcode::LLVMGetElementPtr => {
                    let (base, offset, indices) = self.gep_parts(instruction)?;
                    Inst::Gep { dst: dst(), base, offset, indices }
                }
                LLVMOpcode::LLVMLoad => {
                    Inst::Load { dst: dst(), memory: self.memory_operand(operand(0), LLVMTypeOf(instruction))? }
                }
                LLVMOpcode::LLVMStore => Inst::Store {
                    memory: self.memory_operand(operand(1), LLVMTypeOf(operand(0)))?,
                    value: self.operand(operand(0))?,
                },
                LLVMOpcode::LLVMCall => return self.call(instruction),
                other => return Err(self.unsupported(format!("the {other:?} instruction"))),
            };
            Ok(Some(inst))
        }
    }

    /// LLVM intrinsics are executed here; no-op intrinsics vanish; every other callee
    /// becomes a call site for the machine model.
    fn call(&mut self, call: LLVMValueRef) -> Result<Option<Inst>, DecodeError> {
        let callee = callee_name(call).ok_or_else(|| self.unsupported("indirect call"))?;
        if NO_OP_INTRINSICS.iter().any(|prefix| callee.starts_with(prefix)) {
            return Ok(None);
        }
        // SAFETY: argument and type queries on a direct call.
        let (arguments, result_type) = unsafe {
            let count = LLVMGetNumArgOperands(call);
            let arguments: Vec<LLVMValueRef> = (0..count).map(|i| LLVMGetOperand(call, i)).collect();
            (arguments, LLVMGetReturnType(LLVMGetCalledFunctionType(call)))
        };
        let args = arguments.iter().map(|&a| self.operand(a)).collect::<Result<Vec<_>, _>>()?;
        // SAFETY: type query.
        let returns = unsafe { LLVMGetTypeKind(result_type) } != LLVMTypeKind::LLVMVoidTypeKind;
        let dst = returns.then(|| self.register(call));
        if let Some(inst) = self.intrinsic(&callee, dst, &args, call)? {
            return Ok(Some(inst));
        }
        let site = CallSite {
            callee,
            args: arguments.iter().map(|&a| self.type_of(a)).collect::<Result<_, _>>()?,
            result: if returns { Some(self.scalar_type(result_type)?) } else { None },
            label: self.current.clone(),
        };
        self.program.call_sites.push(site);
        let site = (self.program.call_sites.len() - 1) as u32;
        Ok(Some(Inst::Call { site, dst, args: args.into_boxed_slice() }))
    }

    fn intrinsic(
        &self,
        callee: &str,
        dst: Option<Reg>,
        args: &[Operand],
        call: LLVMValueRef,
    ) -> Result<Option<Inst>, DecodeError> {
        let Some(rest) = callee.strip_prefix("llvm.") else { return Ok(None) };
        let family = rest.split('.').next().unwrap_or_default();
        let (Some(dst), Some(&a)) = (dst, args.first()) else { return Ok(None) };
        let int_op = match family {
            "smax" => Some(IntOp::SMax),
            "smin" => Some(IntOp::SMin),
            "umax" => Some(IntOp::UMax),
            "umin" => Some(IntOp::UMin),
            _ => None,
        };
        if let Some(op) = int_op {
            return Ok(Some(Inst::Int { op, bits: self.int_bits(call)?, dst, a, b: args[1] }));
        }
        let kind = || self.float_kind(call);
        let inst = match family {
            "maxnum" => Inst::Float { op: FloatOp::MaxNum, kind: kind()?, dst, a, b: args[1] },
            "minnum" => Inst::Float { op: FloatOp::MinNum, kind: kind()?, dst, a, b: args[1] },
            "fabs" => Inst::FloatUnary { op: FloatUnary::Abs, kind: kind()?, dst, a },
            "sqrt" => Inst::FloatUnary { op: FloatUnary::Sqrt, kind: kind()?, dst, a },
            "exp" => Inst::FloatUnary { op: FloatUnary::Exp, kind: kind()?, dst, a },
            "log" => Inst::FloatUnary { op: FloatUnary::Log, kind: kind()?, dst, a },
            "fmuladd" => Inst::FMulAdd { kind: kind()?, dst, a, b: args[1], c: args[2] },
            _ => return Ok(None),
        };
        Ok(Some(inst))
    }

    fn terminator(&self, block: LLVMBasicBlockRef, terminator: LLVMValueRef) -> Result<Terminator, DecodeError> {
        // SAFETY: terminator queries on a well-formed block.
        unsafe {
            let edge = |i: u32| self.edge(block, LLVMGetSuccessor(terminator, i));
            match LLVMGetInstructionOpcode(terminator) {
                LLVMOpcode::LLVMRet => Ok(Terminator::Ret),
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

    /// The edge `from -> to` with the phi moves of `to` for it.
    fn edge(&self, from: LLVMBasicBlockRef, to: LLVMBasicBlockRef) -> Result<Edge, DecodeError> {
        let mut moves = Vec::new();
        for phi in instructions(to) {
            // SAFETY: phi queries; phis come first in a block.
            unsafe {
                if LLVMGetInstructionOpcode(phi) != LLVMOpcode::LLVMPHI {
                    break;
                }
                let incoming = (0..LLVMCountIncoming(phi))
                    .find(|&i| LLVMGetIncomingBlock(phi, i) == from)
                    .map(|i| LLVMGetIncomingValue(phi, i))
                    .ok_or_else(|| self.unsupported("a phi without a value for this edge"))?;
                moves.push((self.register(phi), self.operand(incoming)?));
            }
        }
        Ok(Edge { block: self.block_index[&to], moves: moves.into_boxed_slice() })
    }
}

/// Intrinsics without an effect the interpreter or a machine model observes.
const NO_OP_INTRINSICS: [&str; 5] =
    ["llvm.lifetime.", "llvm.assume", "llvm.dbg.", "llvm.experimental.noalias.scope.decl", "llvm.invariant."];

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
