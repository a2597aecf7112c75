//! The Ascend AI Core as data: pipes (HIVM numbering), address spaces, pipe pairs, and the
//! target description read from `targets/*.json` (event IDs per pipe pair, buffer
//! capacities, the pipe-call table with its footprint shapes, the timing model), plus the
//! footprint rule that turns a pipe call's arguments into byte `Access`es.
//! Invariant: nothing outside this module hard-codes a pipe number, an address-space
//! number or a footprint shape; every other module asks these types. Footprints never
//! under-approximate: what cannot be described exactly is widened (`Region::Whole` with a
//! reason, or an affine upper bound).

use crate::poly::affine::AffineExpr;
use crate::poly::footprint::{Access, MemoryBase, Region, StridedDim};
use serde::{Deserialize, Deserializer, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// One of the six in-order execution units of an AI Core.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Pipe {
    S,
    V,
    M,
    Mte1,
    Mte2,
    Mte3,
}

/// The HIVM number of `PIPE_ALL`, accepted only by `BARRIER`.
pub const PIPE_ALL_NUMBER: u64 = 6;

impl Pipe {
    pub const ALL: [Pipe; 6] = [Pipe::S, Pipe::V, Pipe::M, Pipe::Mte1, Pipe::Mte2, Pipe::Mte3];

    /// The bisheng/HIVM pipe number used in the sync intrinsics.
    pub fn number(self) -> u64 {
        match self {
            Pipe::S => 0,
            Pipe::V => 1,
            Pipe::M => 2,
            Pipe::Mte1 => 3,
            Pipe::Mte2 => 4,
            Pipe::Mte3 => 5,
        }
    }

    pub fn from_number(number: u64) -> Option<Pipe> {
        Pipe::ALL.into_iter().find(|pipe| pipe.number() == number)
    }

    pub fn name(self) -> &'static str {
        match self {
            Pipe::S => "S",
            Pipe::V => "V",
            Pipe::M => "M",
            Pipe::Mte1 => "MTE1",
            Pipe::Mte2 => "MTE2",
            Pipe::Mte3 => "MTE3",
        }
    }

    pub fn from_name(name: &str) -> Option<Pipe> {
        Pipe::ALL.into_iter().find(|pipe| pipe.name().eq_ignore_ascii_case(name))
    }
}

impl std::fmt::Display for Pipe {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// An ordered pipe pair: `set` runs on `setter`, `wait` blocks `waiter`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PipePair {
    pub setter: Pipe,
    pub waiter: Pipe,
}

impl PipePair {
    pub fn new(setter: Pipe, waiter: Pipe) -> PipePair {
        PipePair { setter, waiter }
    }

    pub fn reversed(self) -> PipePair {
        PipePair { setter: self.waiter, waiter: self.setter }
    }
}

impl std::fmt::Display for PipePair {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}->{}", self.setter, self.waiter)
    }
}

/// The memories of an AI Core (`ascend-target.md`, address spaces). Different address
/// spaces never alias.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum AddressSpace {
    Gm,
    L1,
    L0A,
    L0B,
    L0C,
    Ub,
}

impl AddressSpace {
    pub fn from_llvm(number: u32) -> Option<AddressSpace> {
        match number {
            0 | 1 => Some(AddressSpace::Gm),
            2 => Some(AddressSpace::L1),
            3 => Some(AddressSpace::L0A),
            4 => Some(AddressSpace::L0B),
            5 => Some(AddressSpace::L0C),
            6 => Some(AddressSpace::Ub),
            _ => None,
        }
    }

    pub const ALL: [AddressSpace; 6] =
        [AddressSpace::Gm, AddressSpace::L1, AddressSpace::L0A, AddressSpace::L0B, AddressSpace::L0C, AddressSpace::Ub];

    pub fn from_name(name: &str) -> Option<AddressSpace> {
        AddressSpace::ALL.into_iter().find(|space| space.name().eq_ignore_ascii_case(name))
    }

    pub fn name(self) -> &'static str {
        match self {
            AddressSpace::Gm => "GM",
            AddressSpace::L1 => "L1",
            AddressSpace::L0A => "L0A",
            AddressSpace::L0B => "L0B",
            AddressSpace::L0C => "L0C",
            AddressSpace::Ub => "UB",
        }
    }
}

// ---------------------------------------------------------------------------------------
// The target description (`targets/*.json`).
// ---------------------------------------------------------------------------------------

/// The target files shipped with the crate, by name.
pub const BUILTIN_TARGETS: [(&str, &str); 2] = [
    ("ascend910a", include_str!("../../targets/ascend910a.json")),
    ("ascend910b", include_str!("../../targets/ascend910b.json")),
];

/// Why a target description could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum TargetError {
    #[error("unknown built-in target '{0}'")]
    UnknownBuiltin(String),
    #[error("cannot read target file '{path}': {message}")]
    Io { path: String, message: String },
    #[error("invalid target description: {0}")]
    Invalid(String),
}

/// One target: everything `ascend-sync`, the simulator and the reader need to know about
/// an Ascend-like core, validated on load (every pipe has an init cost, every unit and
/// throughput is positive, at least one event ID per pipe pair).
#[derive(Clone, Debug, Deserialize)]
#[serde(try_from = "TargetFile")]
pub struct TargetDescription {
    pub name: String,
    event_ids_per_pair: u32,
    capacities: BTreeMap<AddressSpace, u64>,
    type_suffixes: Vec<String>,
    ops: BTreeMap<String, OpSpec>,
    pub timing: TimingModel,
}

/// The JSON layout of a target file, before validation.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TargetFile {
    name: String,
    event_ids_per_pair: u32,
    #[serde(deserialize_with = "map_by_name")]
    capacities: BTreeMap<AddressSpace, u64>,
    units: Units,
    type_suffixes: Vec<String>,
    ops: BTreeMap<String, OpEntry>,
    timing: TimingModel,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OpEntry {
    #[serde(deserialize_with = "by_name")]
    pipe: Pipe,
    footprint: FootprintShape,
    /// Overrides the pipe's `timing.init_cycles`.
    init_cycles: Option<u64>,
}

/// The hardware units the footprint shapes count in (CCE: a block is 32 bytes, a vector
/// repeat covers 8 blocks per operand, a fractal is 512 bytes, cube sizes round up to 16).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Units {
    pub block_bytes: i64,
    pub fractal_bytes: i64,
    pub blocks_per_repeat: i64,
    pub cube_round: i64,
    pub cube_input_element_bytes: i64,
    pub cube_output_element_bytes: i64,
}

/// Cost of an instruction on its pipe: `init + bytes / bytes_per_cycle` (a pipe without
/// a throughput costs only its init, except M, which costs one cycle per
/// `fractal_macs_per_cycle` 16x16x16 fractal MACs).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimingModel {
    #[serde(deserialize_with = "map_by_name")]
    pub init_cycles: BTreeMap<Pipe, u64>,
    #[serde(deserialize_with = "map_by_name")]
    pub bytes_per_cycle: BTreeMap<Pipe, u64>,
    pub fractal_macs_per_cycle: u64,
    /// Cost of a set, a wait that does not block, or a barrier with idle pipes.
    pub sync_cycles: u64,
    /// MTE2 and MTE3 share the GM bus: while both transfer, each gets half the bandwidth.
    pub mte2_mte3_share_gm_bus: bool,
    /// Pipes whose same-pipe dependences also need `BARRIER(pipe)`.
    #[serde(default, deserialize_with = "list_by_name")]
    pub pipelined: Vec<Pipe>,
}

/// One entry of the pipe-call table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpSpec {
    /// The canonical callee name (without a type suffix).
    pub name: String,
    pub pipe: Pipe,
    pub footprint: FootprintShape,
    /// Fixed cost of one instruction (the op's own or its pipe's default).
    pub init_cycles: u64,
    pub units: Units,
}

/// How the arguments of a call (by index) determine the bytes it touches.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "shape", rename_all = "snake_case", deny_unknown_fields)]
pub enum FootprintShape {
    /// For b in [0,nBurst): src+[b*(lenBurst+srcGap)*block, +lenBurst*block) is read and
    /// dst+[b*(lenBurst+dstGap)*block, +lenBurst*block) written.
    Burst { dst: PointerOperand, src: PointerOperand, n_burst: usize, len_burst: usize, src_gap: usize, dst_gap: usize },
    /// For r in [0,repeat): src+[(baseIdx+r*srcStride)*fractal, +fractal) is read and
    /// dst+[r*(1+dstGap)*fractal, +fractal) written.
    Load2d {
        dst: PointerOperand,
        src: PointerOperand,
        base_idx: usize,
        repeat: usize,
        src_stride: usize,
        dst_gap: usize,
    },
    /// Reads a[0,M*K*in), b[0,K*N*in); writes c[0,M*N*out) and reads it unless `init`
    /// is a non-zero constant; M,K,N are m,k,n rounded up to `cube_round`.
    Mad { c: PointerOperand, a: PointerOperand, b: PointerOperand, m: usize, k: usize, n: usize, init: usize },
    /// Per operand X: for r in [0,repeat), j in [0,blocks_per_repeat):
    /// X+[(r*XRep + j*XBlk)*block, +block).
    Vector { repeat: usize, operands: Vec<VectorOperand> },
    /// No memory access (`get_block_idx`, `get_block_num`).
    None,
}

/// A pointer argument and the address space the contract declares for it (used when the
/// argument could not be read as a pointer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointerOperand {
    pub arg: usize,
    #[serde(deserialize_with = "by_name")]
    pub space: AddressSpace,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VectorOperand {
    pub arg: usize,
    #[serde(deserialize_with = "by_name")]
    pub space: AddressSpace,
    pub write: bool,
    pub block_stride: usize,
    pub repeat_stride: usize,
}

impl VectorOperand {
    fn pointer(&self) -> PointerOperand {
        PointerOperand { arg: self.arg, space: self.space }
    }
}

impl TargetDescription {
    pub fn builtin(name: &str) -> Result<TargetDescription, TargetError> {
        let (_, text) = BUILTIN_TARGETS
            .iter()
            .find(|(builtin, _)| *builtin == name)
            .ok_or_else(|| TargetError::UnknownBuiltin(name.to_string()))?;
        TargetDescription::from_json(text)
    }

    pub fn from_file(path: impl AsRef<Path>) -> Result<TargetDescription, TargetError> {
        let path = path.as_ref();
        let text = std::fs::read_to_string(path)
            .map_err(|error| TargetError::Io { path: path.display().to_string(), message: error.to_string() })?;
        TargetDescription::from_json(&text)
    }

    pub fn from_json(text: &str) -> Result<TargetDescription, TargetError> {
        serde_json::from_str(text).map_err(|error| TargetError::Invalid(error.to_string()))
    }

    /// Physical event IDs per ordered pipe pair.
    pub fn event_ids_per_pair(&self) -> u32 {
        self.event_ids_per_pair
    }

    /// The bytes of a local buffer; `None` for GM (unbounded).
    pub fn capacity(&self, space: AddressSpace) -> Option<u64> {
        self.capacities.get(&space).copied()
    }

    /// The table entry for a callee, accepting a type suffix (`vadd_f16` -> `vadd`).
    pub fn op_spec(&self, callee: &str) -> Option<&OpSpec> {
        self.ops.get(callee).or_else(|| {
            let (stem, suffix) = callee.rsplit_once('_')?;
            self.type_suffixes.iter().any(|known| known == suffix).then(|| self.ops.get(stem))?
        })
    }

    /// Every entry of the pipe-call table, by canonical name.
    pub fn op_specs(&self) -> impl Iterator<Item = &OpSpec> {
        self.ops.values()
    }
}

impl TryFrom<TargetFile> for TargetDescription {
    type Error = String;

    fn try_from(file: TargetFile) -> Result<TargetDescription, String> {
        validate(&file)?;
        let TargetFile { name, event_ids_per_pair, capacities, units, type_suffixes, ops, timing } = file;
        let ops = ops
            .into_iter()
            .map(|(op_name, entry)| {
                let init_cycles = entry.init_cycles.unwrap_or(timing.init_cycles[&entry.pipe]);
                let spec =
                    OpSpec { name: op_name.clone(), pipe: entry.pipe, footprint: entry.footprint, init_cycles, units };
                (op_name, spec)
            })
            .collect();
        Ok(TargetDescription { name, event_ids_per_pair, capacities, type_suffixes, ops, timing })
    }
}

fn validate(file: &TargetFile) -> Result<(), String> {
    let target = &file.name;
    if file.event_ids_per_pair == 0 {
        return Err(format!("{target}: event_ids_per_pair must be at least 1"));
    }
    if let Some(pipe) = Pipe::ALL.into_iter().find(|p| !file.timing.init_cycles.contains_key(p)) {
        return Err(format!("{target}: timing.init_cycles has no entry for pipe {pipe}"));
    }
    if let Some((pipe, _)) = file.timing.bytes_per_cycle.iter().find(|(_, rate)| **rate == 0) {
        return Err(format!("{target}: timing.bytes_per_cycle of pipe {pipe} is zero"));
    }
    if file.timing.fractal_macs_per_cycle == 0 {
        return Err(format!("{target}: timing.fractal_macs_per_cycle is zero"));
    }
    let units = file.units;
    let unit_values = [
        units.block_bytes,
        units.fractal_bytes,
        units.blocks_per_repeat,
        units.cube_round,
        units.cube_input_element_bytes,
        units.cube_output_element_bytes,
    ];
    if unit_values.iter().any(|value| *value <= 0) {
        return Err(format!("{target}: every unit must be positive"));
    }
    Ok(())
}

/// The enums a target file names by their contract spelling (`MTE2`, `UB`).
trait NamedInTargetFile: Sized {
    const WHAT: &'static str;
    fn from_target_name(name: &str) -> Option<Self>;
}

impl NamedInTargetFile for Pipe {
    const WHAT: &'static str = "pipe";
    fn from_target_name(name: &str) -> Option<Pipe> {
        Pipe::from_name(name)
    }
}

impl NamedInTargetFile for AddressSpace {
    const WHAT: &'static str = "address space";
    fn from_target_name(name: &str) -> Option<AddressSpace> {
        AddressSpace::from_name(name)
    }
}

fn parse_name<T: NamedInTargetFile, E: serde::de::Error>(name: &str) -> Result<T, E> {
    T::from_target_name(name).ok_or_else(|| E::custom(format!("unknown {} '{name}'", T::WHAT)))
}

fn by_name<'de, D: Deserializer<'de>, T: NamedInTargetFile>(d: D) -> Result<T, D::Error> {
    parse_name(&String::deserialize(d)?)
}

fn list_by_name<'de, D, T>(d: D) -> Result<Vec<T>, D::Error>
where
    D: Deserializer<'de>,
    T: NamedInTargetFile,
{
    Vec::<String>::deserialize(d)?.iter().map(|name| parse_name(name)).collect()
}

fn map_by_name<'de, D, K, V>(d: D) -> Result<BTreeMap<K, V>, D::Error>
where
    D: Deserializer<'de>,
    K: NamedInTargetFile + Ord,
    V: Deserialize<'de>,
{
    let named = BTreeMap::<String, V>::deserialize(d)?;
    named.into_iter().map(|(name, value)| Ok((parse_name(&name)?, value))).collect()
}

// ---------------------------------------------------------------------------------------
// The footprint rule: call arguments -> accesses.
// ---------------------------------------------------------------------------------------

/// One argument of a pipe call as the IR reader sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallArgument {
    /// A pointer into `space`, `offset` bytes from `base` (`None`: not affine).
    Pointer { space: AddressSpace, base: MemoryBase, offset: Option<AffineExpr> },
    /// An integer (`None`: not affine).
    Integer(Option<AffineExpr>),
    /// Anything else (floating-point scalars, ...).
    Other,
}

/// A strided byte region relative to the pointer it is accessed through.
#[derive(Clone)]
struct RelativeRegion {
    offset: AffineExpr,
    dims: Vec<StridedDim>,
    extent: AffineExpr,
}

/// A relative region, or why it is not affine.
type Shape = Result<RelativeRegion, String>;

impl OpSpec {
    /// The accesses of one call of this op (reads before writes of the same operand).
    pub fn accesses(&self, args: &[CallArgument]) -> Vec<Access> {
        let call = Call { args, units: self.units };
        match &self.footprint {
            FootprintShape::Burst { dst, src, n_burst, len_burst, src_gap, dst_gap } => vec![
                call.access(src, false, call.bursts(*n_burst, *len_burst, (*src_gap, "srcGap"))),
                call.access(dst, true, call.bursts(*n_burst, *len_burst, (*dst_gap, "dstGap"))),
            ],
            FootprintShape::Load2d { dst, src, base_idx, repeat, src_stride, dst_gap } => vec![
                call.access(src, false, call.fractals_read(*base_idx, *repeat, *src_stride)),
                call.access(dst, true, call.fractals_written(*repeat, *dst_gap)),
            ],
            FootprintShape::Mad { c, a, b, m, k, n, init } => {
                call.mad([a, b, c], [(*m, "m"), (*k, "k"), (*n, "n")], *init)
            }
            FootprintShape::Vector { repeat, operands } => operands
                .iter()
                .map(|operand| call.access(&operand.pointer(), operand.write, call.vector_blocks(*repeat, operand)))
                .collect(),
            FootprintShape::None => Vec::new(),
        }
    }
}

/// The arguments of one call, read through the target's units.
struct Call<'a> {
    args: &'a [CallArgument],
    units: Units,
}

impl Call<'_> {
    /// The affine value of integer argument `index` (`what` names it in reasons).
    fn integer(&self, index: usize, what: &str) -> Result<AffineExpr, String> {
        match self.args.get(index) {
            Some(CallArgument::Integer(Some(value))) => Ok(value.clone()),
            Some(CallArgument::Integer(None)) => Err(format!("{what} (argument {index}) is not affine")),
            Some(_) => Err(format!("{what} (argument {index}) is not an integer")),
            None => Err(format!("{what} (argument {index}) is missing")),
        }
    }

    /// The access through pointer `operand` to the bytes `shape` describes.
    fn access(&self, operand: &PointerOperand, write: bool, shape: Shape) -> Access {
        let index = operand.arg;
        let Some(CallArgument::Pointer { space, base, offset }) = self.args.get(index) else {
            let reason = format!("argument {index} is not a pointer");
            return Access { space: operand.space, base: MemoryBase::Unknown, write, region: Region::Whole { reason } };
        };
        let region = match (offset, shape) {
            (None, _) => Region::Whole { reason: format!("pointer argument {index} is not affine") },
            (Some(_), Err(reason)) => Region::Whole { reason },
            (Some(pointer), Ok(relative)) => {
                Region::Strided { offset: pointer.add(&relative.offset), dims: relative.dims, extent: relative.extent }
            }
        };
        Access { space: *space, base: base.clone(), write, region }
    }

    fn bursts(&self, n_burst: usize, len_burst: usize, (gap, gap_name): (usize, &str)) -> Shape {
        let count = self.integer(n_burst, "nBurst")?;
        let length = self.integer(len_burst, "lenBurst")?;
        let gap = self.integer(gap, gap_name)?;
        let block = self.units.block_bytes;
        Ok(RelativeRegion {
            offset: AffineExpr::constant(0),
            dims: vec![StridedDim { count, stride: length.add(&gap).scale(block) }],
            extent: length.scale(block),
        })
    }

    fn fractals_read(&self, base_idx: usize, repeat: usize, src_stride: usize) -> Shape {
        let base = self.integer(base_idx, "baseIdx")?;
        let count = self.integer(repeat, "repeat")?;
        let stride = self.integer(src_stride, "srcStride")?;
        let fractal = self.units.fractal_bytes;
        Ok(RelativeRegion {
            offset: base.scale(fractal),
            dims: vec![StridedDim { count, stride: stride.scale(fractal) }],
            extent: AffineExpr::constant(fractal),
        })
    }

    fn fractals_written(&self, repeat: usize, dst_gap: usize) -> Shape {
        let count = self.integer(repeat, "repeat")?;
        let gap = self.integer(dst_gap, "dstGap")?;
        let fractal = self.units.fractal_bytes;
        Ok(RelativeRegion {
            offset: AffineExpr::constant(0),
            dims: vec![StridedDim { count, stride: gap.add(&AffineExpr::constant(1)).scale(fractal) }],
            extent: AffineExpr::constant(fractal),
        })
    }

    fn vector_blocks(&self, repeat: usize, operand: &VectorOperand) -> Shape {
        let count = self.integer(repeat, "repeat")?;
        let repeat_stride = self.integer(operand.repeat_stride, "repeat stride")?;
        let block_stride = self.integer(operand.block_stride, "block stride")?;
        let block = self.units.block_bytes;
        Ok(RelativeRegion {
            offset: AffineExpr::constant(0),
            dims: vec![
                StridedDim { count, stride: repeat_stride.scale(block) },
                StridedDim {
                    count: AffineExpr::constant(self.units.blocks_per_repeat),
                    stride: block_stride.scale(block),
                },
            ],
            extent: AffineExpr::constant(block),
        })
    }

    /// `mad`: a (M x K) and b (K x N) read, c (M x N) written and, unless `init` is a
    /// non-zero constant, read first.
    fn mad(&self, [a, b, c]: [&PointerOperand; 3], [m, k, n]: [(usize, &str); 3], init: usize) -> Vec<Access> {
        let input = self.units.cube_input_element_bytes;
        let output = self.units.cube_output_element_bytes;
        let c_bytes = self.matrix_bytes(m, n, output);
        let initialises =
            matches!(self.integer(init, "init"), Ok(value) if value.as_constant().is_some_and(|v| v != 0));
        let mut accesses = vec![
            self.access(a, false, self.matrix_bytes(m, k, input)),
            self.access(b, false, self.matrix_bytes(k, n, input)),
        ];
        if !initialises {
            accesses.push(self.access(c, false, c_bytes.clone()));
        }
        accesses.push(self.access(c, true, c_bytes));
        accesses
    }

    /// Bytes [0, R*C*element) of a rows x cols cube matrix, with R, C rounded up.
    fn matrix_bytes(&self, rows: (usize, &str), cols: (usize, &str), element: i64) -> Shape {
        let rounded_rows = self.rounded_up(rows)?;
        let rounded_cols = self.rounded_up(cols)?;
        let product = rounded_rows
            .mul(&rounded_cols)
            .ok_or_else(|| format!("{}*{} of two symbolic cube sizes is not affine", rows.1, cols.1))?;
        Ok(RelativeRegion { offset: AffineExpr::constant(0), dims: Vec::new(), extent: product.scale(element) })
    }

    /// A cube size rounded up to `cube_round`: exact for a constant, else the affine
    /// upper bound `size + cube_round - 1` (round-up of a symbol is not affine).
    fn rounded_up(&self, (index, what): (usize, &str)) -> Result<AffineExpr, String> {
        let size = self.integer(index, what)?;
        let round = self.units.cube_round;
        Ok(match size.as_constant() {
            Some(value) => AffineExpr::constant((value.max(0) + round - 1) / round * round),
            None => size.add(&AffineExpr::constant(round - 1)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn target() -> TargetDescription {
        TargetDescription::builtin("ascend910a").unwrap()
    }

    fn int(value: i64) -> CallArgument {
        CallArgument::Integer(Some(AffineExpr::constant(value)))
    }

    fn symbolic(name: &str) -> CallArgument {
        CallArgument::Integer(Some(AffineExpr::symbol(name)))
    }

    fn local(space: AddressSpace, offset: i64) -> CallArgument {
        CallArgument::Pointer { space, base: MemoryBase::LocalBuffer, offset: Some(AffineExpr::constant(offset)) }
    }

    fn gm(index: u32, offset: i64) -> CallArgument {
        CallArgument::Pointer {
            space: AddressSpace::Gm,
            base: MemoryBase::Argument { index, noalias: false },
            offset: Some(AffineExpr::constant(offset)),
        }
    }

    fn footprint(callee: &str, args: &[CallArgument]) -> Vec<Access> {
        target().op_spec(callee).unwrap().accesses(args)
    }

    /// Every byte of a region whose numbers are all constants.
    fn bytes(region: &Region) -> BTreeSet<i64> {
        let Region::Strided { offset, dims, extent } = region else { panic!("not strided: {region:?}") };
        let mut starts = vec![offset.as_constant().unwrap()];
        for dim in dims {
            let (count, stride) = (dim.count.as_constant().unwrap(), dim.stride.as_constant().unwrap());
            starts = starts.iter().flat_map(|s| (0..count).map(move |b| s + b * stride)).collect();
        }
        let extent = extent.as_constant().unwrap();
        starts.iter().flat_map(|s| *s..s + extent).collect()
    }

    fn ranges(ranges: &[(i64, i64)]) -> BTreeSet<i64> {
        ranges.iter().flat_map(|(start, end)| *start..*end).collect()
    }

    /// (space, write, bytes) of each access.
    fn summary(accesses: &[Access]) -> Vec<(AddressSpace, bool, BTreeSet<i64>)> {
        accesses.iter().map(|a| (a.space, a.write, bytes(&a.region))).collect()
    }

    fn whole_reason(access: &Access) -> &str {
        match &access.region {
            Region::Whole { reason } => reason,
            region => panic!("not whole: {region:?}"),
        }
    }

    #[test]
    fn builtin_targets_differ_in_event_ids_only_where_the_contract_says() {
        let a = TargetDescription::builtin("ascend910a").unwrap();
        let b = TargetDescription::builtin("ascend910b").unwrap();
        assert_eq!((a.name.as_str(), a.event_ids_per_pair()), ("ascend910a", 4));
        assert_eq!((b.name.as_str(), b.event_ids_per_pair()), ("ascend910b", 8));
        assert_eq!(a.capacity(AddressSpace::Ub), Some(256 * 1024));
        assert_eq!(a.capacity(AddressSpace::L1), Some(1024 * 1024));
        assert_eq!(a.capacity(AddressSpace::L0A), Some(64 * 1024));
        assert_eq!(a.capacity(AddressSpace::L0C), Some(256 * 1024));
        assert_eq!(a.capacity(AddressSpace::Gm), None);
        assert!(a.timing.mte2_mte3_share_gm_bus);
        assert_eq!(a.timing.bytes_per_cycle[&Pipe::Mte2], 64);
        assert!(matches!(TargetDescription::builtin("ascend310"), Err(TargetError::UnknownBuiltin(_))));
    }

    #[test]
    fn every_call_of_the_contract_table_is_described() {
        let target = target();
        let expected = [
            ("copy_gm_to_ubuf", Pipe::Mte2),
            ("copy_gm_to_cbuf", Pipe::Mte2),
            ("copy_ubuf_to_gm", Pipe::Mte3),
            ("load_cbuf_to_ca", Pipe::Mte1),
            ("load_cbuf_to_cb", Pipe::Mte1),
            ("mad", Pipe::M),
            ("copy_matrix_cc_to_ubuf", Pipe::V),
            ("copy_ubuf_to_ubuf", Pipe::V),
            ("vadd", Pipe::V),
            ("vsub", Pipe::V),
            ("vmul", Pipe::V),
            ("vdiv", Pipe::V),
            ("vmax", Pipe::V),
            ("vmin", Pipe::V),
            ("vexp", Pipe::V),
            ("vln", Pipe::V),
            ("vabs", Pipe::V),
            ("vrelu", Pipe::V),
            ("vrec", Pipe::V),
            ("vsqrt", Pipe::V),
            ("vadds", Pipe::V),
            ("vmuls", Pipe::V),
            ("vmaxs", Pipe::V),
            ("vector_dup", Pipe::V),
            ("get_block_idx", Pipe::S),
            ("get_block_num", Pipe::S),
        ];
        let described: Vec<(&str, Pipe)> = target.op_specs().map(|spec| (spec.name.as_str(), spec.pipe)).collect();
        assert_eq!(described.len(), expected.len());
        for entry in expected {
            assert!(described.contains(&entry), "{entry:?} missing");
        }
    }

    #[test]
    fn op_names_accept_type_suffixes() {
        let target = target();
        for callee in ["vadd", "vadd_f16", "vadd_f32"] {
            assert_eq!(target.op_spec(callee).unwrap().name, "vadd", "{callee}");
        }
        assert_eq!(target.op_spec("vector_dup_f16").unwrap().name, "vector_dup");
        assert_eq!(target.op_spec("get_block_idx").unwrap().name, "get_block_idx");
        assert!(target.op_spec("vadd_q7").is_none());
        assert!(target.op_spec("memcpy").is_none());
        assert!(target.op_spec("_f16").is_none());
    }

    #[test]
    fn per_op_init_overrides_the_pipe_default() {
        let target = target();
        assert_eq!(target.op_spec("copy_gm_to_ubuf").unwrap().init_cycles, 40);
        assert_eq!(target.op_spec("copy_gm_to_cbuf").unwrap().init_cycles, 60);
        assert_eq!(target.op_spec("vadd").unwrap().init_cycles, 8);
        assert_eq!(target.op_spec("vexp").unwrap().init_cycles, 16);
    }

    #[test]
    fn target_files_load_and_are_validated() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("custom.json");
        let text = BUILTIN_TARGETS[0].1.replace("\"ascend910a\"", "\"custom\"");
        std::fs::write(&path, &text).unwrap();
        assert_eq!(TargetDescription::from_file(&path).unwrap().name, "custom");
        assert!(matches!(TargetDescription::from_file(dir.path().join("absent.json")), Err(TargetError::Io { .. })));
        let bad_pipe = text.replacen("\"pipe\": \"MTE2\"", "\"pipe\": \"MTE9\"", 1);
        let error = TargetDescription::from_json(&bad_pipe).unwrap_err().to_string();
        assert!(error.contains("unknown pipe 'MTE9'"), "{error}");
        let no_events = text.replace("\"event_ids_per_pair\": 4", "\"event_ids_per_pair\": 0");
        let error = TargetDescription::from_json(&no_events).unwrap_err().to_string();
        assert!(error.contains("event_ids_per_pair must be at least 1"), "{error}");
        let missing_init = text.replace("\"S\": 1, ", "");
        let error = TargetDescription::from_json(&missing_init).unwrap_err().to_string();
        assert!(error.contains("no entry for pipe S"), "{error}");
    }

    #[test]
    fn burst_copy_reads_and_writes_strided_blocks() {
        // nBurst 2, lenBurst 1, srcGap 1, dstGap 0.
        let args = [local(AddressSpace::Ub, 64), gm(1, 100), int(0), int(2), int(1), int(1), int(0)];
        let accesses = footprint("copy_gm_to_ubuf", &args);
        assert_eq!(
            summary(&accesses),
            vec![
                (AddressSpace::Gm, false, ranges(&[(100, 132), (164, 196)])),
                (AddressSpace::Ub, true, ranges(&[(64, 128)])),
            ]
        );
        assert_eq!(accesses[0].base, MemoryBase::Argument { index: 1, noalias: false });
        assert_eq!(accesses[1].base, MemoryBase::LocalBuffer);
    }

    #[test]
    fn burst_copy_out_and_between_local_buffers() {
        // nBurst 2, lenBurst 2, srcGap 0, dstGap 2.
        let args = [gm(0, 0), local(AddressSpace::Ub, 0), int(0), int(2), int(2), int(0), int(2)];
        assert_eq!(
            summary(&footprint("copy_ubuf_to_gm", &args)),
            vec![
                (AddressSpace::Ub, false, ranges(&[(0, 128)])),
                (AddressSpace::Gm, true, ranges(&[(0, 64), (128, 192)])),
            ]
        );
        let args = [local(AddressSpace::Ub, 1024), local(AddressSpace::L0C, 0), int(0), int(1), int(4), int(0), int(0)];
        assert_eq!(
            summary(&footprint("copy_matrix_cc_to_ubuf", &args)),
            vec![(AddressSpace::L0C, false, ranges(&[(0, 128)])), (AddressSpace::Ub, true, ranges(&[(1024, 1152)])),]
        );
    }

    #[test]
    fn load2d_moves_fractals() {
        // baseIdx 1, repeat 2, srcStride 3, dstGap 1.
        let args =
            [local(AddressSpace::L0A, 0), local(AddressSpace::L1, 0), int(1), int(2), int(3), int(1), int(0), int(0)];
        assert_eq!(
            summary(&footprint("load_cbuf_to_ca", &args)),
            vec![
                (AddressSpace::L1, false, ranges(&[(512, 1024), (2048, 2560)])),
                (AddressSpace::L0A, true, ranges(&[(0, 512), (1024, 1536)])),
            ]
        );
    }

    fn mad_args(m: CallArgument, k: CallArgument, init: CallArgument) -> Vec<CallArgument> {
        vec![local(AddressSpace::L0C, 0), local(AddressSpace::L0A, 0), local(AddressSpace::L0B, 0), m, k, int(32), init]
    }

    #[test]
    fn mad_rounds_sizes_up_and_reads_c_unless_initialising() {
        // m 20 -> 32, k 16, n 32.
        let accesses = footprint("mad", &mad_args(int(20), int(16), int(1)));
        assert_eq!(
            summary(&accesses),
            vec![
                (AddressSpace::L0A, false, ranges(&[(0, 32 * 16 * 2)])),
                (AddressSpace::L0B, false, ranges(&[(0, 16 * 32 * 2)])),
                (AddressSpace::L0C, true, ranges(&[(0, 32 * 32 * 4)])),
            ]
        );
        let accumulating = footprint("mad", &mad_args(int(20), int(16), int(0)));
        let c_read = (AddressSpace::L0C, false, ranges(&[(0, 32 * 32 * 4)]));
        assert_eq!(summary(&accumulating)[2], c_read);
        let unknown_init = footprint("mad", &mad_args(int(20), int(16), symbolic("arg9")));
        assert_eq!(summary(&unknown_init)[2], c_read);
        let opaque_init = footprint("mad", &mad_args(int(20), int(16), CallArgument::Integer(None)));
        assert_eq!(summary(&opaque_init)[2], c_read);
    }

    #[test]
    fn mad_with_symbolic_sizes_is_over_approximated() {
        let accesses = footprint("mad", &mad_args(symbolic("arg3"), int(16), int(1)));
        // a: round16(arg3)*16*2 <= (arg3 + 15)*32.
        let Region::Strided { extent, dims, .. } = &accesses[0].region else { panic!() };
        assert!(dims.is_empty());
        assert_eq!(extent.to_string(), "32*arg3 + 480");
        assert_eq!(bytes(&accesses[1].region), ranges(&[(0, 16 * 32 * 2)]));
        let both = footprint("mad", &mad_args(symbolic("arg3"), symbolic("arg4"), int(1)));
        assert_eq!(whole_reason(&both[0]), "m*k of two symbolic cube sizes is not affine");
    }

    #[test]
    fn vector_binary_covers_eight_blocks_per_repeat_per_operand() {
        // repeat 2; dst: blk 1, rep 8; src0: blk 2, rep 16; src1: blk 1, rep 0.
        let args = [
            local(AddressSpace::Ub, 0),
            local(AddressSpace::Ub, 4096),
            local(AddressSpace::Ub, 8192),
            int(2),
            int(1),
            int(2),
            int(1),
            int(8),
            int(16),
            int(0),
        ];
        let src0: Vec<(i64, i64)> =
            (0..2).flat_map(|r| (0..8).map(move |j| (r * 16 + j * 2) * 32 + 4096)).map(|s| (s, s + 32)).collect();
        assert_eq!(
            summary(&footprint("vadd_f16", &args)),
            vec![
                (AddressSpace::Ub, true, ranges(&[(0, 512)])),
                (AddressSpace::Ub, false, ranges(&src0)),
                (AddressSpace::Ub, false, ranges(&[(8192, 8192 + 256)])),
            ]
        );
    }

    #[test]
    fn vector_unary_scalar_and_dup_follow_the_same_rule() {
        let unary = [local(AddressSpace::Ub, 0), local(AddressSpace::Ub, 1024), int(1), int(1), int(1), int(8), int(8)];
        assert_eq!(
            summary(&footprint("vexp", &unary)),
            vec![(AddressSpace::Ub, true, ranges(&[(0, 256)])), (AddressSpace::Ub, false, ranges(&[(1024, 1280)])),]
        );
        let scalar = [
            local(AddressSpace::Ub, 0),
            local(AddressSpace::Ub, 1024),
            CallArgument::Other,
            int(2),
            int(1),
            int(1),
            int(8),
            int(8),
        ];
        assert_eq!(
            summary(&footprint("vmuls_f32", &scalar)),
            vec![(AddressSpace::Ub, true, ranges(&[(0, 512)])), (AddressSpace::Ub, false, ranges(&[(1024, 1536)])),]
        );
        let dup = [local(AddressSpace::Ub, 256), CallArgument::Other, int(1), int(1), int(8)];
        assert_eq!(summary(&footprint("vector_dup", &dup)), vec![(AddressSpace::Ub, true, ranges(&[(256, 512)]))]);
    }

    #[test]
    fn pure_scalar_calls_touch_nothing() {
        assert!(footprint("get_block_idx", &[]).is_empty());
        assert!(footprint("get_block_num", &[]).is_empty());
    }

    #[test]
    fn symbolic_counts_stay_affine() {
        let args = [local(AddressSpace::Ub, 0), gm(1, 0), int(0), symbolic("arg1"), int(2), int(0), int(0)];
        let accesses = footprint("copy_gm_to_ubuf", &args);
        let Region::Strided { offset, dims, extent } = &accesses[1].region else { panic!() };
        assert_eq!(offset.to_string(), "0");
        assert_eq!(dims[0].count.to_string(), "arg1");
        assert_eq!(dims[0].stride.to_string(), "64");
        assert_eq!(extent.to_string(), "64");
    }

    #[test]
    fn anything_not_affine_is_the_whole_base_with_a_reason() {
        let opaque_count =
            [local(AddressSpace::Ub, 0), gm(1, 0), int(0), CallArgument::Integer(None), int(2), int(0), int(0)];
        let accesses = footprint("copy_gm_to_ubuf", &opaque_count);
        assert_eq!(whole_reason(&accesses[0]), "nBurst (argument 3) is not affine");
        assert_eq!(accesses[0].base, MemoryBase::Argument { index: 1, noalias: false });
        let opaque_pointer =
            CallArgument::Pointer { space: AddressSpace::Ub, base: MemoryBase::LocalBuffer, offset: None };
        let args = [opaque_pointer, CallArgument::Other, int(1), int(1), int(8)];
        assert_eq!(whole_reason(&footprint("vector_dup", &args)[0]), "pointer argument 0 is not affine");
        let not_a_pointer = [CallArgument::Other, CallArgument::Other, int(1), int(1), int(8)];
        let access = &footprint("vector_dup", &not_a_pointer)[0];
        assert_eq!((access.space, &access.base), (AddressSpace::Ub, &MemoryBase::Unknown));
        assert_eq!(whole_reason(access), "argument 0 is not a pointer");
        let short = [local(AddressSpace::Ub, 0), CallArgument::Other];
        assert_eq!(whole_reason(&footprint("vector_dup", &short)[0]), "repeat (argument 2) is missing");
    }

    #[test]
    fn address_spaces_have_contract_names() {
        for space in AddressSpace::ALL {
            assert_eq!(AddressSpace::from_name(space.name()), Some(space));
        }
        assert_eq!(AddressSpace::from_name("ub"), Some(AddressSpace::Ub));
        assert_eq!(AddressSpace::from_name("L2"), None);
    }
}
