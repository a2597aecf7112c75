//! Integer affine expressions `constant + Σ coefficient·symbol` over named symbols.
//! Invariant: symbol names are valid ISL identifiers (`[A-Za-z_][A-Za-z0-9_]*`) and no
//! term has a zero coefficient, so structural equality is semantic equality.

use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct AffineExpr {
    pub constant: i64,
    pub terms: BTreeMap<String, i64>,
}

impl AffineExpr {
    pub fn constant(value: i64) -> AffineExpr {
        AffineExpr { constant: value, terms: BTreeMap::new() }
    }

    pub fn symbol(name: impl Into<String>) -> AffineExpr {
        let mut terms = BTreeMap::new();
        terms.insert(name.into(), 1);
        AffineExpr { constant: 0, terms }
    }

    pub fn as_constant(&self) -> Option<i64> {
        self.terms.is_empty().then_some(self.constant)
    }

    pub fn add(&self, other: &AffineExpr) -> AffineExpr {
        let mut result = self.clone();
        result.constant = result.constant.wrapping_add(other.constant);
        for (name, coefficient) in &other.terms {
            let entry = result.terms.entry(name.clone()).or_insert(0);
            *entry = entry.wrapping_add(*coefficient);
        }
        result.terms.retain(|_, coefficient| *coefficient != 0);
        result
    }

    pub fn scale(&self, factor: i64) -> AffineExpr {
        if factor == 0 {
            return AffineExpr::constant(0);
        }
        AffineExpr {
            constant: self.constant.wrapping_mul(factor),
            terms: self.terms.iter().map(|(n, c)| (n.clone(), c.wrapping_mul(factor))).collect(),
        }
    }

    pub fn sub(&self, other: &AffineExpr) -> AffineExpr {
        self.add(&other.scale(-1))
    }

    /// `floor(self / divisor)` where every coefficient is a multiple of `divisor > 0` (the
    /// quotient is then affine); else `None`.
    pub fn floor_divided(&self, divisor: i64) -> Option<AffineExpr> {
        if divisor <= 0 || self.terms.values().any(|c| c % divisor != 0) {
            return None;
        }
        let terms = self.terms.iter().map(|(n, c)| (n.clone(), c / divisor)).collect();
        Some(AffineExpr { constant: self.constant.div_euclid(divisor), terms })
    }

    /// `(multiples, rest)` with `self = multiples + rest`: the terms whose coefficient is a
    /// multiple of `divisor`, and the others with the constant.
    pub fn split_multiples(&self, divisor: i64) -> (AffineExpr, AffineExpr) {
        let (multiples, others): (BTreeMap<_, _>, BTreeMap<_, _>) =
            self.terms.clone().into_iter().partition(|(_, c)| divisor != 0 && c % divisor == 0);
        (AffineExpr { constant: 0, terms: multiples }, AffineExpr { constant: self.constant, terms: others })
    }

    /// The product, when one side is a constant (otherwise it is not affine).
    pub fn mul(&self, other: &AffineExpr) -> Option<AffineExpr> {
        match (self.as_constant(), other.as_constant()) {
            (Some(c), _) => Some(other.scale(c)),
            (_, Some(c)) => Some(self.scale(c)),
            _ => None,
        }
    }

    /// Renames every symbol through `rename` (used to make two instances' loop
    /// counters distinct).
    pub fn rename(&self, rename: impl Fn(&str) -> String) -> AffineExpr {
        AffineExpr { constant: self.constant, terms: self.terms.iter().map(|(n, c)| (rename(n), *c)).collect() }
    }

    /// Replaces every symbol `replace` knows by its expression (the other symbols stay).
    pub fn substitute(&self, replace: impl Fn(&str) -> Option<AffineExpr>) -> AffineExpr {
        self.terms.iter().fold(AffineExpr::constant(self.constant), |sum, (name, coefficient)| {
            let value = replace(name).unwrap_or_else(|| AffineExpr::symbol(name.clone()));
            sum.add(&value.scale(*coefficient))
        })
    }

    pub fn symbols(&self) -> impl Iterator<Item = &str> {
        self.terms.keys().map(String::as_str)
    }

    /// Does it mention a product symbol (`product_symbol`)?
    pub fn has_products(&self) -> bool {
        self.symbols().any(|s| product_factors(s).is_some())
    }
}

/// The symbol standing for `factor * parameter`, both symbols (a row index times a
/// run-time row length, `row * cols`): what a delinearisation splits again. Such a symbol
/// is not an independent value, so it must never become an ISL parameter.
/// `argN`: the affine recogniser's symbol for the N-th argument of the function it reads
/// (immutable during one call of that function).
pub fn is_argument_symbol(name: &str) -> bool {
    name.strip_prefix("arg").is_some_and(|i| !i.is_empty() && i.bytes().all(|b| b.is_ascii_digit()))
}

pub fn product_symbol(factor: &str, parameter: &str) -> String {
    format!("prod__{factor}__{parameter}")
}

/// `(factor, parameter)` of a product symbol.
pub fn product_factors(symbol: &str) -> Option<(&str, &str)> {
    symbol.strip_prefix("prod__")?.split_once("__")
}

/// A quasi-affine quotient: the symbol `quotient` stands for `numerator / divisor`
/// (`divisor > 0`) rounded as `rounding` says: `floor` is
/// `divisor*quotient <= numerator <= divisor*quotient + divisor - 1`; rounding toward zero
/// (C's `/` on a value that may be negative) is the floor where `numerator >= 0` and the
/// ceiling elsewhere.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Division {
    pub quotient: String,
    pub numerator: AffineExpr,
    pub divisor: i64,
    pub rounding: Rounding,
}

/// How a [`Division`] rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Rounding {
    /// Toward minus infinity (masks, arithmetic shifts, divisions of non-negative values).
    Floor,
    /// Toward zero (`sdiv`/`srem` of a value that may be negative).
    TowardZero,
}

impl Division {
    /// The divisions among `divisions` that `exprs` use, directly or through other
    /// divisions' numerators, in their order in `divisions`.
    pub fn used_by<'a, 'e>(
        exprs: impl IntoIterator<Item = &'e AffineExpr>,
        divisions: &'a [Division],
    ) -> Vec<&'a Division> {
        used_closure(exprs, divisions, |d| &d.quotient, |d| vec![&d.numerator])
    }

    /// The defining constraint in ISL syntax, with the quotient and the numerator's
    /// symbols renamed by `rename`.
    pub fn isl_constraint(&self, rename: impl Fn(&str) -> String) -> String {
        self.isl_constraint_on(&rename(&self.quotient), &self.numerator.rename(|name| rename(name)))
    }

    /// The defining constraint of quotient `q` over the numerator `n` (both ISL text).
    pub fn isl_constraint_on(&self, q: &str, n: &AffineExpr) -> String {
        let d = self.divisor;
        let floor = format!("{d}*{q} <= {n} <= {d}*{q} + {}", d - 1);
        match self.rounding {
            Rounding::Floor => floor,
            Rounding::TowardZero => {
                format!("(({n} >= 0 and {floor}) or ({n} < 0 and {d}*{q} - {} <= {n} <= {d}*{q}))", d - 1)
            }
        }
    }
}

/// The items among `items` whose symbol `exprs` use, directly or through other used
/// items' operands, in their order in `items`.
fn used_closure<'a, 'e, T>(
    exprs: impl IntoIterator<Item = &'e AffineExpr>,
    items: &'a [T],
    symbol: impl Fn(&T) -> &str,
    operands: impl Fn(&'a T) -> Vec<&'a AffineExpr>,
) -> Vec<&'a T> {
    let mut symbols: Vec<String> = exprs.into_iter().flat_map(AffineExpr::symbols).map(str::to_string).collect();
    let mut used = vec![false; items.len()];
    while let Some(name) = symbols.pop() {
        if let Some(index) = items.iter().position(|item| symbol(item) == name) {
            if !std::mem::replace(&mut used[index], true) {
                symbols.extend(operands(&items[index]).into_iter().flat_map(AffineExpr::symbols).map(str::to_string));
            }
        }
    }
    items.iter().zip(used).filter(|(_, used)| *used).map(|(item, _)| item).collect()
}

/// `symbol` stands for the smallest (`Min`) or largest (`Max`) of `operands`: `smin`,
/// `smax` (and `umin`/`umax` of non-negative values), e.g. clang's tail tile
/// `min(len - off, 128)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Extremum {
    pub symbol: String,
    pub operands: Vec<AffineExpr>,
    pub kind: ExtremumKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum ExtremumKind {
    Min,
    Max,
}

impl Extremum {
    /// The defining constraint in ISL syntax (at most / at least every operand, equal to
    /// one of them), every symbol renamed by `rename`.
    pub fn isl_constraint(&self, rename: impl Fn(&str) -> String) -> String {
        let symbol = rename(&self.symbol);
        let operands: Vec<AffineExpr> = self.operands.iter().map(|o| o.rename(|n| rename(n))).collect();
        let bound = match self.kind {
            ExtremumKind::Min => "<=",
            ExtremumKind::Max => ">=",
        };
        let bounds = operands.iter().map(|o| format!("{symbol} {bound} {o}"));
        let reached = operands.iter().map(|o| format!("{symbol} = {o}")).collect::<Vec<_>>().join(" or ");
        bounds.chain(std::iter::once(format!("({reached})"))).collect::<Vec<_>>().join(" and ")
    }
}

/// `symbol` is `then` where `condition` holds and `otherwise` where it does not: a
/// `select` of two affine values under an affine condition (`c ? a : b`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Choice {
    pub symbol: String,
    pub condition: AffineCondition,
    pub then: AffineExpr,
    pub otherwise: AffineExpr,
}

impl Choice {
    /// The defining constraint in ISL syntax, every symbol renamed by `rename`.
    pub fn isl_constraint(&self, rename: impl Fn(&str) -> String) -> String {
        let renamed = |e: &AffineExpr| e.rename(|n| rename(n));
        let symbol = rename(&self.symbol);
        let (holds, fails) = (self.condition.isl(&renamed), self.condition.isl_negated(&renamed));
        let (then, otherwise) = (renamed(&self.then), renamed(&self.otherwise));
        format!("(({holds} and {symbol} = {then}) or ({fails} and {symbol} = {otherwise}))")
    }
}

/// A symbol defined from affine operands, beyond loop counters and parameters: what the
/// ISL glue makes a variable bound by its definition.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Definition {
    Quotient(Division),
    Extremum(Extremum),
    Choice(Choice),
}

impl Definition {
    pub fn symbol(&self) -> &str {
        match self {
            Definition::Quotient(division) => &division.quotient,
            Definition::Extremum(extremum) => &extremum.symbol,
            Definition::Choice(choice) => &choice.symbol,
        }
    }

    pub fn operands(&self) -> Vec<&AffineExpr> {
        match self {
            Definition::Quotient(division) => vec![&division.numerator],
            Definition::Extremum(extremum) => extremum.operands.iter().collect(),
            Definition::Choice(choice) => vec![choice.condition.expression(), &choice.then, &choice.otherwise],
        }
    }

    /// The same definition with every operand mapped by `map` (the symbol kept); `None`
    /// when `map` fails on some operand.
    pub fn map_operands(&self, map: impl Fn(&AffineExpr) -> Option<AffineExpr>) -> Option<Definition> {
        Some(match self {
            Definition::Quotient(division) => {
                Definition::Quotient(Division { numerator: map(&division.numerator)?, ..division.clone() })
            }
            Definition::Extremum(extremum) => Definition::Extremum(Extremum {
                operands: extremum.operands.iter().map(&map).collect::<Option<_>>()?,
                ..extremum.clone()
            }),
            Definition::Choice(choice) => Definition::Choice(Choice {
                condition: choice.condition.map_expression(&map)?,
                then: map(&choice.then)?,
                otherwise: map(&choice.otherwise)?,
                symbol: choice.symbol.clone(),
            }),
        })
    }

    /// The definitions among `definitions` that `exprs` use (see [`Division::used_by`]).
    pub fn used_by<'a, 'e>(
        exprs: impl IntoIterator<Item = &'e AffineExpr>,
        definitions: &'a [Definition],
    ) -> Vec<&'a Definition> {
        used_closure(exprs, definitions, Definition::symbol, Definition::operands)
    }

    /// The defining constraint in ISL syntax, every symbol renamed by `rename`.
    pub fn isl_constraint(&self, rename: impl Fn(&str) -> String) -> String {
        match self {
            Definition::Quotient(division) => division.isl_constraint(rename),
            Definition::Extremum(extremum) => extremum.isl_constraint(rename),
            Definition::Choice(choice) => choice.isl_constraint(rename),
        }
    }
}

/// The value of `expr` where every symbol is a constant: `value` gives the free symbols
/// (kernel arguments, core index, loop counters), `definitions` the defined ones (each
/// evaluated from its operands); `None` when some symbol has no value, a condition cannot
/// be decided or the arithmetic overflows. A defined symbol never refers to itself
/// (definitions are built bottom-up), so the recursion ends.
pub fn evaluate(expr: &AffineExpr, definitions: &[Definition], value: &dyn Fn(&str) -> Option<i64>) -> Option<i64> {
    expr.terms.iter().try_fold(expr.constant, |sum, (name, coefficient)| {
        let symbol = match definitions.iter().find(|d| d.symbol() == name) {
            Some(definition) => definition.evaluate(definitions, value)?,
            None => value(name)?,
        };
        sum.checked_add(coefficient.checked_mul(symbol)?)
    })
}

impl Definition {
    /// The defined symbol's value (see [`evaluate`]).
    fn evaluate(&self, definitions: &[Definition], value: &dyn Fn(&str) -> Option<i64>) -> Option<i64> {
        let of = |e: &AffineExpr| evaluate(e, definitions, value);
        match self {
            Definition::Quotient(division) => {
                let numerator = of(&division.numerator)?;
                Some(match division.rounding {
                    Rounding::Floor => numerator.div_euclid(division.divisor),
                    Rounding::TowardZero => numerator / division.divisor,
                })
            }
            Definition::Extremum(extremum) => {
                let operands = extremum.operands.iter().map(of).collect::<Option<Vec<i64>>>()?;
                match extremum.kind {
                    ExtremumKind::Min => operands.into_iter().min(),
                    ExtremumKind::Max => operands.into_iter().max(),
                }
            }
            Definition::Choice(choice) => {
                let holds = choice.condition.holds(of(choice.condition.expression())?);
                of(if holds { &choice.then } else { &choice.otherwise })
            }
        }
    }
}

impl std::fmt::Display for AffineExpr {
    /// ISL syntax, e.g. `32*arg2 + 4*it_bb3 + 64`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut first = true;
        for (name, coefficient) in &self.terms {
            // `unsigned_abs`: the magnitude of i64::MIN (`x & 0x7ffffffffffffff8` scales a
            // quotient by -2^63) does not fit i64.
            let (sign, magnitude) = (if *coefficient < 0 { "-" } else { "+" }, coefficient.unsigned_abs());
            match (first, sign) {
                (true, "-") => f.write_str("-")?,
                (true, _) => {}
                (false, _) => write!(f, " {sign} ")?,
            }
            if magnitude == 1 {
                f.write_str(name)?;
            } else {
                write!(f, "{magnitude}*{name}")?;
            }
            first = false;
        }
        match (first, self.constant) {
            (true, c) => write!(f, "{c}"),
            (false, 0) => Ok(()),
            (false, c) if c < 0 => write!(f, " - {}", c.unsigned_abs()),
            (false, c) => write!(f, " + {c}"),
        }
    }
}

/// An affine condition over symbols: a guard of a kernel access, or when a host pointer
/// alternative is taken.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum AffineCondition {
    /// `expr >= 0`
    NonNegative(AffineExpr),
    /// `expr = 0`
    Zero(AffineExpr),
    /// `expr != 0`
    NonZero(AffineExpr),
    /// `expr mod modulus = residue`, `0 <= residue < modulus`.
    Residue { expr: AffineExpr, modulus: i64, residue: i64 },
}

impl AffineCondition {
    /// ISL constraint text, the expression renamed by `rename` first.
    pub fn isl(&self, rename: &dyn Fn(&AffineExpr) -> AffineExpr) -> String {
        match self {
            AffineCondition::NonNegative(e) => format!("{} >= 0", rename(e)),
            AffineCondition::Zero(e) => format!("{} = 0", rename(e)),
            AffineCondition::NonZero(e) => format!("({0} <= -1 or {0} >= 1)", rename(e)),
            AffineCondition::Residue { expr, modulus, residue } => {
                format!("({}) mod {modulus} = {residue}", rename(expr))
            }
        }
    }

    /// ISL constraint text of the negation (see `isl`).
    pub fn isl_negated(&self, rename: &dyn Fn(&AffineExpr) -> AffineExpr) -> String {
        match self {
            AffineCondition::NonNegative(e) => format!("{} <= -1", rename(e)),
            AffineCondition::Zero(e) => AffineCondition::NonZero(e.clone()).isl(rename),
            AffineCondition::NonZero(e) => AffineCondition::Zero(e.clone()).isl(rename),
            AffineCondition::Residue { expr, modulus, residue } => {
                let remainder = format!("({}) mod {modulus}", rename(expr));
                format!("({remainder} <= {} or {remainder} >= {})", residue - 1, residue + 1)
            }
        }
    }

    /// Does the condition hold where its expression has the value `value`?
    pub fn holds(&self, value: i64) -> bool {
        match self {
            AffineCondition::NonNegative(_) => value >= 0,
            AffineCondition::Zero(_) => value == 0,
            AffineCondition::NonZero(_) => value != 0,
            AffineCondition::Residue { modulus, residue, .. } => value.rem_euclid(*modulus) == *residue,
        }
    }

    pub fn expression(&self) -> &AffineExpr {
        match self {
            AffineCondition::NonNegative(e) | AffineCondition::Zero(e) | AffineCondition::NonZero(e) => e,
            AffineCondition::Residue { expr, .. } => expr,
        }
    }

    /// The same condition on `map(expression)` (`None` when `map` fails).
    pub fn map_expression(&self, map: impl Fn(&AffineExpr) -> Option<AffineExpr>) -> Option<AffineCondition> {
        Some(match self {
            AffineCondition::NonNegative(e) => AffineCondition::NonNegative(map(e)?),
            AffineCondition::Zero(e) => AffineCondition::Zero(map(e)?),
            AffineCondition::NonZero(e) => AffineCondition::NonZero(map(e)?),
            AffineCondition::Residue { expr, modulus, residue } => {
                AffineCondition::Residue { expr: map(expr)?, modulus: *modulus, residue: *residue }
            }
        })
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn multiples_of_a_divisor_leave_a_floor() {
        let expr =
            AffineExpr::symbol("a").scale(8).add(&AffineExpr::symbol("b").scale(3)).add(&AffineExpr::constant(-5));
        let (multiples, rest) = expr.split_multiples(4);
        assert_eq!(multiples, AffineExpr::symbol("a").scale(8));
        assert_eq!(rest.to_string(), "3*b - 5");
        assert_eq!(multiples.floor_divided(4), Some(AffineExpr::symbol("a").scale(2)));
        assert_eq!(AffineExpr::constant(-5).floor_divided(4), Some(AffineExpr::constant(-2)));
        assert_eq!(rest.floor_divided(4), None);
    }
    use super::*;

    #[test]
    fn coefficients_and_constants_of_any_magnitude_print_as_isl_reads_them() {
        // 8*q1 - 2^63*q2 - 2^63, as the mask of bits 3..62 gives.
        let expr = AffineExpr::symbol("q1").scale(8).add(&AffineExpr::symbol("q2").scale(i64::MIN));
        let expr = expr.add(&AffineExpr::constant(i64::MIN));
        assert_eq!(expr.to_string(), "8*q1 - 9223372036854775808*q2 - 9223372036854775808");
        assert_eq!(AffineExpr::symbol("q2").scale(i64::MIN).to_string(), "-9223372036854775808*q2");
    }

    #[test]
    fn product_symbols_round_trip() {
        let name = product_symbol("it_b4", "arg12");
        assert_eq!(product_factors(&name), Some(("it_b4", "arg12")));
        assert_eq!(product_factors("tid_x"), None);
        assert!(AffineExpr::symbol(name).scale(4).add(&AffineExpr::symbol("tid_x")).has_products());
    }

    #[test]
    fn evaluation_goes_through_definitions() {
        // m0 = min(arg0 - 1000*it, 512), q1 = floor((4*m0 + 31) / 32)
        let tail = AffineExpr::constant(0).add(&AffineExpr::symbol("arg0")).sub(&AffineExpr::symbol("it").scale(1000));
        let minimum =
            Extremum { symbol: "m0".into(), operands: vec![tail, AffineExpr::constant(512)], kind: ExtremumKind::Min };
        let blocks = Division {
            quotient: "q1".into(),
            numerator: AffineExpr::symbol("m0").scale(4).add(&AffineExpr::constant(31)),
            divisor: 32,
            rounding: Rounding::Floor,
        };
        let definitions = [Definition::Extremum(minimum), Definition::Quotient(blocks)];
        let value = |name: &str| match name {
            "arg0" => Some(1100),
            "it" => Some(1),
            _ => None,
        };
        assert_eq!(evaluate(&AffineExpr::symbol("q1"), &definitions, &value), Some(13));
        assert_eq!(evaluate(&AffineExpr::symbol("q1").add(&AffineExpr::symbol("n")), &definitions, &value), None);
    }

    #[test]
    fn substitution_replaces_known_symbols_only() {
        // 4*(256*ctaid_x + tid_x) + 8*arg2 with arg2 := 3 + 2*it
        let expr = AffineExpr::symbol("ctaid_x").scale(1024).add(&AffineExpr::symbol("tid_x").scale(4));
        let expr = expr.add(&AffineExpr::symbol("arg2").scale(8));
        let value = AffineExpr::constant(3).add(&AffineExpr::symbol("it").scale(2));
        let substituted = expr.substitute(|name| (name == "arg2").then(|| value.clone()));
        assert_eq!(substituted.to_string(), "1024*ctaid_x + 16*it + 4*tid_x + 24");
    }
}
