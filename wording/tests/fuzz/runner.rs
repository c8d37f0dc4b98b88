//! Runs a fuzz target for a number of inputs and reports how many ran and how long it took.

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use std::cell::Cell;
use std::time::Instant;

/// Inputs per target in the quick run (`cargo test`).
pub const QUICK: u32 = 3_000;
/// Inputs per target in the long run, unless `FUZZ_CASES` says otherwise.
pub const LONG: u32 = 1_000_000;

/// The number of inputs of the long run: `FUZZ_CASES`, or [`LONG`].
pub fn long_cases() -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.trim().replace('_', "").parse().ok())
        .unwrap_or(LONG)
}

/// Feeds `cases` inputs from `strategy` to `check`; a panic or a failed assertion in `check`
/// fails the test with the shrunk input. Prints the count and the time taken.
pub fn fuzz<S: Strategy>(name: &str, cases: u32, strategy: S, check: impl Fn(S::Value)) {
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 4_096,
        ..Config::default()
    });
    let ran = Cell::new(0u64);
    let start = Instant::now();
    let outcome = runner.run(&strategy, |input| {
        ran.set(ran.get() + 1);
        check(input);
        Ok::<(), TestCaseError>(())
    });
    let secs = start.elapsed().as_secs_f64();
    if let Err(e) = outcome {
        panic!("fuzz {name}: {e}");
    }
    println!(
        "fuzz {name}: {} inputs, 0 panics, {secs:.1} s ({:.0} inputs/s)",
        ran.get(),
        ran.get() as f64 / secs.max(1e-9)
    );
    assert!(ran.get() >= u64::from(cases), "every input ran");
}
