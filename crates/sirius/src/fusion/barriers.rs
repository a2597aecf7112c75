//! Barrier placement for a vertical group (SIRIUS §5.1–5.2: redundant synchronisation
//! removal and code motion), on plain data.
//!
//! Input: the fragments of one vertical group in their original (program) order and the
//! data dependences between them, each either *thread-level* (the consumer thread reads
//! only what the same thread produced: program order suffices) or *block-level* (a thread
//! reads what other threads of its block produced: a `__syncthreads()` must separate
//! them). The dependences must list every pair of fragments that touch the same memory
//! with at least one write (flow, anti and output), since fragments without one are
//! free to move. Output: an order of the fragments and the barriers between them.
//!
//! The algorithm levels the dependence DAG: a fragment's level is the largest, over its
//! producers, of the producer's level (thread-level) or the producer's level + 1
//! (block-level). Fragments are ordered by level, then by depth (the longest chain of any
//! dependences before them: inside a level, independent copies of one chain line up, the
//! GEMMs of three projections side by side, as lock-step needs them once their epilogues
//! are thread-level), then by original position, and one barrier separates consecutive
//! levels. That is code motion (independent fragments move
//! next to each other so that they share one barrier: `S1 -> P -> S2` and `S1' -> P' ->
//! S2'` become `{S1, S1'} -> P -> {S2, S2'}`) and the barrier count equals the longest chain
//! of block-level dependences, which every valid placement needs: no barrier can be
//! removed (the linear-time optimum of Darte and Schreiber for this straight-line case).
//! Invariant: every dependence's consumer comes after its producer, and a block-level
//! dependence has a barrier between them; each barrier lists the dependences it serves.
//! Sits between the fusion decision and `sirius::codegen` (it fills `VerticalGroup`).

use serde::Serialize;
use thiserror::Error;

/// A dependence between two fragments of a group (indices in original order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FragmentDependence {
    pub producer: usize,
    pub consumer: usize,
    /// Block-level: a barrier must separate them; otherwise thread-level.
    pub needs_barrier: bool,
}

/// The fragments' new order and the barriers in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GroupSchedule {
    /// Original fragment indices, in execution order.
    pub order: Vec<usize>,
    /// `barrier_before[k]`: a barrier precedes `order[k]`.
    pub barrier_before: Vec<bool>,
    /// For every barrier (in order), the block-level dependences that cross it and have
    /// no other barrier between producer and consumer: why it is needed.
    pub justifications: Vec<Vec<FragmentDependence>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ScheduleReject {
    #[error("dependence {producer} -> {consumer} names a fragment outside the group of {fragments}")]
    OutOfRange { producer: usize, consumer: usize, fragments: usize },
    #[error("dependence {producer} -> {consumer} goes against program order")]
    Backward { producer: usize, consumer: usize },
}

/// Orders the `fragments` of a group and places the fewest barriers (module doc).
pub fn schedule_group(fragments: usize, dependences: &[FragmentDependence]) -> Result<GroupSchedule, ScheduleReject> {
    for d in dependences {
        let (producer, consumer) = (d.producer, d.consumer);
        if producer >= fragments || consumer >= fragments {
            return Err(ScheduleReject::OutOfRange { producer, consumer, fragments });
        }
        if producer >= consumer {
            return Err(ScheduleReject::Backward { producer, consumer });
        }
    }
    let levels = longest_paths(fragments, dependences, |d| usize::from(d.needs_barrier));
    let depths = longest_paths(fragments, dependences, |_| 1);
    let mut order: Vec<usize> = (0..fragments).collect();
    order.sort_by_key(|&f| (levels[f], depths[f], f));
    let barrier_before: Vec<bool> =
        order.iter().enumerate().map(|(k, &f)| k > 0 && levels[order[k - 1]] < levels[f]).collect();
    let justifications = (1..=levels.iter().copied().max().unwrap_or(0))
        .map(|level| {
            let served = |d: &&FragmentDependence| {
                d.needs_barrier && levels[d.producer] + 1 == level && levels[d.consumer] == level
            };
            dependences.iter().filter(served).copied().collect()
        })
        .collect();
    Ok(GroupSchedule { order, barrier_before, justifications })
}

/// Each fragment's longest path from a fragment without producers, each dependence
/// weighing `weight` (the level: 1 for a block-level one; the depth: 1 for any):
/// dependences go forward in program order, so one pass in that order sees every
/// producer before its consumers.
fn longest_paths(
    fragments: usize,
    dependences: &[FragmentDependence],
    weight: impl Fn(&FragmentDependence) -> usize,
) -> Vec<usize> {
    let mut lengths = vec![0; fragments];
    for consumer in 0..fragments {
        lengths[consumer] = (dependences.iter())
            .filter(|d| d.consumer == consumer)
            .map(|d| lengths[d.producer] + weight(d))
            .max()
            .unwrap_or(0);
    }
    lengths
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn dep(producer: usize, consumer: usize, needs_barrier: bool) -> FragmentDependence {
        FragmentDependence { producer, consumer, needs_barrier }
    }

    #[test]
    fn independent_chains_share_barriers() {
        // S1 -> S2 (block), S1' -> S2' (block): two barriers in program order, one after.
        let schedule = schedule_group(4, &[dep(0, 1, true), dep(2, 3, true)]).unwrap();
        assert_eq!(schedule.order, vec![0, 2, 1, 3]);
        assert_eq!(schedule.barrier_before, vec![false, false, true, false]);
        assert_eq!(schedule.justifications, vec![vec![dep(0, 1, true), dep(2, 3, true)]]);
    }

    #[test]
    fn thread_level_dependences_need_no_barrier() {
        let schedule = schedule_group(3, &[dep(0, 1, false), dep(1, 2, false)]).unwrap();
        assert_eq!(schedule.order, vec![0, 1, 2]);
        assert_eq!(schedule.barrier_before, vec![false; 3]);
        assert!(schedule.justifications.is_empty());
    }

    #[test]
    fn malformed_dependences_are_rejected() {
        assert!(matches!(schedule_group(2, &[dep(1, 0, true)]), Err(ScheduleReject::Backward { .. })));
        assert!(matches!(schedule_group(2, &[dep(0, 2, true)]), Err(ScheduleReject::OutOfRange { .. })));
    }

    fn dependences(fragments: usize) -> impl Strategy<Value = Vec<FragmentDependence>> {
        proptest::collection::vec((0..fragments, 0..fragments, any::<bool>()), 0..3 * fragments).prop_map(|raw| {
            raw.into_iter().filter(|(a, b, _)| a < b).map(|(a, b, needs_barrier)| dep(a, b, needs_barrier)).collect()
        })
    }

    /// Longest chain of block-level dependences: a lower bound for any placement.
    fn longest_barrier_chain(fragments: usize, dependences: &[FragmentDependence]) -> usize {
        longest_paths(fragments, dependences, |d| usize::from(d.needs_barrier)).into_iter().max().unwrap_or(0)
    }

    proptest! {
        #[test]
        fn every_dependence_is_honoured_with_the_fewest_barriers(
            (fragments, dependences) in (1usize..10).prop_flat_map(|n| (Just(n), dependences(n)))
        ) {
            let schedule = schedule_group(fragments, &dependences).unwrap();
            let mut position = vec![0; fragments];
            for (k, &f) in schedule.order.iter().enumerate() {
                position[f] = k;
            }
            for d in &dependences {
                let (from, to) = (position[d.producer], position[d.consumer]);
                prop_assert!(from < to, "{d:?} reordered");
                let barrier_between = schedule.barrier_before[from + 1..=to].iter().any(|&b| b);
                prop_assert!(!d.needs_barrier || barrier_between, "{d:?} lost its barrier");
            }
            let barriers = schedule.barrier_before.iter().filter(|&&b| b).count();
            prop_assert_eq!(barriers, longest_barrier_chain(fragments, &dependences));
            prop_assert_eq!(schedule.justifications.len(), barriers);
            prop_assert!(schedule.justifications.iter().all(|served| !served.is_empty()));
        }
    }
}
