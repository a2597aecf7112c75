//! The one splitter of every pass's `<...>` parameters (`sirius<device=d.ll;report=r.json>`):
//! `;`-separated, trimmed, empty ones dropped, each `key=value` or a bare word. Invariant: a
//! key set twice (`mode=auto;mode=barrier-all`), or set by a bare word and by its key
//! (`strict;on-reject=warn`), is an error naming both, never "the last one wins"; only the
//! keys a pass lists as repeatable (`arg=`) may come several times. Each pass's parser then
//! gives every value its type and range. Also the compile-time budget every pass takes
//! (`budget-ms=`, `ProgramBudget` for the whole-program passes).

/// The parameters of `pass<params>` in order, or the error naming two that set one key.
/// `repeatable`: keys that may come several times; `same_key`: bare words that set a key
/// (`("strict", "on-reject")`).
pub(crate) fn pass_parameters<'a>(
    pass: &str,
    params: &'a str,
    repeatable: &[&str],
    same_key: &[(&str, &str)],
) -> Result<Vec<&'a str>, String> {
    let mut set: Vec<(&str, &str)> = Vec::new();
    let mut parameters = Vec::new();
    for param in params.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let key = param.split_once('=').map_or(param, |(key, _)| key);
        let key = same_key.iter().find(|(word, _)| *word == key).map_or(key, |&(_, key)| key);
        if !repeatable.contains(&key) {
            if let Some((_, earlier)) = set.iter().find(|(k, _)| *k == key) {
                return Err(format!("{pass}: '{earlier}' and '{param}' both set {key}"));
            }
            set.push((key, param));
        }
        parameters.push(param);
    }
    Ok(parameters)
}

/// The largest compile-time budget a pass takes (`budget-ms=`): one day.
const MAX_BUDGET_MS: u64 = 86_400_000;

/// `budget-ms=`'s value: milliseconds, 0 (the budget is spent at its first check: for
/// tests) to one day.
pub(crate) fn budget_ms(pass: &str, value: &str) -> Result<u64, String> {
    match value.parse::<u64>() {
        Ok(ms) if ms <= MAX_BUDGET_MS => Ok(ms),
        _ => Err(format!("{pass}: budget-ms '{value}' is not a number of milliseconds from 0 to {MAX_BUDGET_MS}")),
    }
}

/// The default compile-time budget of a whole-program pass (`sirius`, `streams`,
/// `tile-sync`): generous (1,000 dense launches plan in seconds), so that only a
/// pathological input reaches it.
pub const DEFAULT_PROGRAM_BUDGET_MS: u64 = 120_000;

/// The budget of a whole-program pass, checked once its analysis and plan are done (the
/// expensive part): past it the plan is dropped, the module stays as it was read, and the
/// warning says so.
pub(crate) struct ProgramBudget {
    pass: &'static str,
    budget_ms: u64,
    time: syncfuse_ascend_sync::budget::TimeBudget,
}

impl ProgramBudget {
    pub fn new(pass: &'static str, started: std::time::Instant, budget_ms: u64) -> ProgramBudget {
        let limit = std::time::Duration::from_millis(budget_ms);
        ProgramBudget { pass, budget_ms, time: syncfuse_ascend_sync::budget::TimeBudget::since(started, limit) }
    }

    /// The warning when the budget ran out by the end of `stage` (then `outcome`, what the
    /// pass does instead, happens), or `None`.
    pub fn spent(&self, stage: &str, outcome: &str) -> Option<crate::diagnostics::Diagnostic> {
        if !self.time.is_spent() {
            return None;
        }
        let message = format!(
            "the compile-time budget of {} ms ran out by the end of {stage}: {outcome} (budget-ms= raises it)",
            self.budget_ms
        );
        Some(crate::diagnostics::Diagnostic::module(crate::diagnostics::Severity::Warning, self.pass, message))
    }
}

#[cfg(test)]
mod tests {
    use super::{budget_ms, pass_parameters};

    #[test]
    fn a_key_set_twice_is_an_error_naming_both() {
        let split = |params| pass_parameters("p", params, &["arg"], &[("strict", "on-reject")]);
        assert_eq!(split(" a=1 ;; b ;arg=x;arg=y").unwrap(), vec!["a=1", "b", "arg=x", "arg=y"]);
        assert_eq!(
            split("mode=auto;mode=barrier-all").unwrap_err(),
            "p: 'mode=auto' and 'mode=barrier-all' both set mode"
        );
        assert_eq!(split("strict;on-reject=warn").unwrap_err(), "p: 'strict' and 'on-reject=warn' both set on-reject");
        assert!(split("force;force").is_err());
    }

    #[test]
    fn a_budget_is_milliseconds_up_to_a_day() {
        assert_eq!(budget_ms("p", "0"), Ok(0));
        assert_eq!(budget_ms("p", "86400000"), Ok(86_400_000));
        for bad in ["86400001", "-1", "1.5", "", "1s"] {
            assert!(budget_ms("p", bad).unwrap_err().contains("from 0 to 86400000"), "{bad}");
        }
    }
}
