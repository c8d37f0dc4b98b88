//! Threads that give way: a computer player's search runs on a thread of its own at a lower
//! scheduling priority (`nice` +10 on Linux), so when the machine's cores are all busy the
//! threads that answer people (tokio's workers and the store's blocking calls) get the CPU
//! first and the search only what is left. At +10 the kernel weighs a search thread about a
//! ninth of a normal one (Linux CFS: weight 110 against 1024), so it still thinks at full
//! speed on an idle core. Elsewhere than Linux the thread runs at the normal priority.

/// How much lower than the bot's own threads a search thread runs (`nice` steps).
pub const NICENESS: i32 = 10;

/// Runs `work` on a new thread named `name` at the lower priority and returns its handle;
/// an error when the system refuses a thread.
pub fn spawn<T, F>(name: &str, work: F) -> std::io::Result<std::thread::JoinHandle<T>>
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    std::thread::Builder::new()
        .name(name.to_owned())
        .spawn(move || {
            lower_this_threads_priority();
            work()
        })
}

/// Lowers the calling thread's priority by [`NICENESS`]; a refusal is logged, not fatal
/// (the search then runs at the normal priority, as before).
#[cfg(target_os = "linux")]
fn lower_this_threads_priority() {
    // SAFETY: `gettid` has no preconditions; `setpriority` with PRIO_PROCESS and a thread id
    // changes only that thread's nice value (Linux: threads are scheduled on their own) and
    // reads no memory of ours.
    let result = unsafe {
        let thread = libc::gettid() as libc::id_t;
        let now = libc::getpriority(libc::PRIO_PROCESS, thread);
        libc::setpriority(libc::PRIO_PROCESS, thread, now.saturating_add(NICENESS))
    };
    if result != 0 {
        tracing::warn!(
            error = %std::io::Error::last_os_error(),
            "could not lower a search thread's priority; it runs at the normal one"
        );
    }
}

#[cfg(not(target_os = "linux"))]
fn lower_this_threads_priority() {}

/// This thread's nice value (Linux), for the tests.
#[cfg(all(test, target_os = "linux"))]
fn this_threads_niceness() -> i32 {
    // SAFETY: as above; `getpriority` only reads the scheduler's value for this thread.
    unsafe { libc::getpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t) }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn a_search_thread_runs_lower_than_the_thread_that_started_it() {
        let mine = this_threads_niceness();
        let theirs = spawn("think-test", this_threads_niceness)
            .expect("a thread")
            .join()
            .expect("joins");
        assert_eq!(theirs, (mine + NICENESS).min(19), "mine {mine}");
        assert_eq!(this_threads_niceness(), mine, "the caller keeps its own");
    }
}
