//! The simulated memories: one byte array per address space, bounds-checked on every
//! access. A machine model describes its spaces (`SpaceSpec`): a *fixed* space is one
//! zero-initialised array of a given capacity addressed from 0 (an on-chip buffer); a
//! *buffers* space holds separately allocated buffers (global memory: one per pointer
//! argument or allocation), each at its own base address `(index + 1) << BUFFER_ADDRESS_BITS`,
//! so a pointer names its buffer and an access cannot silently run from one buffer into
//! the next; a freed buffer stays named, so a later access is reported as a use after
//! free. A *tagged* memory (`Memory::tagged`, for machines with generic pointers such as
//! CUDA) also puts the space in the address: bits from `SPACE_TAG_SHIFT` up hold the
//! space's index plus one, so one 64-bit value says which space it points into and an
//! address-space cast is the identity. Invariant: every byte read or written lies inside
//! one fixed space's capacity or inside one live allocated buffer; anything else is a
//! `MemoryError`, never a wrap or a panic. Used by `sim::interpreter` (scalar loads and
//! stores, allocas) and the machine models (data effects, runtime calls).

use std::fmt;

/// Bits of a buffers-space address that are the offset inside a buffer (4 GiB buffers).
pub const BUFFER_ADDRESS_BITS: u32 = 32;

/// In a tagged memory, the address bits from here up are the space's index plus one.
pub const SPACE_TAG_SHIFT: u32 = 56;

/// Index of a space in a `Memory` (the order of its `SpaceSpec`s).
pub type SpaceId = usize;

/// How a space stores its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Storage {
    /// One array of `capacity` bytes, addresses `[0, capacity)`.
    Fixed { capacity: u64 },
    /// Separately allocated buffers (see the module documentation).
    Buffers,
}

/// One address space of a machine model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpaceSpec {
    pub name: String,
    /// The LLVM `addrspace(N)` numbers that denote this space.
    pub llvm_numbers: Vec<u32>,
    pub storage: Storage,
}

/// An access outside the memory a machine has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemoryError {
    OutOfCapacity {
        space: String,
        address: u64,
        length: u64,
        capacity: u64,
    },
    OutsideBuffers {
        space: String,
        address: u64,
        length: u64,
    },
    UnknownAddressSpace {
        llvm_number: u32,
    },
    /// A tagged address that names no space, or a space other than its pointer type's.
    WrongSpace {
        address: u64,
        expected: String,
    },
    /// An access to (or a second free of) a freed buffer.
    Freed {
        space: String,
        address: u64,
    },
}

impl fmt::Display for MemoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MemoryError::OutOfCapacity { space, address, length, capacity } => write!(
                f,
                "{space} bytes [{address:#x}, {:#x}) exceed its capacity of {capacity} bytes",
                address.saturating_add(*length)
            ),
            MemoryError::OutsideBuffers { space, address, length } => write!(
                f,
                "{space} bytes [{address:#x}, {:#x}) are not inside one allocated buffer",
                address.saturating_add(*length)
            ),
            MemoryError::UnknownAddressSpace { llvm_number } => {
                write!(f, "address space {llvm_number} is not a memory of this machine")
            }
            MemoryError::WrongSpace { address, expected } => {
                write!(f, "address {address:#x} does not point into {expected}")
            }
            MemoryError::Freed { space, address } => {
                write!(f, "{space} address {address:#x} is in a buffer that was already freed")
            }
        }
    }
}

#[derive(Clone)]
struct Space {
    spec: SpaceSpec,
    /// Fixed: the single array. Buffers: one array per allocation (empty once freed).
    arrays: Vec<Vec<u8>>,
    /// Buffers: whether each allocation was freed.
    freed: Vec<bool>,
    /// Buffers: slots freed by `release`, which `allocate_reusing` hands out again.
    reusable: Vec<usize>,
    /// The address bits that name this space (0 in an untagged memory).
    tag: u64,
}

/// A checked location: a space, one of its arrays and an offset in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    space: SpaceId,
    array: usize,
    start: usize,
}

/// All memories of one simulated machine.
#[derive(Clone)]
pub struct Memory {
    spaces: Vec<Space>,
    by_llvm_number: Vec<Option<SpaceId>>,
    tagged: bool,
}

impl Memory {
    /// A memory whose addresses are offsets in the space their pointer type names.
    pub fn new(specs: Vec<SpaceSpec>) -> Memory {
        Memory::build(specs, false)
    }

    /// A memory whose addresses carry their space (see the module documentation); LLVM
    /// address spaces not listed in any spec are generic: they reach every space.
    pub fn tagged(specs: Vec<SpaceSpec>) -> Memory {
        Memory::build(specs, true)
    }

    fn build(specs: Vec<SpaceSpec>, tagged: bool) -> Memory {
        let mut by_llvm_number = Vec::new();
        let spaces = specs
            .into_iter()
            .enumerate()
            .map(|(id, spec)| {
                for &number in &spec.llvm_numbers {
                    let slot = number as usize;
                    if by_llvm_number.len() <= slot {
                        by_llvm_number.resize(slot + 1, None);
                    }
                    by_llvm_number[slot] = Some(id);
                }
                let arrays = match spec.storage {
                    Storage::Fixed { capacity } => vec![vec![0; capacity as usize]],
                    Storage::Buffers => Vec::new(),
                };
                let tag = if tagged { (id as u64 + 1) << SPACE_TAG_SHIFT } else { 0 };
                Space { spec, arrays, freed: Vec::new(), reusable: Vec::new(), tag }
            })
            .collect();
        Memory { spaces, by_llvm_number, tagged }
    }

    /// The space an LLVM address-space number denotes.
    pub fn space_of_llvm(&self, llvm_number: u32) -> Result<SpaceId, MemoryError> {
        self.by_llvm_number
            .get(llvm_number as usize)
            .copied()
            .flatten()
            .ok_or(MemoryError::UnknownAddressSpace { llvm_number })
    }

    /// The space an access through a pointer of LLVM address space `llvm_number` with
    /// value `address` touches: in a tagged memory the address says, and a non-generic
    /// pointer type must agree; otherwise the pointer type says.
    #[inline]
    pub fn resolve(&self, llvm_number: u32, address: u64) -> Result<SpaceId, MemoryError> {
        if !self.tagged {
            return self.space_of_llvm(llvm_number);
        }
        let named = self.space_of_llvm(llvm_number).ok();
        let wrong = || MemoryError::WrongSpace {
            address,
            expected: named.map_or_else(|| "any memory".to_string(), |id| self.space_name(id).to_string()),
        };
        let space = ((address >> SPACE_TAG_SHIFT) as usize).checked_sub(1).filter(|&id| id < self.spaces.len());
        match (space, named) {
            (Some(space), Some(named)) if space != named => Err(wrong()),
            (Some(space), _) => Ok(space),
            (None, _) => Err(wrong()),
        }
    }

    /// The space a tagged address points into, if any.
    pub fn space_of_address(&self, address: u64) -> Option<SpaceId> {
        self.resolve(u32::MAX, address).ok().filter(|_| self.tagged)
    }

    pub fn space_name(&self, space: SpaceId) -> &str {
        &self.spaces[space].spec.name
    }

    /// The address of byte `offset` of a fixed space.
    pub fn fixed_address(&self, space: SpaceId, offset: u64) -> u64 {
        self.spaces[space].tag | offset
    }

    /// Gives a fixed space a new capacity, all zeros.
    pub fn reset_fixed(&mut self, space: SpaceId, capacity: u64) {
        let space = &mut self.spaces[space];
        space.spec.storage = Storage::Fixed { capacity };
        space.arrays = vec![vec![0; capacity as usize]];
    }

    /// Exchanges a fixed space's array with `array` (one core's local buffer moving in or
    /// out of the memory the machine sees); lengths must match.
    pub fn swap_fixed(&mut self, space: SpaceId, array: &mut Vec<u8>) {
        let space = &mut self.spaces[space];
        assert!(matches!(space.spec.storage, Storage::Fixed { capacity } if capacity == array.len() as u64));
        std::mem::swap(&mut space.arrays[0], array);
    }

    /// Exchanges a fixed space's array with `array`, the space taking `array`'s length as
    /// its capacity (a resident CUDA block's shared memory moving in or out).
    pub fn exchange_fixed(&mut self, space: SpaceId, array: &mut Vec<u8>) {
        let space = &mut self.spaces[space];
        space.spec.storage = Storage::Fixed { capacity: array.len() as u64 };
        std::mem::swap(&mut space.arrays[0], array);
    }

    /// Adds a buffer to a buffers space; returns its base address.
    pub fn allocate(&mut self, space: SpaceId, bytes: Vec<u8>) -> u64 {
        let space = &mut self.spaces[space];
        assert!(matches!(space.spec.storage, Storage::Buffers), "allocate in a fixed space");
        space.arrays.push(bytes);
        space.freed.push(false);
        space.tag | (space.arrays.len() as u64) << BUFFER_ADDRESS_BITS
    }

    /// Like `allocate`, but takes the slot (and so the address) of the buffer `release`d
    /// last, if any: for stack frames, which come and go in LIFO order and would otherwise
    /// use up the buffer numbers of a long run.
    pub fn allocate_reusing(&mut self, space: SpaceId, bytes: Vec<u8>) -> u64 {
        let Some(index) = self.spaces[space].reusable.pop() else { return self.allocate(space, bytes) };
        let space = &mut self.spaces[space];
        space.arrays[index] = bytes;
        space.freed[index] = false;
        space.tag | (index as u64 + 1) << BUFFER_ADDRESS_BITS
    }

    /// Frees a buffer (as `free`) and lets `allocate_reusing` hand its slot out again.
    pub fn release(&mut self, space: SpaceId, address: u64) -> Result<(), MemoryError> {
        self.free(space, address)?;
        let index = self.buffer_index(space, address).expect("a buffer just freed");
        self.spaces[space].reusable.push(index);
        Ok(())
    }

    /// Frees the buffer that starts at `address`; returns its final contents.
    pub fn free(&mut self, space: SpaceId, address: u64) -> Result<Vec<u8>, MemoryError> {
        let index = self.buffer_index(space, address).filter(|_| self.offset(space, address) == 0);
        let name = self.spaces[space].spec.name.clone();
        let index = index.ok_or(MemoryError::OutsideBuffers { space: name.clone(), address, length: 0 })?;
        let space = &mut self.spaces[space];
        if space.freed[index] {
            return Err(MemoryError::Freed { space: name, address });
        }
        space.freed[index] = true;
        Ok(std::mem::take(&mut space.arrays[index]))
    }

    /// The allocation number (0 for the first) of the buffer `address` points into.
    pub fn buffer_index(&self, space: SpaceId, address: u64) -> Option<usize> {
        let space = &self.spaces[space];
        let index = ((address ^ space.tag) >> BUFFER_ADDRESS_BITS).checked_sub(1)? as usize;
        (matches!(space.spec.storage, Storage::Buffers) && index < space.arrays.len()).then_some(index)
    }

    /// The offset of `address` in its buffer or fixed space.
    pub fn offset(&self, space: SpaceId, address: u64) -> u64 {
        let address = address ^ self.spaces[space].tag;
        match self.spaces[space].spec.storage {
            Storage::Fixed { .. } => address,
            Storage::Buffers => address & ((1 << BUFFER_ADDRESS_BITS) - 1),
        }
    }

    /// The buffers allocated in a buffers space, in allocation order (freed ones empty).
    pub fn buffers(&self, space: SpaceId) -> &[Vec<u8>] {
        &self.spaces[space].arrays
    }

    /// Whether each buffer of a buffers space was freed, in allocation order.
    pub fn freed(&self, space: SpaceId) -> &[bool] {
        &self.spaces[space].freed
    }

    /// Checks that `[address, address + length)` is memory of `space`.
    pub fn check(&self, space: SpaceId, address: u64, length: u64) -> Result<(), MemoryError> {
        self.locate(space, address, length).map(|_| ())
    }

    pub fn read(&self, space: SpaceId, address: u64, length: u64) -> Result<&[u8], MemoryError> {
        let (array, start) = self.locate(space, address, length)?;
        Ok(&self.spaces[space].arrays[array][start..start + length as usize])
    }

    pub fn write(&mut self, space: SpaceId, address: u64, data: &[u8]) -> Result<(), MemoryError> {
        let (array, start) = self.locate(space, address, data.len() as u64)?;
        self.spaces[space].arrays[array][start..start + data.len()].copy_from_slice(data);
        Ok(())
    }

    /// Checks a range and returns where it is, for `read_scalar_at`/`write_scalar_at`
    /// (valid until the next allocation, free or reset of the space).
    #[inline]
    pub fn place(&self, space: SpaceId, address: u64, length: u64) -> Result<Place, MemoryError> {
        let (array, start) = self.locate(space, address, length)?;
        Ok(Place { space, array, start })
    }

    /// Reads a little-endian scalar of 1 to 8 bytes.
    #[inline]
    pub fn read_scalar(&self, space: SpaceId, address: u64, length: u8) -> Result<u64, MemoryError> {
        Ok(self.read_scalar_at(self.place(space, address, u64::from(length))?, length))
    }

    /// Reads a little-endian scalar of 1 to 8 bytes at a checked place.
    #[inline]
    pub fn read_scalar_at(&self, place: Place, length: u8) -> u64 {
        let Place { space, array, start } = place;
        let bytes = &self.spaces[space].arrays[array][start..start + length as usize];
        match length {
            4 => u64::from(u32::from_le_bytes(bytes.try_into().expect("4 bytes"))),
            8 => u64::from_le_bytes(bytes.try_into().expect("8 bytes")),
            _ => {
                let mut raw = [0u8; 8];
                raw[..bytes.len()].copy_from_slice(bytes);
                u64::from_le_bytes(raw)
            }
        }
    }

    /// Writes the low `length` (1 to 8) bytes of `value` at a checked place.
    #[inline]
    pub fn write_scalar_at(&mut self, place: Place, value: u64, length: u8) {
        let Place { space, array, start } = place;
        let bytes = &mut self.spaces[space].arrays[array][start..start + length as usize];
        match length {
            4 => bytes.copy_from_slice(&(value as u32).to_le_bytes()),
            8 => bytes.copy_from_slice(&value.to_le_bytes()),
            _ => bytes.copy_from_slice(&value.to_le_bytes()[..length as usize]),
        }
    }

    /// (array index, offset in it) of a checked range.
    #[inline]
    fn locate(&self, space: SpaceId, address: u64, length: u64) -> Result<(usize, usize), MemoryError> {
        let Space { spec, arrays, freed, tag, .. } = &self.spaces[space];
        let name = || spec.name.clone();
        let untagged = address ^ tag;
        match spec.storage {
            Storage::Fixed { capacity } => match untagged.checked_add(length) {
                Some(end) if end <= capacity => Ok((0, untagged as usize)),
                _ => Err(MemoryError::OutOfCapacity { space: name(), address, length, capacity }),
            },
            Storage::Buffers => {
                let outside = || MemoryError::OutsideBuffers { space: name(), address, length };
                let index = (untagged >> BUFFER_ADDRESS_BITS).checked_sub(1).ok_or_else(outside)? as usize;
                let offset = untagged & ((1 << BUFFER_ADDRESS_BITS) - 1);
                let buffer = arrays.get(index).ok_or_else(outside)?;
                if freed[index] {
                    return Err(MemoryError::Freed { space: name(), address });
                }
                match offset.checked_add(length) {
                    Some(end) if end <= buffer.len() as u64 => Ok((index, offset as usize)),
                    _ => Err(outside()),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn memory() -> Memory {
        Memory::new(vec![
            SpaceSpec { name: "GM".into(), llvm_numbers: vec![0, 1], storage: Storage::Buffers },
            SpaceSpec { name: "UB".into(), llvm_numbers: vec![6], storage: Storage::Fixed { capacity: 64 } },
        ])
    }

    #[test]
    fn fixed_spaces_are_bounded_by_their_capacity() {
        let mut memory = memory();
        let ub = memory.space_of_llvm(6).unwrap();
        memory.write(ub, 60, &[1, 2, 3, 4]).unwrap();
        assert_eq!(memory.read(ub, 60, 4).unwrap(), &[1, 2, 3, 4]);
        let error = memory.write(ub, 62, &[0; 4]).unwrap_err();
        assert_eq!(error.to_string(), "UB bytes [0x3e, 0x42) exceed its capacity of 64 bytes");
    }

    #[test]
    fn buffers_do_not_run_into_each_other() {
        let mut memory = memory();
        let gm = memory.space_of_llvm(1).unwrap();
        assert_eq!(memory.space_of_llvm(0).unwrap(), gm);
        let first = memory.allocate(gm, vec![7; 8]);
        let second = memory.allocate(gm, vec![9; 8]);
        assert_eq!(memory.read(gm, first + 4, 4).unwrap(), &[7; 4]);
        assert_eq!(memory.read(gm, second, 1).unwrap(), &[9]);
        assert!(matches!(memory.read(gm, first + 6, 4), Err(MemoryError::OutsideBuffers { .. })));
        assert!(memory.check(gm, 0, 1).is_err(), "null is not a buffer");
        assert_eq!(memory.space_of_llvm(3), Err(MemoryError::UnknownAddressSpace { llvm_number: 3 }));
    }

    #[test]
    fn tagged_addresses_name_their_space_and_freed_buffers_stay_named() {
        let mut memory = Memory::tagged(vec![
            SpaceSpec { name: "global".into(), llvm_numbers: vec![1], storage: Storage::Buffers },
            SpaceSpec { name: "shared".into(), llvm_numbers: vec![3], storage: Storage::Fixed { capacity: 16 } },
        ]);
        let buffer = memory.allocate(0, vec![5; 8]);
        let shared = memory.fixed_address(1, 4);
        assert_eq!(memory.resolve(0, buffer), Ok(0), "generic pointers reach every space");
        assert_eq!(memory.resolve(3, shared), Ok(1));
        assert!(matches!(memory.resolve(3, buffer), Err(MemoryError::WrongSpace { .. })));
        assert!(matches!(memory.resolve(0, 0), Err(MemoryError::WrongSpace { .. })), "null is no space");
        memory.write(1, shared, &[1, 2]).unwrap();
        assert_eq!(memory.read(1, shared, 2).unwrap(), &[1, 2]);
        assert_eq!(memory.offset(0, buffer + 3), 3);
        assert_eq!(memory.buffer_index(0, buffer + 3), Some(0));
        assert_eq!(memory.free(0, buffer).unwrap(), vec![5; 8]);
        assert!(matches!(memory.read(0, buffer, 1), Err(MemoryError::Freed { .. })));
        assert!(matches!(memory.free(0, buffer), Err(MemoryError::Freed { .. })), "double free");
        memory.reset_fixed(1, 4);
        assert!(memory.check(1, shared, 1).is_err(), "the new capacity bounds the space");
        let frame = memory.allocate_reusing(0, vec![0; 4]);
        memory.release(0, frame).unwrap();
        assert!(matches!(memory.read(0, frame, 1), Err(MemoryError::Freed { .. })));
        assert_eq!(memory.allocate_reusing(0, vec![0; 2]), frame, "the released slot is reused");
        assert!(memory.check(0, frame + 2, 1).is_err(), "with the new size");
    }
}
