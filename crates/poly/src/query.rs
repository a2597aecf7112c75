//! ISL queries for the program model: `query` (or `query_bounded`, with another operation
//! bound) lends an `IslQuery` on this thread's ISL context to a closure, which reads
//! relation texts (`IslQuery::map`, `IslQuery::set`: a `relation::Relation` rendered, or
//! ISL's own output read back) and combines them with the operations of `IslMap`,
//! `IslSet` and `IslPoint`. The crates above `poly` reach ISL only through here.
//!
//! Invariants: no `isl-rs` type leaves this module (the wrappers' fields are private, and
//! an `IslFailure` is only ever turned into the `IslError` its query returns); ISL objects
//! never outlive the closure that made them, since an `IslQuery` exists only inside
//! `query`; results leave as plain values or as ISL's text (parameters sorted, stable for
//! reports and FileCheck). Operations consume their receiver as ISL does (`__isl_take`);
//! `copy` where an object is used again.

use crate::isl::{with_context_bounded, IslError, ISL_MAX_OPERATIONS};
use isl_rs::{Context, DimType, LibISLError, Map, Point, Set, Val};

/// A failed ISL operation inside a query (ISL's error, or the operation bound exceeded);
/// its query returns it as an `IslError`.
#[derive(Debug)]
pub struct IslFailure(LibISLError);

impl From<LibISLError> for IslFailure {
    fn from(error: LibISLError) -> IslFailure {
        IslFailure(error)
    }
}

/// The result of one ISL operation.
pub type IslResult<T> = Result<T, IslFailure>;

/// Runs `ask` on this thread's ISL context with the default operation bound.
pub fn query<R>(ask: impl FnOnce(&IslQuery) -> IslResult<R>) -> Result<R, IslError> {
    query_bounded(ISL_MAX_OPERATIONS, ask)
}

/// `query` with another operation bound (a few queries per program, such as a pair of
/// launches' block map, may afford more than the per-dependence bound).
pub fn query_bounded<R>(operations: u64, ask: impl FnOnce(&IslQuery) -> IslResult<R>) -> Result<R, IslError> {
    with_context_bounded(operations, |context| ask(&IslQuery { context }).map_err(|failure| failure.0))
}

/// Whether the relation `inner` is contained in `outer` (map texts of one space), with
/// the operation bound of a whole-launch check (a relation against what a launch did).
pub fn relation_contains(outer: &str, inner: &str) -> Result<bool, IslError> {
    const LAUNCH_OPERATIONS: u64 = 50_000_000;
    query_bounded(LAUNCH_OPERATIONS, |q| q.map(inner)?.is_subset(&q.map(outer)?))
}

/// The context of one query: what reads relation texts into ISL objects.
pub struct IslQuery<'a> {
    context: &'a Context,
}

impl IslQuery<'_> {
    /// The map written `text` (`[params] -> { S[..] -> T[..] : .. }`).
    pub fn map(&self, text: &str) -> IslResult<IslMap> {
        Ok(IslMap(Map::read_from_str(self.context, text)?))
    }

    /// The set written `text` (`[params] -> { S[..] : .. }`).
    pub fn set(&self, text: &str) -> IslResult<IslSet> {
        Ok(IslSet(Set::read_from_str(self.context, text)?))
    }
}

/// An ISL map (a relation between two tuples), owned by the query that read it.
pub struct IslMap(Map);

/// An ISL set, owned by the query that read or derived it.
pub struct IslSet(Set);

/// One integer point of a set.
pub struct IslPoint(Point);

/// A dimension count as ISL's unsigned positions (a negative count is ISL's error value).
fn count_of(dims: i32) -> IslResult<u32> {
    u32::try_from(dims).map_err(|_| IslFailure(LibISLError::new(isl_rs::Error::Unknown, "negative dimension count")))
}

/// An integer value, `None` when ISL's value is not one (infinite or a rational).
fn integer(value: Val) -> IslResult<Option<i64>> {
    Ok(if value.is_int()? { Some(value.get_num_si()?) } else { None })
}

impl IslMap {
    pub fn copy(&self) -> IslResult<IslMap> {
        Ok(IslMap(self.0.copy()?))
    }

    /// ISL's text of the map.
    pub fn text(&self) -> IslResult<String> {
        Ok(self.0.to_str()?.to_string())
    }

    /// The number of input (domain) dimensions.
    pub fn input_dims(&self) -> IslResult<u32> {
        count_of(self.0.dim(DimType::In)?)
    }

    /// The number of output (range) dimensions.
    pub fn output_dims(&self) -> IslResult<u32> {
        count_of(self.0.dim(DimType::Out)?)
    }

    /// `self` followed by `then`: `x -> z` where `x -> y` in `self` and `y -> z` in `then`.
    pub fn apply_range(self, then: IslMap) -> IslResult<IslMap> {
        Ok(IslMap(self.0.apply_range(then.0)?))
    }

    pub fn reverse(self) -> IslResult<IslMap> {
        Ok(IslMap(self.0.reverse()?))
    }

    pub fn union(self, other: IslMap) -> IslResult<IslMap> {
        Ok(IslMap(self.0.union(other.0)?))
    }

    pub fn intersect(self, other: IslMap) -> IslResult<IslMap> {
        Ok(IslMap(self.0.intersect(other.0)?))
    }

    pub fn intersect_domain(self, domain: IslSet) -> IslResult<IslMap> {
        Ok(IslMap(self.0.intersect_domain(domain.0)?))
    }

    pub fn intersect_range(self, range: IslSet) -> IslResult<IslMap> {
        Ok(IslMap(self.0.intersect_range(range.0)?))
    }

    /// The same map with fewer, merged pieces where ISL finds them.
    pub fn coalesce(self) -> IslResult<IslMap> {
        Ok(IslMap(self.0.coalesce()?))
    }

    pub fn is_subset(&self, of: &IslMap) -> IslResult<bool> {
        Ok(self.0.is_subset(&of.0)?)
    }

    pub fn is_empty(&self) -> IslResult<bool> {
        Ok(self.0.is_empty()?)
    }

    pub fn domain(self) -> IslResult<IslSet> {
        Ok(IslSet(self.0.domain()?))
    }

    pub fn range(self) -> IslResult<IslSet> {
        Ok(IslSet(self.0.range()?))
    }

    /// The set of pairs `[x -> y]`.
    pub fn wrap(self) -> IslResult<IslSet> {
        Ok(IslSet(self.0.wrap()?))
    }

    /// Only the pairs whose input and output dimension `dim` are equal.
    pub fn equate_dim(self, dim: u32) -> IslResult<IslMap> {
        Ok(IslMap(self.0.equate(DimType::In, dim as i32, DimType::Out, dim as i32)?))
    }

    /// Only the pairs whose input dimension `dim` is below their output dimension `dim`.
    pub fn order_input_below(self, dim: u32) -> IslResult<IslMap> {
        Ok(IslMap(self.0.order_lt(DimType::In, dim as i32, DimType::Out, dim as i32)?))
    }

    /// Only the pairs whose input dimension `dim` is above their output dimension `dim`.
    pub fn order_input_above(self, dim: u32) -> IslResult<IslMap> {
        Ok(IslMap(self.0.order_gt(DimType::In, dim as i32, DimType::Out, dim as i32)?))
    }

    /// Only the pairs whose input dimension `dim` is `value`.
    pub fn fix_input(self, dim: u32, value: i32) -> IslResult<IslMap> {
        Ok(IslMap(self.0.fix_si(DimType::In, dim, value)?))
    }

    /// The map without the input dimensions `first..first + count` (existentially).
    pub fn project_out_inputs(self, first: u32, count: u32) -> IslResult<IslMap> {
        Ok(IslMap(self.0.project_out(DimType::In, first, count)?))
    }

    /// The map without the output dimensions `first..first + count` (existentially).
    pub fn project_out_outputs(self, first: u32, count: u32) -> IslResult<IslMap> {
        Ok(IslMap(self.0.project_out(DimType::Out, first, count)?))
    }

    /// The map with its input tuple named `name`.
    pub fn name_input(self, name: &str) -> IslResult<IslMap> {
        Ok(IslMap(self.0.set_tuple_name(DimType::In, name)?))
    }

    /// The map with its output tuple named `name`.
    pub fn name_output(self, name: &str) -> IslResult<IslMap> {
        Ok(IslMap(self.0.set_tuple_name(DimType::Out, name)?))
    }
}

impl IslSet {
    pub fn copy(&self) -> IslResult<IslSet> {
        Ok(IslSet(self.0.copy()?))
    }

    /// ISL's text of the set.
    pub fn text(&self) -> IslResult<String> {
        Ok(self.0.to_str()?.to_string())
    }

    /// The number of (tuple) dimensions.
    pub fn dims(&self) -> IslResult<u32> {
        count_of(self.0.dim(DimType::Set)?)
    }

    /// The number of parameters.
    pub fn parameters(&self) -> IslResult<u32> {
        count_of(self.0.dim(DimType::Param)?)
    }

    /// The image of the set under `map`.
    pub fn apply(self, map: IslMap) -> IslResult<IslSet> {
        Ok(IslSet(self.0.apply(map.0)?))
    }

    pub fn is_empty(&self) -> IslResult<bool> {
        Ok(self.0.is_empty()?)
    }

    pub fn is_equal(&self, other: &IslSet) -> IslResult<bool> {
        Ok(self.0.is_equal(&other.0)?)
    }

    pub fn is_bounded(&self) -> IslResult<bool> {
        Ok(self.0.is_bounded()?)
    }

    /// The number of points (a bounded set without parameters).
    pub fn count(&self) -> IslResult<i64> {
        Ok(self.0.count_val()?.get_num_si()?)
    }

    /// The set without the dimensions `first..first + count` (existentially).
    pub fn project_out(self, first: u32, count: u32) -> IslResult<IslSet> {
        Ok(IslSet(self.0.project_out(DimType::Set, first, count)?))
    }

    /// The lexicographically smallest point, as a set (empty if the set is).
    pub fn lexmin(self) -> IslResult<IslSet> {
        Ok(IslSet(self.0.lexmin()?))
    }

    /// The lexicographically greatest point, as a set (empty if the set is).
    pub fn lexmax(self) -> IslResult<IslSet> {
        Ok(IslSet(self.0.lexmax()?))
    }

    /// Some point of the set (a void point if it is empty).
    pub fn sample_point(self) -> IslResult<IslPoint> {
        Ok(IslPoint(self.0.sample_point()?))
    }

    /// The least value of dimension `dim` over the set and every value of its parameters;
    /// `None` when that is unbounded or not an integer.
    pub fn min_of(self, dim: u32) -> IslResult<Option<i64>> {
        integer(self.0.dim_min_val(dim as i32)?)
    }

    /// The greatest value of dimension `dim`, as `min_of`.
    pub fn max_of(self, dim: u32) -> IslResult<Option<i64>> {
        integer(self.0.dim_max_val(dim as i32)?)
    }

    /// Every point of the set (bounded, no parameters), in ISL's order; `None` when it has
    /// more than `limit`.
    pub fn points(&self, limit: usize) -> IslResult<Option<Vec<Vec<i64>>>> {
        Ok(crate::enumerate::points(&self.0, limit)?)
    }
}

impl IslPoint {
    /// The value of the point's dimension `dim`.
    pub fn coordinate(&self, dim: u32) -> IslResult<i64> {
        Ok(self.0.get_coordinate_val(DimType::Set, dim as i32)?.get_num_si()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn composes_relations_and_returns_values() {
        let answer = query(|q| {
            let producer = q.map("{ S[i] -> A[a] : 0 <= i < 4 and a = 2i }")?;
            let consumer = q.map("{ T[j] -> A[a] : 0 <= j < 8 and a = j }")?;
            let waits = consumer.apply_range(producer.reverse()?)?;
            let image = waits.copy()?.range()?;
            Ok((waits.wrap()?.count()?, image.copy()?.min_of(0)?, image.max_of(0)?))
        });
        assert_eq!(answer, Ok((4, Some(0), Some(3))));
    }

    #[test]
    fn an_unreadable_text_is_an_error_of_its_query() {
        assert!(query(|q| q.map("{ S[i] -> ")).is_err());
        // The context is usable again after an error.
        assert_eq!(query(|q| q.set("{ [x] : 0 <= x < 3 }")?.count()), Ok(3));
    }
}
