//! ISL relation texts built from parts: a `Relation` is a union of pieces, each a `Tuple`
//! (a set) or a pair of tuples (a map) under a `Condition`; rendered (`Display`) it is the
//! text `query::IslQuery` reads, `[params] -> { S[i, j] -> T[k] : .. ; .. }`. The crates
//! above `poly` build ISL text only here; affine constraints come in as the text
//! `affine` renders (`Condition::constraint`).
//!
//! Invariants: the rendering is deterministic, so equal relations give equal texts (query
//! memos key on them); every identifier that no tuple or `exists` declares and that is
//! not an ISL keyword becomes a parameter, listed sorted; a condition with no constraint
//! is left out of its piece (`{ S[i] }`), an empty conjunction inside another condition
//! is `true` and an empty disjunction `false`.

use std::collections::BTreeSet;
use std::fmt;

/// A tuple `name[d0, d1, ..]` (`[d0, ..]` when anonymous); a dimension is a variable the
/// tuple declares, or a value (`S[3, 1, 0]`, `[x + 4y]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tuple {
    name: String,
    dims: Vec<String>,
}

impl Tuple {
    pub fn new<D: ToString>(name: impl Into<String>, dims: impl IntoIterator<Item = D>) -> Tuple {
        Tuple { name: name.into(), dims: dims.into_iter().map(|d| d.to_string()).collect() }
    }

    /// A tuple without a name: a point of an unnamed space.
    pub fn anonymous<D: ToString>(dims: impl IntoIterator<Item = D>) -> Tuple {
        Tuple::new("", dims)
    }
}

impl fmt::Display for Tuple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[{}]", self.name, self.dims.join(", "))
    }
}

/// The variables `prefix0, prefix1, ..` (`count` of them): the dimensions of a tuple.
pub fn numbered(prefix: &str, count: usize) -> Vec<String> {
    (0..count).map(|i| format!("{prefix}{i}")).collect()
}

/// A condition on the variables of a relation's tuples and its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Condition {
    /// One affine constraint, as written (`0 <= x < 4`, `a = 2i + 1`).
    Constraint(String),
    /// Every condition holds (`true` when there is none).
    All(Vec<Condition>),
    /// Some condition holds (`false` when there is none).
    Any(Vec<Condition>),
    /// For some values of `hidden`, `body` holds (a group in parentheses when nothing is
    /// hidden).
    Exists { hidden: Vec<String>, body: Box<Condition> },
}

impl Condition {
    /// The condition that always holds.
    pub const TRUE: Condition = Condition::All(Vec::new());

    /// An affine constraint already written as ISL text (what `affine` renders).
    pub fn constraint(text: impl Into<String>) -> Condition {
        Condition::Constraint(text.into())
    }

    /// `left = right`.
    pub fn equal(left: impl fmt::Display, right: impl fmt::Display) -> Condition {
        Condition::Constraint(format!("{left} = {right}"))
    }

    /// `left < right`.
    pub fn less(left: impl fmt::Display, right: impl fmt::Display) -> Condition {
        Condition::Constraint(format!("{left} < {right}"))
    }

    /// `left >= right`.
    pub fn at_least(left: impl fmt::Display, right: impl fmt::Display) -> Condition {
        Condition::Constraint(format!("{left} >= {right}"))
    }

    /// `low <= value < high`.
    pub fn within(low: impl fmt::Display, value: impl fmt::Display, high: impl fmt::Display) -> Condition {
        Condition::Constraint(format!("{low} <= {value} < {high}"))
    }

    pub fn all(conditions: impl IntoIterator<Item = Condition>) -> Condition {
        Condition::All(conditions.into_iter().collect())
    }

    pub fn any(conditions: impl IntoIterator<Item = Condition>) -> Condition {
        Condition::Any(conditions.into_iter().collect())
    }

    /// `body` for some values of the variables `hidden`.
    pub fn exists(hidden: Vec<String>, body: Condition) -> Condition {
        Condition::Exists { hidden, body: Box::new(body) }
    }

    fn is_true(&self) -> bool {
        matches!(self, Condition::All(conditions) if conditions.is_empty())
    }
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Condition::Constraint(text) => f.write_str(text),
            Condition::All(conditions) if conditions.is_empty() => f.write_str("true"),
            Condition::Any(conditions) if conditions.is_empty() => f.write_str("false"),
            Condition::All(conditions) => join(f, conditions, " and ", |c| matches!(c, Condition::Any(_))),
            Condition::Any(conditions) => join(f, conditions, " or ", |c| !matches!(c, Condition::Exists { .. })),
            Condition::Exists { hidden, body } if hidden.is_empty() => write!(f, "({body})"),
            Condition::Exists { hidden, body } => write!(f, "(exists ({} : {body}))", hidden.join(", ")),
        }
    }
}

/// `conditions` joined by `separator`, those `grouped` says in parentheses.
fn join(
    f: &mut fmt::Formatter<'_>,
    conditions: &[Condition],
    separator: &str,
    grouped: impl Fn(&Condition) -> bool,
) -> fmt::Result {
    for (index, condition) in conditions.iter().enumerate() {
        if index > 0 {
            f.write_str(separator)?;
        }
        match grouped(condition) {
            true => write!(f, "({condition})")?,
            false => write!(f, "{condition}")?,
        }
    }
    Ok(())
}

/// One piece of a relation: a set's tuple, or a map's two, under a condition.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Piece {
    domain: Tuple,
    range: Option<Tuple>,
    condition: Condition,
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.domain)?;
        if let Some(range) = &self.range {
            write!(f, " -> {range}")?;
        }
        match self.condition.is_true() {
            true => Ok(()),
            false => write!(f, " : {}", self.condition),
        }
    }
}

/// An ISL set or map: the union of its pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relation {
    pieces: Vec<Piece>,
}

impl Relation {
    /// The set of `tuple`'s points where `condition` holds.
    pub fn set(tuple: Tuple, condition: Condition) -> Relation {
        Relation { pieces: vec![Piece { domain: tuple, range: None, condition }] }
    }

    /// The map from `domain` to `range` where `condition` holds.
    pub fn map(domain: Tuple, range: Tuple, condition: Condition) -> Relation {
        Relation { pieces: vec![Piece { domain, range: Some(range), condition }] }
    }

    /// The union of `relations` (of one kind: sets or maps).
    pub fn union(relations: impl IntoIterator<Item = Relation>) -> Relation {
        Relation { pieces: relations.into_iter().flat_map(|relation| relation.pieces).collect() }
    }
}

impl fmt::Display for Relation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pieces: Vec<String> = self.pieces.iter().map(Piece::to_string).collect();
        let body = format!("{{ {} }}", pieces.join("; "));
        let parameters = parameters(&body);
        match parameters.is_empty() {
            true => f.write_str(&body),
            false => write!(f, "[{}] -> {body}", parameters.join(", ")),
        }
    }
}

/// The parameters of a relation text, sorted: every identifier that is not a tuple name,
/// a tuple dimension, an existential variable or an ISL keyword.
fn parameters(text: &str) -> Vec<String> {
    const KEYWORDS: [&str; 8] = ["exists", "and", "or", "true", "false", "not", "floor", "mod"];
    let declared: BTreeSet<String> = declared_names(text).into_iter().collect();
    let free: BTreeSet<String> = identifiers(text)
        .into_iter()
        .filter(|(token, after)| *after != Some('[') && !KEYWORDS.contains(&token.as_str()))
        .map(|(token, _)| token)
        .collect();
    free.difference(&declared).cloned().collect()
}

/// Every identifier with the character after it (spaces skipped).
fn identifiers(text: &str) -> Vec<(String, Option<char>)> {
    let chars: Vec<char> = text.chars().collect();
    let mut result = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts =
            (chars[i].is_ascii_alphabetic() || chars[i] == '_') && (i == 0 || !chars[i - 1].is_ascii_alphanumeric());
        if !starts {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
            i += 1;
        }
        let after = chars[i..].iter().find(|c| !c.is_whitespace()).copied();
        result.push((chars[start..i].iter().collect(), after));
    }
    result
}

/// Names declared by tuples `T[x, y]` and `exists (x, y :` in an ISL text.
fn declared_names(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find(['[', '(']) {
        let is_exists = rest[..open].trim_end().ends_with("exists");
        let is_tuple = rest[open..].starts_with('[');
        let close = if is_tuple { rest[open..].find(']') } else { rest[open..].find(':') };
        if (is_tuple || is_exists) && close.is_some() {
            let list = &rest[open + 1..open + close.unwrap_or(0)];
            names.extend(list.split(',').map(|n| n.trim().to_string()).filter(|n| !n.is_empty()));
        }
        rest = &rest[open + 1..];
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_the_undeclared_names() {
        let hidden = vec!["tid_x".to_string(), "k_it_b2".to_string()];
        let body = Condition::all([
            Condition::within(0, "tid_x", "S1_ntid_x"),
            Condition::equal("a", "host_arg0 + k_it_b2 + h_it_b3"),
        ]);
        let relation = Relation::map(
            Tuple::new("S1", ["h_it_b3", "ctaid_x"]),
            Tuple::new("buf", ["a"]),
            Condition::any([Condition::exists(hidden, body)]),
        );
        let text = "{ S1[h_it_b3, ctaid_x] -> buf[a] : (exists (tid_x, k_it_b2 : 0 <= tid_x < S1_ntid_x and a = host_arg0 + k_it_b2 + h_it_b3)) }";
        assert_eq!(relation.to_string(), format!("[S1_ntid_x, host_arg0] -> {text}"));
        let closed =
            Relation::map(Tuple::new("S", Vec::<String>::new()), Tuple::new("b", ["a"]), Condition::at_least("a", 0));
        assert_eq!(closed.to_string(), "{ S[] -> b[a] : a >= 0 }");
    }

    #[test]
    fn conditions_group_as_isl_reads_them() {
        let order = Condition::any([
            Condition::all([Condition::less("p0", "t0")]),
            Condition::all([Condition::equal("p0", "t0"), Condition::less("p1", "t1")]),
            Condition::TRUE,
        ]);
        assert_eq!(order.to_string(), "(p0 < t0) or (p0 = t0 and p1 < t1) or (true)");
        let outside = Condition::all([Condition::at_least("i", 0), Condition::any([Condition::less("c", 0)])]);
        assert_eq!(outside.to_string(), "i >= 0 and ((c < 0))");
        assert_eq!(Condition::any([]).to_string(), "false");
        assert_eq!(Relation::set(Tuple::new("S", numbered("h", 2)), Condition::TRUE).to_string(), "{ S[h0, h1] }");
    }

    #[test]
    fn a_union_lists_its_pieces_and_values_are_not_parameters() {
        let pair = |c: [u32; 3], p: [u32; 3]| Relation::map(Tuple::new("T", c), Tuple::new("S", p), Condition::TRUE);
        let union = Relation::union([pair([0, 0, 0], [1, 0, 0]), pair([1, 0, 0], [2, 0, 0])]);
        assert_eq!(union.to_string(), "{ T[0, 0, 0] -> S[1, 0, 0]; T[1, 0, 0] -> S[2, 0, 0] }");
        let order = Relation::map(Tuple::new("S", ["x", "y"]), Tuple::anonymous(["x + 4y"]), Condition::TRUE);
        assert_eq!(order.to_string(), "{ S[x, y] -> [x + 4y] }");
    }
}
