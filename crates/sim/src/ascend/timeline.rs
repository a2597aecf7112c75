//! The record of one timed run of the pipe machine, for people: a span per instruction
//! (and per stretch a pipe or the scalar unit spent blocked), an arrow per flag from the
//! set that raised it to the wait that consumed it; and its SVG picture, one lane per
//! pipe, with the instruction and the cycles of every box in its tooltip. Invariant:
//! spans and arrows are in simulated cycles and only exist when a timeline was requested
//! (recording costs a label per instruction).

use crate::ascend::error::Flag;
use svg::node::element::{Definitions, Group, Line, Marker, Path, Rectangle, Text, Title};
use svg::Document;
use syncfuse_hardware::ascend::Pipe;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpanKind {
    Compute,
    Set,
    Wait,
    Barrier,
    Blocked,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Span {
    pub pipe: Pipe,
    pub start: u64,
    pub end: u64,
    pub label: String,
    pub kind: SpanKind,
}

/// A set (on `from.0`, completing at cycle `from.1`) consumed by a wait (on `to.0`,
/// starting at cycle `to.1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub flag: Flag,
    pub from: (Pipe, u64),
    pub to: (Pipe, u64),
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timeline {
    pub spans: Vec<Span>,
    pub arrows: Vec<Arrow>,
}

const LANE_HEIGHT: f64 = 36.0;
const BOX_HEIGHT: f64 = 24.0;
const LEFT: f64 = 56.0;
const TOP: f64 = 44.0;
const WIDTH: f64 = 1600.0;
/// Never more than this many pixels per cycle (short kernels stay readable).
const MAX_SCALE: f64 = 8.0;

/// Vertical space between two lane groups (cores), for the group's name.
const GROUP_GAP: f64 = 22.0;

/// Horizontal and vertical placement of cycles and pipes (of one lane group).
struct Layout {
    scale: f64,
    /// Where the group's first lane starts.
    top: f64,
}

impl Layout {
    fn x(&self, cycle: u64) -> f64 {
        LEFT + cycle as f64 * self.scale
    }

    fn lane_top(&self, pipe: Pipe) -> f64 {
        self.top + Pipe::ALL.iter().position(|p| *p == pipe).unwrap_or(0) as f64 * LANE_HEIGHT
    }

    fn lane_middle(&self, pipe: Pipe) -> f64 {
        self.lane_top(pipe) + LANE_HEIGHT / 2.0
    }
}

/// The height of one lane group (a core's pipes) and the gap above it.
fn group_height() -> f64 {
    GROUP_GAP + LANE_HEIGHT * Pipe::ALL.len() as f64
}

impl Timeline {
    /// The timeline as an SVG document of `total_cycles` cycles.
    pub fn to_svg(&self, title: &str, total_cycles: u64) -> String {
        groups_svg(title, total_cycles, &[(String::new(), self)])
    }

    /// Adds `other`'s spans and arrows, `by` cycles later.
    pub fn append_shifted(&mut self, other: &Timeline, by: u64) {
        self.spans.extend(other.spans.iter().map(|span| Span {
            start: span.start + by,
            end: span.end + by,
            ..span.clone()
        }));
        self.arrows.extend(other.arrows.iter().map(|arrow| Arrow {
            from: (arrow.from.0, arrow.from.1 + by),
            to: (arrow.to.0, arrow.to.1 + by),
            ..*arrow
        }));
    }
}

/// Several timelines (one per core) as one SVG document: a group of pipe lanes each,
/// stacked, named, sharing the cycle axis.
pub fn groups_svg(title: &str, total_cycles: u64, groups: &[(String, &Timeline)]) -> String {
    let scale = (WIDTH / total_cycles.max(1) as f64).min(MAX_SCALE);
    let width = LEFT + total_cycles as f64 * scale + 20.0;
    let named = groups.iter().any(|(name, _)| !name.is_empty());
    let first_top = if named { TOP + GROUP_GAP } else { TOP };
    let height = first_top + group_height() * groups.len() as f64 - GROUP_GAP + 30.0;
    let heading = Text::new(format!("{title}: {total_cycles} cycles (hover a box for its instruction)"))
        .set("x", LEFT)
        .set("y", 18)
        .set("font-size", 14);
    let mut document = Document::new()
        .set("viewBox", (0, 0, width, height))
        .set("width", width)
        .set("height", height)
        .set("font-family", "sans-serif")
        .add(arrow_head())
        .add(heading);
    for (index, (name, timeline)) in groups.iter().enumerate() {
        let layout = Layout { scale, top: first_top + group_height() * index as f64 };
        if !name.is_empty() {
            document =
                document.add(Text::new(name.as_str()).set("x", 6).set("y", layout.top - 6.0).set("font-size", 13));
        }
        document = document
            .add(lanes(&layout, width))
            .add(axis(&layout, total_cycles))
            .add(timeline.spans.iter().fold(Group::new(), |group, span| group.add(span_box(&layout, span))))
            .add(timeline.arrows.iter().fold(Group::new(), |group, arrow| group.add(flag_arrow(&layout, arrow))));
    }
    document.to_string()
}

fn arrow_head() -> Definitions {
    let head = Path::new().set("d", "M0,0 L8,4 L0,8 z").set("fill", "#1f3b8c");
    let marker = Marker::new()
        .set("id", "head")
        .set("markerWidth", 8)
        .set("markerHeight", 8)
        .set("refX", 8)
        .set("refY", 4)
        .set("orient", "auto")
        .add(head);
    Definitions::new().add(marker)
}

fn lanes(layout: &Layout, width: f64) -> Group {
    Pipe::ALL.iter().enumerate().fold(Group::new(), |group, (index, pipe)| {
        let band = Rectangle::new()
            .set("x", 0)
            .set("y", layout.lane_top(*pipe))
            .set("width", width)
            .set("height", LANE_HEIGHT)
            .set("fill", if index % 2 == 0 { "#f4f4f4" } else { "#ffffff" });
        let name = Text::new(pipe.name()).set("x", 6).set("y", layout.lane_middle(*pipe) + 5.0).set("font-size", 13);
        group.add(band).add(name)
    })
}

/// Cycle ticks at a round step (1, 2 or 5 times a power of ten), about 10 of them.
fn axis(layout: &Layout, total_cycles: u64) -> Group {
    let rough = (total_cycles.max(10) / 10) as f64;
    let power = 10f64.powf(rough.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0].iter().map(|m| m * power).find(|s| *s >= rough).unwrap_or(rough) as u64;
    let bottom = layout.top + LANE_HEIGHT * Pipe::ALL.len() as f64;
    (0..=total_cycles / step.max(1)).map(|i| i * step.max(1)).fold(Group::new(), |group, cycle| {
        let x = layout.x(cycle);
        let tick =
            Line::new().set("x1", x).set("x2", x).set("y1", layout.top).set("y2", bottom).set("stroke", "#dddddd");
        let label = Text::new(cycle.to_string())
            .set("x", x)
            .set("y", bottom + 16.0)
            .set("font-size", 10)
            .set("text-anchor", "middle");
        group.add(tick).add(label)
    })
}

fn colour(span: &Span) -> &'static str {
    match (span.kind, span.pipe) {
        (SpanKind::Blocked, _) => "#f2b8b5",
        (SpanKind::Set, _) => "#3a9d5d",
        (SpanKind::Wait, _) => "#e39b2d",
        (SpanKind::Barrier, _) => "#888888",
        (SpanKind::Compute, Pipe::V) => "#6f8fd8",
        (SpanKind::Compute, Pipe::M) => "#a46fd8",
        (SpanKind::Compute, Pipe::Mte1) => "#4bb3b3",
        (SpanKind::Compute, Pipe::Mte2) => "#5a9bd4",
        (SpanKind::Compute, Pipe::Mte3) => "#d47f5a",
        (SpanKind::Compute, Pipe::S) => "#9a9a9a",
    }
}

/// `vadd_f16` from "`call @vadd_f16` in %11 (#5)".
fn short_name(label: &str) -> &str {
    label.split('@').nth(1).and_then(|rest| rest.split('`').next()).unwrap_or(label)
}

fn span_box(layout: &Layout, span: &Span) -> Group {
    let (x, width) = (layout.x(span.start), (layout.x(span.end) - layout.x(span.start)).max(1.0));
    let y = layout.lane_middle(span.pipe) - BOX_HEIGHT / 2.0;
    let tooltip =
        Title::new(format!("{}: cycles {}..{} ({})", span.label, span.start, span.end, span.end - span.start));
    let rectangle = Rectangle::new()
        .set("x", x)
        .set("y", y)
        .set("width", width)
        .set("height", BOX_HEIGHT)
        .set("fill", colour(span))
        .set("stroke", "#333333")
        .set("stroke-width", 0.3)
        .add(tooltip);
    let name = short_name(&span.label);
    let group = Group::new().add(rectangle);
    if span.kind != SpanKind::Compute || width < 7.0 * name.len() as f64 {
        return group;
    }
    group.add(Text::new(name).set("x", x + 3.0).set("y", y + BOX_HEIGHT / 2.0 + 4.0).set("font-size", 11))
}

fn flag_arrow(layout: &Layout, arrow: &Arrow) -> Line {
    let (from, to) = (arrow.from, arrow.to);
    Line::new()
        .set("x1", layout.x(from.1))
        .set("y1", layout.lane_middle(from.0))
        .set("x2", layout.x(to.1))
        .set("y2", layout.lane_middle(to.0))
        .set("stroke", "#1f3b8c")
        .set("stroke-width", 1.2)
        .set("marker-end", "url(#head)")
        .add(Title::new(format!("flag {} set at cycle {}, consumed at cycle {}", arrow.flag, from.1, to.1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_svg_has_a_lane_per_pipe_a_box_per_span_and_an_arrow_per_flag() {
        let flag = Flag { setter: Pipe::Mte2, waiter: Pipe::V, event: 0 };
        let timeline = Timeline {
            spans: vec![
                Span {
                    pipe: Pipe::Mte2,
                    start: 0,
                    end: 100,
                    label: "`call @copy_gm_to_ubuf` in entry (#1)".into(),
                    kind: SpanKind::Compute,
                },
                Span { pipe: Pipe::V, start: 0, end: 101, label: "blocked".into(), kind: SpanKind::Blocked },
            ],
            arrows: vec![Arrow { flag, from: (Pipe::Mte2, 101), to: (Pipe::V, 101) }],
        };
        let svg = timeline.to_svg("@k", 120);
        for pipe in Pipe::ALL {
            assert!(svg.contains(&format!(">\n{}\n</text>", pipe.name())), "lane {pipe} missing:\n{svg}");
        }
        assert_eq!(svg.matches("<rect").count(), Pipe::ALL.len() + 2);
        assert!(svg.contains(">\ncopy_gm_to_ubuf\n</text>"), "wide boxes are labelled");
        assert!(svg.contains("flag MTE2-&gt;V #0 set at cycle 101"));
        assert_eq!(svg.matches("marker-end").count(), 1);
        assert_eq!(short_name("`call @vadd_f16` in %11 (#5)"), "vadd_f16");
    }
}
