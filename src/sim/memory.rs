//! The simulated memories: one byte array per address space, bounds-checked on every
//! access. A machine model describes its spaces (`SpaceSpec`): a *fixed* space is one
//! zero-initialised array of a given capacity addressed from 0 (an on-chip buffer); a
//! *buffers* space holds separately allocated buffers (global memory: one per pointer
//! argument), each at its own base address `(index + 1) << BUFFER_ADDRESS_BITS`, so a
//! pointer names its buffer and an access cannot silently run from one buffer into the
//! next. Invariant: every byte read or written lies inside one fixed space's capacity or
//! inside one allocated buffer; anything else is a `MemoryError`, never a wrap or a panic.
//! Used by `sim::interpreter` (scalar loads/stores) and the machine models (data effects).

use std::fmt;

/// Bits of a buffers-space address that are the offset inside a buffer (4 GiB buffers).
pub const BUFFER_ADDRESS_BITS: u32 = 32;

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
    OutOfCapacity { space: String, address: u64, length: u64, capacity: u64 },
    OutsideBuffers { space: String, address: u64, length: u64 },
    UnknownAddressSpace { llvm_number: u32 },
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
        }
    }
}

struct Space {
    spec: SpaceSpec,
    /// Fixed: the single array. Buffers: one array per allocation.
    arrays: Vec<Vec<u8>>,
}

/// All memories of one simulated machine.
pub struct Memory {
    spaces: Vec<Space>,
    by_llvm_number: Vec<Option<SpaceId>>,
}

impl Memory {
    pub fn new(specs: Vec<SpaceSpec>) -> Memory {
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
                Space { spec, arrays }
            })
            .collect();
        Memory { spaces, by_llvm_number }
    }

    /// The space an LLVM address-space number denotes.
    pub fn space_of_llvm(&self, llvm_number: u32) -> Result<SpaceId, MemoryError> {
        self.by_llvm_number
            .get(llvm_number as usize)
            .copied()
            .flatten()
            .ok_or(MemoryError::UnknownAddressSpace { llvm_number })
    }

    pub fn space_name(&self, space: SpaceId) -> &str {
        &self.spaces[space].spec.name
    }

    /// Adds a buffer to a buffers space; returns its base address.
    pub fn allocate(&mut self, space: SpaceId, bytes: Vec<u8>) -> u64 {
        assert!(matches!(self.spaces[space].spec.storage, Storage::Buffers), "allocate in a fixed space");
        let arrays = &mut self.spaces[space].arrays;
        arrays.push(bytes);
        (arrays.len() as u64) << BUFFER_ADDRESS_BITS
    }

    /// The buffers allocated in a buffers space, in allocation order.
    pub fn buffers(&self, space: SpaceId) -> &[Vec<u8>] {
        &self.spaces[space].arrays
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

    /// (array index, offset in it) of a checked range.
    fn locate(&self, space: SpaceId, address: u64, length: u64) -> Result<(usize, usize), MemoryError> {
        let Space { spec, arrays } = &self.spaces[space];
        let name = || spec.name.clone();
        match spec.storage {
            Storage::Fixed { capacity } => match address.checked_add(length) {
                Some(end) if end <= capacity => Ok((0, address as usize)),
                _ => Err(MemoryError::OutOfCapacity { space: name(), address, length, capacity }),
            },
            Storage::Buffers => {
                let outside = || MemoryError::OutsideBuffers { space: name(), address, length };
                let index = (address >> BUFFER_ADDRESS_BITS).checked_sub(1).ok_or_else(outside)?;
                let offset = address & ((1 << BUFFER_ADDRESS_BITS) - 1);
                let buffer = arrays.get(index as usize).ok_or_else(outside)?;
                match offset.checked_add(length) {
                    Some(end) if end <= buffer.len() as u64 => Ok((index as usize, offset as usize)),
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
}
