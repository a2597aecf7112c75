//! The integer points of a bounded ISL set, listed: `isl_set_foreach_point`, which
//! `isl-rs` does not bind, declared here (libisl is linked by `isl-rs`), behind
//! `query::IslSet::points`: where a relation on constant grids becomes a table (tile-sync's
//! wait tables). Invariant: the callback never unwinds across the C boundary and frees
//! every point ISL hands it.

use isl_rs::{DimType, LibISLError, Point, Set};
use std::os::raw::{c_int, c_void};

/// `isl_stat_ok` / `isl_stat_error`.
const ISL_STAT_OK: c_int = 0;
const ISL_STAT_ERROR: c_int = -1;

extern "C" {
    fn isl_set_foreach_point(
        set: usize,
        callback: extern "C" fn(point: usize, user: *mut c_void) -> c_int,
        user: *mut c_void,
    ) -> c_int;
}

/// What the callback fills: the coordinates of each point, or the first error.
struct Collected {
    dimensions: i32,
    limit: usize,
    points: Vec<Vec<i64>>,
    error: Option<LibISLError>,
}

extern "C" fn collect(point: usize, user: *mut c_void) -> c_int {
    // SAFETY: `user` is the `Collected` that `points` passes, alive for the whole call;
    // the point is ISL's to us (`__isl_take`), so the wrapper frees it.
    let collected = unsafe { &mut *(user as *mut Collected) };
    let point = Point { ptr: point, should_free_on_drop: true };
    if collected.points.len() >= collected.limit {
        return ISL_STAT_ERROR;
    }
    let coordinates: Result<Vec<i64>, LibISLError> =
        (0..collected.dimensions).map(|dim| point.get_coordinate_val(DimType::Set, dim)?.get_num_si()).collect();
    match coordinates {
        Ok(coordinates) => {
            collected.points.push(coordinates);
            ISL_STAT_OK
        }
        Err(error) => {
            collected.error = Some(error);
            ISL_STAT_ERROR
        }
    }
}

/// Every point of `set` (bounded, no parameters), in ISL's order; `None` when it has more
/// than `limit`.
pub(crate) fn points(set: &Set, limit: usize) -> Result<Option<Vec<Vec<i64>>>, LibISLError> {
    let dimensions = set.dim(DimType::Set)?;
    let mut collected = Collected { dimensions, limit, points: Vec::new(), error: None };
    // SAFETY: `set` is a live ISL set kept by the caller (`__isl_keep`); the callback
    // matches ISL's signature and `collected` outlives the call.
    let status = unsafe { isl_set_foreach_point(set.ptr, collect, &mut collected as *mut Collected as *mut c_void) };
    if let Some(error) = collected.error {
        return Err(error);
    }
    if status != ISL_STAT_OK {
        return Ok(None);
    }
    Ok(Some(collected.points))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isl::with_context;

    #[test]
    fn lists_every_point_and_stops_at_the_limit() {
        let listed = with_context(|ctx| {
            let set = Set::read_from_str(ctx, "{ [i, j] : 0 <= i < 3 and i <= j < 3 }")?;
            Ok((points(&set, 100)?, points(&set, 2)?))
        })
        .unwrap();
        let mut all = listed.0.unwrap();
        all.sort();
        assert_eq!(all, vec![vec![0, 0], vec![0, 1], vec![0, 2], vec![1, 1], vec![1, 2], vec![2, 2]]);
        assert_eq!(listed.1, None);
    }
}
