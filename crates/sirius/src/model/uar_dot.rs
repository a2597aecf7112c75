//! The UAR as a Graphviz picture people can read: launches, copies and synchronisations
//! with their dependence edges, host statements clustered by function and by loop, each
//! edge labelled with its kind, buffer and width and coloured by width (thread green, block
//! orange, global red, unknown red dashed, virtual grey dotted). Allocations and frees
//! with no edge are left out unless asked for (`DotOptions::unconnected`).
//!
//! Invariant: every statement with an edge is drawn, in its function's cluster, inside the
//! clusters of the loops around it, outermost first.

use crate::model::program::{HostProgram, HostStatement, StatementKind};
use crate::model::uar::{describe, Edge, EdgeKind, UnifiedGraph};
use crate::model::width::DependenceWidth;
use petgraph::graph::NodeIndex;
use petgraph::visit::EdgeRef;
use std::collections::BTreeMap;
use std::fmt::Write;

/// What the picture shows beyond the default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DotOptions {
    /// Also draw allocations and frees that have no edge.
    pub unconnected: bool,
}

/// A cluster: statements of one function at one loop depth, and the loops nested in it.
#[derive(Default)]
struct Cluster {
    statements: Vec<usize>,
    loops: BTreeMap<String, Cluster>,
}

/// The DOT text of `graph`.
pub fn to_dot(graph: &UnifiedGraph, program: &HostProgram, options: DotOptions) -> String {
    let connected: Vec<bool> =
        graph.graph.node_indices().map(|n| graph.graph.neighbors_undirected(n).next().is_some()).collect();
    let mut functions: BTreeMap<&str, Cluster> = BTreeMap::new();
    for (node, vertex) in graph.graph.node_indices().zip(graph.graph.node_weights()) {
        let statement = &program.statements[vertex.statement];
        if !connected[node.index()] && !options.unconnected && is_allocation(statement) {
            continue;
        }
        let mut cluster = functions.entry(statement.function.as_str()).or_default();
        for dimension in &statement.loops {
            cluster = cluster.loops.entry(dimension.counter.clone()).or_default();
        }
        cluster.statements.push(node.index());
    }
    let mut text = String::from("digraph uar {\n  rankdir=TB;\n  node [fontname=\"monospace\", fontsize=10];\n  edge [fontname=\"monospace\", fontsize=9];\n");
    for (index, (function, cluster)) in functions.iter().enumerate() {
        write_cluster(&mut text, &format!("f{index}"), &format!("function {function}"), cluster, graph, program, 1);
    }
    for edge in graph.graph.edge_references() {
        let (from, to) = (edge.source().index(), edge.target().index());
        let _ = writeln!(text, "  n{from} -> n{to} [{}];", edge_attributes(edge.weight()));
    }
    text.push_str("}\n");
    text
}

fn is_allocation(statement: &HostStatement) -> bool {
    matches!(statement.kind, StatementKind::Malloc { .. } | StatementKind::Free { .. })
}

fn write_cluster(
    text: &mut String,
    id: &str,
    label: &str,
    cluster: &Cluster,
    graph: &UnifiedGraph,
    program: &HostProgram,
    depth: usize,
) {
    let indent = "  ".repeat(depth);
    let _ = writeln!(text, "{indent}subgraph \"cluster_{id}\" {{\n{indent}  label={};", quoted(label));
    for &node in &cluster.statements {
        let statement = &program.statements[graph.graph[NodeIndex::new(node)].statement];
        // Launch lines are long: shape and arguments each on their own line.
        let label = format!("{}: {}", statement.name, describe(statement))
            .replacen(" grid ", "\ngrid ", 1)
            .replacen(" args ", "\nargs ", 1);
        let _ = writeln!(text, "{indent}  n{node} [label={}, {}];", quoted(&label), node_style(statement));
    }
    for (index, (counter, inner)) in cluster.loops.iter().enumerate() {
        write_cluster(text, &format!("{id}_l{index}"), &format!("loop {counter}"), inner, graph, program, depth + 1);
    }
    let _ = writeln!(text, "{indent}}}");
}

fn node_style(statement: &HostStatement) -> &'static str {
    match statement.kind {
        StatementKind::Launch(_) => "shape=box, style=\"rounded,filled\", fillcolor=\"lightblue\"",
        StatementKind::Memcpy { .. } | StatementKind::Memset { .. } => "shape=parallelogram",
        StatementKind::Synchronize => "shape=diamond",
        StatementKind::ExternalCall { .. } => "shape=octagon",
        StatementKind::Malloc { .. } | StatementKind::Free { .. } => {
            "shape=ellipse, color=\"grey50\", fontcolor=\"grey50\""
        }
    }
}

fn edge_attributes(edge: &Edge) -> String {
    let width = edge.width.as_ref().map(|w| w.width);
    let (colour, style) = match (edge.kind, width) {
        (EdgeKind::Virtual, _) => ("grey50", "dotted"),
        (EdgeKind::Unknown, _) => ("red3", "dashed"),
        (_, Some(DependenceWidth::Thread)) => ("forestgreen", "solid"),
        (_, Some(DependenceWidth::Block | DependenceWidth::Core)) => ("darkorange", "solid"),
        (_, Some(DependenceWidth::Global)) => ("red3", "solid"),
        (_, None) => ("black", "solid"),
    };
    let mut label = edge.kind.to_string();
    if let Some(buffer) = &edge.buffer {
        label.push(' ');
        label.push_str(buffer.as_str());
    }
    if let Some(width) = width {
        let _ = write!(label, " [{width}]");
    }
    format!("label={}, color=\"{colour}\", fontcolor=\"{colour}\", style={style}", quoted(&label))
}

/// A DOT string literal (line breaks as DOT's `\n`).
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n"))
}
