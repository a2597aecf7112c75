//! Host loops whose iterations are independent, plain data: the innermost host loops whose
//! body (in its function) holds only launches and host synchronisations, the launches all
//! on the same host paths, in no deeper loop, and such that no UAR data edge between them
//! relates two different iterations of the loop within one iteration of the loops around
//! it. What one iteration's launches do then depends on nothing another iteration's do, so
//! the iterations may run on streams in turn (`streams`) or all in one launch per launch
//! site (`iteration_fusion`).
//!
//! Invariant: a relation that cannot be read counts as relating iterations; a virtual
//! edge (a host synchronisation's) does not count, since both users remove or keep the
//! synchronisations themselves. Sits on `program` and `uar`; used by `streams` and
//! `iteration_fusion`.

use crate::model::program::{FunctionLabel, HostProgram, HostStatement, StatementId, StatementKind};
use crate::model::uar::{EdgeKind, UnifiedGraph};
use petgraph::graph::NodeIndex;
use std::collections::BTreeMap;
use syncfuse_poly::query::query;

/// One host loop whose iterations are independent.
#[derive(Clone, Debug, PartialEq)]
pub struct IndependentLoop {
    /// The function label of its statements.
    pub function: FunctionLabel,
    /// The loop's counter (`it_b<header block>`).
    pub counter: String,
    /// Its launches, in program order.
    pub launches: Vec<StatementId>,
    /// The host synchronisations in its body.
    pub synchronisations: Vec<StatementId>,
    /// Its trip count when it is a compile-time constant.
    pub trip_count: Option<i64>,
}

/// Every host loop of `program` whose iterations are independent, in order of function
/// and counter.
pub fn independent_loops(program: &HostProgram, uar: &UnifiedGraph) -> Vec<IndependentLoop> {
    let mut bodies: BTreeMap<(&FunctionLabel, &str), Vec<StatementId>> = BTreeMap::new();
    for (id, statement) in program.statements.iter_enumerated() {
        for dim in &statement.loops {
            bodies.entry((&statement.function, dim.counter.as_str())).or_default().push(id);
        }
    }
    bodies
        .into_iter()
        .filter_map(|((function, counter), body)| {
            let innermost = |s: &HostStatement| {
                s.loops.last().is_some_and(|dim| dim.counter == counter)
                    && s.loops.iter().all(|dim| dim.residue.is_none())
            };
            let (launches, others): (Vec<StatementId>, Vec<StatementId>) =
                body.iter().partition(|&&id| matches!(program.statements[id].kind, StatementKind::Launch(_)));
            let only_synchronisations =
                others.iter().all(|&id| matches!(program.statements[id].kind, StatementKind::Synchronize));
            let first = &program.statements[*launches.first()?];
            let together = launches.iter().all(|&id| program.statements[id].runs_with(first));
            let independent = launches.iter().all(|&a| launches.iter().all(|&b| !carried(uar, a, b)));
            let usable = body.iter().all(|&id| innermost(&program.statements[id]))
                && only_synchronisations
                && together
                && independent;
            let dim = first.loops.last().expect("a statement of the loop");
            let trip_count = dim.trip_count.as_ref().and_then(|count| count.as_constant());
            usable.then(|| IndependentLoop {
                function: function.clone(),
                counter: counter.to_string(),
                launches,
                synchronisations: others,
                trip_count,
            })
        })
        .collect()
}

/// Whether a UAR edge from launch `earlier` to launch `later` of one innermost host loop
/// (the same loops around both) orders two different iterations of that loop within one
/// iteration of the loops around it: any edge but a virtual one, unless its relation shows
/// it does not.
fn carried(uar: &UnifiedGraph, earlier: StatementId, later: StatementId) -> bool {
    let edges = uar.graph.edges_connecting(NodeIndex::new(earlier.0), NodeIndex::new(later.0));
    edges.filter(|edge| edge.weight().kind != EdgeKind::Virtual).any(|edge| {
        let relation = &edge.weight().relation;
        let across = query(|q| {
            let map = q.map(relation)?;
            let depth = map.input_dims()?;
            if depth == 0 || depth != map.output_dims()? {
                return Ok(true);
            }
            let outer = (0..depth - 1).try_fold(map, |map, d| map.equate_dim(d))?;
            let last = depth - 1;
            let before = outer.copy()?.order_input_below(last)?;
            let after = outer.order_input_above(last)?;
            Ok(!before.is_empty()? || !after.is_empty()?)
        });
        across.unwrap_or(true)
    })
}
