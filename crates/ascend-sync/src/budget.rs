//! The compile-time budget of one kernel: a wall-clock limit the pipeline checks between
//! stages and inside the stages that loop over events (`redundant`, `merge`).
//!
//! Invariant: running out never makes a result wrong, only slower. A stage that loops
//! stops early where stopping is safe (removal keeps the events it has not tried); at the
//! next stage boundary the pipeline then gives the kernel `BARRIER(ALL)` after every pipe
//! call instead (`reject::FallbackCause::OverBudget`), which needs no analysis.

use std::time::{Duration, Instant};

/// When the kernel's synchronisation started and how long it may take.
#[derive(Clone, Copy, Debug)]
pub struct TimeBudget {
    started: Instant,
    limit: Option<Duration>,
}

impl TimeBudget {
    /// A budget of `limit` from now (zero: spent at the first check).
    pub fn new(limit: Duration) -> TimeBudget {
        TimeBudget::since(Instant::now(), limit)
    }

    /// A budget of `limit` from `started` (a pass's start).
    pub fn since(started: Instant, limit: Duration) -> TimeBudget {
        TimeBudget { started, limit: Some(limit) }
    }

    /// No limit (tests and tools that want the pipeline's full result).
    pub fn unlimited() -> TimeBudget {
        TimeBudget { started: Instant::now(), limit: None }
    }

    /// Has the time run out?
    pub fn is_spent(&self) -> bool {
        self.limit.is_some_and(|limit| self.started.elapsed() >= limit)
    }

    /// The limit in milliseconds (for messages), if any.
    pub fn limit_ms(&self) -> Option<u128> {
        self.limit.map(|limit| limit.as_millis())
    }
}
