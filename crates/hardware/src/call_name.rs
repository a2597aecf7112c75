//! How a pipe call is spelt in IR (`ascend-target.md`, data and compute calls): the plain
//! C name (`vadd`, element type half, the CCE default), a suffixed C name (`vadd_f16`,
//! `vadd_f32`), or the C++ overload real CCE code uses, Itanium-mangled
//! (`_Z4vaddPU3AS6DF16_S0_S0_hhhhhhh`), whose element type comes from its parameter
//! types. This module only reads names; `ascend::TargetDescription::resolve_call` matches
//! them against the pipe-call table.
//!
//! Invariant: nothing is guessed. A mangled name yields its identifier only for a plain
//! function name (`_Z<length><identifier>...`), and an element type only from the
//! parameter types it can read up to the first it cannot (a pointer to, or a scalar of, a
//! half, float or 16/32-bit integer type), else none.

/// The element type a call's spelling states.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElementType {
    Half,
    Float,
    Int16,
    Int32,
}

impl ElementType {
    /// The type of a C type suffix (`f16`/`half`, `f32`/`float`, `s16`, `s32`).
    pub fn of_suffix(suffix: &str) -> Option<ElementType> {
        match suffix {
            "f16" | "half" => Some(ElementType::Half),
            "f32" | "float" => Some(ElementType::Float),
            "s16" => Some(ElementType::Int16),
            "s32" => Some(ElementType::Int32),
            _ => None,
        }
    }
}

/// A mangled function name taken apart: the identifier and what the parameters say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MangledName<'a> {
    pub identifier: &'a str,
    /// The first element type a parameter states (its pointee or its own scalar type).
    pub element: Option<ElementType>,
}

impl<'a> MangledName<'a> {
    /// `_Z<length><identifier><parameter types>`, or `None` for anything else (not
    /// mangled, nested names, operators).
    pub fn parse(name: &'a str) -> Option<MangledName<'a>> {
        let rest = name.strip_prefix("_Z")?;
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        let length: usize = rest[..digits].parse().ok()?;
        let identifier = rest.get(digits..digits + length)?;
        let mut parameters = &rest[digits + length..];
        let mut element = None;
        while let (None, Some((parameter, rest))) = (element, parse_type(parameters)) {
            element = parameter.element();
            parameters = rest;
        }
        Some(MangledName { identifier, element })
    }
}

/// The identifier of a plainly mangled name (`_Z13get_block_idxv` -> `get_block_idx`), or
/// the name itself.
pub fn identifier(name: &str) -> &str {
    MangledName::parse(name).map_or(name, |mangled| mangled.identifier)
}

/// What the element-type search needs of one mangled parameter type.
enum MangledType {
    Builtin(Option<ElementType>),
    Pointer(Box<MangledType>),
    /// A back-reference (`S_`, `S0_`): a type seen before, already searched.
    Substitution,
}

impl MangledType {
    fn element(&self) -> Option<ElementType> {
        match self {
            MangledType::Builtin(element) => *element,
            MangledType::Pointer(pointee) => pointee.element(),
            MangledType::Substitution => None,
        }
    }
}

/// One type of the Itanium grammar's subset CCE prototypes use, and the rest of the text.
fn parse_type(text: &str) -> Option<(MangledType, &str)> {
    let code = text.chars().next()?;
    let rest = &text[1..];
    match code {
        'P' => parse_type(rest).map(|(pointee, rest)| (MangledType::Pointer(Box::new(pointee)), rest)),
        // const, volatile, restrict: the type follows.
        'K' | 'V' | 'r' => parse_type(rest),
        // A vendor qualifier `U<length><name>` (the address space `U3AS6`), then the type.
        'U' => {
            let digits = rest.chars().take_while(char::is_ascii_digit).count();
            let length: usize = rest[..digits].parse().ok()?;
            parse_type(rest.get(digits + length..)?)
        }
        'S' => {
            let end = rest.find('_')?;
            Some((MangledType::Substitution, &rest[end + 1..]))
        }
        'D' => {
            let (element, rest) = match rest.strip_prefix("F16_") {
                Some(rest) => (Some(ElementType::Half), rest),
                None => match rest.strip_prefix('h') {
                    Some(rest) => (Some(ElementType::Half), rest),
                    None => return None,
                },
            };
            Some((MangledType::Builtin(element), rest))
        }
        'f' => Some((MangledType::Builtin(Some(ElementType::Float)), rest)),
        's' => Some((MangledType::Builtin(Some(ElementType::Int16)), rest)),
        'i' => Some((MangledType::Builtin(Some(ElementType::Int32)), rest)),
        'v' | 'b' | 'c' | 'a' | 'h' | 't' | 'j' | 'l' | 'm' | 'x' | 'y' | 'd' | 'e' => {
            Some((MangledType::Builtin(None), rest))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cce_overloads_give_their_identifier_and_element_type() {
        let half = MangledName::parse("_Z4vaddPU3AS6DF16_S0_S0_hhhhhhh").unwrap();
        assert_eq!(half, MangledName { identifier: "vadd", element: Some(ElementType::Half) });
        let float = MangledName::parse("_Z4vaddPU3AS6fS0_S0_hhhhhhh").unwrap();
        assert_eq!(float.element, Some(ElementType::Float));
        // A scalar operand after a substitution: `vadds(dst, src, half, ...)` in `Dh` form.
        let scalar = MangledName::parse("_Z5vaddsPU3AS6DhS0_Dhhhhhh").unwrap();
        assert_eq!((scalar.identifier, scalar.element), ("vadds", Some(ElementType::Half)));
        // Copies move bytes: void pointers and integers state no element type.
        let copy = MangledName::parse("_Z15copy_gm_to_ubufPU3AS6vPU3AS1vhtttt").unwrap();
        assert_eq!((copy.identifier, copy.element), ("copy_gm_to_ubuf", None));
        assert_eq!(identifier("_Z13get_block_idxv"), "get_block_idx");
    }

    #[test]
    fn anything_else_is_not_taken_apart() {
        assert_eq!(MangledName::parse("vadd_f16"), None);
        assert_eq!(MangledName::parse("_ZN3foo3barEv"), None, "nested names are not pipe calls");
        assert_eq!(MangledName::parse("_Z4vad"), None, "identifier longer than the name");
        assert_eq!(identifier("vadd"), "vadd");
        let unreadable = MangledName::parse("_Z4vaddPU3AS6Qf").unwrap();
        assert_eq!(unreadable, MangledName { identifier: "vadd", element: None }, "no reading past an unknown code");
        assert_eq!(ElementType::of_suffix("f32"), Some(ElementType::Float));
        assert_eq!(ElementType::of_suffix("q7"), None);
    }
}
