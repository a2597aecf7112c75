//! The Ascend AI Core as data: pipes (HIVM numbering), address spaces, pipe pairs, and the
//! target description read from `targets/*.json` (event IDs per pipe pair, buffer
//! capacities, the pipe-call table with its footprint shapes, the timing model), plus the
//! footprint rule that turns a pipe call's arguments into byte `Access`es.
//! Invariant: nothing outside this module hard-codes a pipe number, an address-space
//! number or a footprint shape; every other module asks these types. Footprints never
//! under-approximate: what cannot be described exactly is widened (`Region::Whole` with a
//! reason, or an affine upper bound).

use crate::call_name::{ElementType, MangledName};
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

/// The sync intrinsics of the contract (`set_flag`, `wait_flag`, `pipe_barrier`).
pub const SET_FLAG: &str = "llvm.hivm.SET.FLAG.IMM";
pub const WAIT_FLAG: &str = "llvm.hivm.WAIT.FLAG.IMM";
pub const BARRIER: &str = "llvm.hivm.BARRIER";

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
    /// The on-chip buffers, which a target sizes.
    pub const LOCAL: [AddressSpace; 5] =
        [AddressSpace::L1, AddressSpace::L0A, AddressSpace::L0B, AddressSpace::L0C, AddressSpace::Ub];

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
    ("ascend910a", include_str!("../../../targets/ascend910a.json")),
    ("ascend910b", include_str!("../../../targets/ascend910b.json")),
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
    pub chip: ChipModel,
}

/// A callee resolved against the pipe-call table (`TargetDescription::resolve_call`).
#[derive(Clone, Copy, Debug)]
pub struct ResolvedCall<'a> {
    pub spec: &'a OpSpec,
    /// The element type the spelling states; `None` for a plain C name (CCE's default,
    /// half, applies) or a spelling that states none (a copy's `void *`).
    pub element: Option<ElementType>,
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
    #[serde(default)]
    chip: ChipModel,
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

impl TimingModel {
    /// Transfer cycles of an instruction on `pipe` whose largest operand has `bytes`
    /// (none on a pipe without a throughput); M's cost is `cube_cycles`.
    pub fn transfer_cycles(&self, pipe: Pipe, bytes: u64) -> u64 {
        self.bytes_per_cycle.get(&pipe).map_or(0, |rate| bytes.div_ceil(*rate))
    }

    /// Cycles of a `mad` of `fractal_macs` 16x16x16 fractal multiply-accumulates.
    pub fn cube_cycles(&self, fractal_macs: u64) -> u64 {
        fractal_macs.div_ceil(self.fractal_macs_per_cycle.max(1))
    }
}

/// The multi-core chip around the cores (`ascend-host.md`, the multi-core machine): how
/// many AI cores a launch can use at once, the clock that converts the launch overhead to
/// cycles, and the GM bus all cores' MTE2/MTE3 transfers share (Verrocchio's contention
/// rule: the total bandwidth is shared equally among the transfers in flight, a lone
/// transfer getting at most its single-core rate). Defaults: `ascend910a`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ChipModel {
    pub cores: u32,
    pub clock_mhz: u64,
    /// Total GM bandwidth of the chip, bytes per cycle.
    pub gm_bus_bytes_per_cycle: u64,
    /// Fixed cost of one kernel launch, nanoseconds.
    pub launch_overhead_ns: u64,
}

impl Default for ChipModel {
    fn default() -> ChipModel {
        ChipModel { cores: 32, clock_mhz: 1000, gm_bus_bytes_per_cycle: 1200, launch_overhead_ns: 5000 }
    }
}

impl ChipModel {
    /// The launch overhead in cycles of the chip's clock.
    pub fn launch_overhead_cycles(&self) -> u64 {
        self.launch_overhead_ns * self.clock_mhz / 1000
    }
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
    /// The operand as a pointer operand of its space.
    pub fn pointer(&self) -> PointerOperand {
        PointerOperand { arg: self.arg, space: self.space }
    }
}

impl FootprintShape {
    /// The call arguments the footprint reads as pointers, with their address spaces.
    pub fn pointer_operands(&self) -> Vec<PointerOperand> {
        match self {
            FootprintShape::Burst { dst, src, .. } | FootprintShape::Load2d { dst, src, .. } => vec![*dst, *src],
            FootprintShape::Mad { c, a, b, .. } => vec![*c, *a, *b],
            FootprintShape::Vector { operands, .. } => operands.iter().map(VectorOperand::pointer).collect(),
            FootprintShape::None => Vec::new(),
        }
    }

    /// The call arguments the footprint reads as integers (counts, strides, gaps).
    pub fn integer_operands(&self) -> Vec<usize> {
        match self {
            FootprintShape::Burst { n_burst, len_burst, src_gap, dst_gap, .. } => {
                vec![*n_burst, *len_burst, *src_gap, *dst_gap]
            }
            FootprintShape::Load2d { base_idx, repeat, src_stride, dst_gap, .. } => {
                vec![*base_idx, *repeat, *src_stride, *dst_gap]
            }
            FootprintShape::Mad { m, k, n, init, .. } => vec![*m, *k, *n, *init],
            FootprintShape::Vector { repeat, operands } => std::iter::once(*repeat)
                .chain(operands.iter().flat_map(|o| [o.block_stride, o.repeat_stride]))
                .collect(),
            FootprintShape::None => Vec::new(),
        }
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

    /// A built-in target by name, else a target file at that path (the `target=` option).
    pub fn builtin_or_file(name_or_path: &str) -> Result<TargetDescription, TargetError> {
        TargetDescription::builtin(name_or_path).or_else(|_| TargetDescription::from_file(name_or_path))
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

    /// The table entry for a callee in any of its spellings (`call_name`).
    pub fn op_spec(&self, callee: &str) -> Option<&OpSpec> {
        self.resolve_call(callee).map(|call| call.spec)
    }

    /// A callee matched against the table: the plain name (`vadd`), a name with one of the
    /// target's type suffixes (`vadd_f16`), or a mangled C++ overload
    /// (`_Z4vaddPU3AS6DF16_S0_S0_hhhhhhh`), with the element type the spelling states.
    /// The mangled identifier may itself carry a suffix (a C header compiled as C++).
    pub fn resolve_call(&self, callee: &str) -> Option<ResolvedCall<'_>> {
        match MangledName::parse(callee) {
            Some(mangled) => {
                let call = self.resolve_c_name(mangled.identifier)?;
                Some(ResolvedCall { element: mangled.element.or(call.element), ..call })
            }
            None => self.resolve_c_name(callee),
        }
    }

    /// `resolve_call` for a C name: plain or suffixed.
    fn resolve_c_name(&self, callee: &str) -> Option<ResolvedCall<'_>> {
        if let Some(spec) = self.ops.get(callee) {
            return Some(ResolvedCall { spec, element: None });
        }
        let (stem, suffix) = callee.rsplit_once('_')?;
        let spec = self.ops.get(stem).filter(|_| self.type_suffixes.iter().any(|known| known == suffix))?;
        Some(ResolvedCall { spec, element: ElementType::of_suffix(suffix) })
    }
}

impl TryFrom<TargetFile> for TargetDescription {
    type Error = String;

    fn try_from(file: TargetFile) -> Result<TargetDescription, String> {
        validate(&file)?;
        let TargetFile { name, event_ids_per_pair, capacities, units, type_suffixes, ops, timing, chip } = file;
        let ops = ops
            .into_iter()
            .map(|(op_name, entry)| {
                let init_cycles = entry.init_cycles.unwrap_or(timing.init_cycles[&entry.pipe]);
                let spec =
                    OpSpec { name: op_name.clone(), pipe: entry.pipe, footprint: entry.footprint, init_cycles, units };
                (op_name, spec)
            })
            .collect();
        Ok(TargetDescription { name, event_ids_per_pair, capacities, type_suffixes, ops, timing, chip })
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
    if file.chip.cores == 0 || file.chip.clock_mhz == 0 || file.chip.gm_bus_bytes_per_cycle == 0 {
        return Err(format!("{target}: chip.cores, chip.clock_mhz and chip.gm_bus_bytes_per_cycle must be positive"));
    }
    if let Some((space, _)) = file.capacities.iter().find(|(space, bytes)| **space != AddressSpace::Gm && **bytes == 0)
    {
        return Err(format!(
            "{target}: the capacity of {} is zero (a local buffer holds at least one byte)",
            space.name()
        ));
    }
    if let Some(space) = AddressSpace::LOCAL.into_iter().find(|space| !file.capacities.contains_key(space)) {
        return Err(format!("{target}: capacities has no entry for {}", space.name()));
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
#[cfg(test)]
mod tests {
    use super::*;

    fn target() -> TargetDescription {
        TargetDescription::builtin("ascend910a").unwrap()
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
        let described: Vec<(&str, Pipe)> = target.ops.values().map(|spec| (spec.name.as_str(), spec.pipe)).collect();
        assert_eq!(described.len(), expected.len());
        for entry in expected {
            assert!(described.contains(&entry), "{entry:?} missing");
        }
    }

    #[test]
    fn unified_buffers_follow_the_host_contract() {
        let (a, b) = (target(), TargetDescription::builtin("ascend910b").unwrap());
        assert_eq!((a.capacity(AddressSpace::Ub), b.capacity(AddressSpace::Ub)), (Some(262144), Some(196608)));
    }

    #[test]
    fn mangled_overloads_resolve_with_their_element_type() {
        let target = target();
        let call = target.resolve_call("_Z4vaddPU3AS6DF16_S0_S0_hhhhhhh").unwrap();
        assert_eq!((call.spec.name.as_str(), call.element), ("vadd", Some(ElementType::Half)));
        let call = target.resolve_call("vmuls_f32").unwrap();
        assert_eq!((call.spec.name.as_str(), call.element), ("vmuls", Some(ElementType::Float)));
        assert_eq!(target.resolve_call("vadd").unwrap().element, None);
        assert_eq!(target.op_spec("_Z13get_block_idxv").unwrap().name, "get_block_idx");
        assert!(target.op_spec("_Z6memcpyPvPKvm").is_none());
        let suffixed = target.resolve_call("_Z8vadd_f32PU3AS6fS0_S0_hhhhhhh").unwrap();
        assert_eq!((suffixed.spec.name.as_str(), suffixed.element), ("vadd", Some(ElementType::Float)));
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
        let empty_ub = text.replace("\"UB\": 262144", "\"UB\": 0");
        let error = TargetDescription::from_json(&empty_ub).unwrap_err().to_string();
        assert!(error.contains("the capacity of UB is zero"), "{error}");
        let no_l0c = text.replace("\"L0C\": 262144, ", "");
        let error = TargetDescription::from_json(&no_l0c).unwrap_err().to_string();
        assert!(error.contains("capacities has no entry for L0C"), "{error}");
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
