//! `canasta-bot reshard`: the databases of the processes as they ran, split (or joined) into
//! one database per process of a new shard count (issue 29). With `--shard-count N` and
//! `--processes P` (default N: one process per shard), process `i` runs an even, contiguous
//! range of the shards and gets `DIR/shards-<first>-<last>.db`; each server's records go to
//! the process whose range holds the server's shard, `(guild_id >> 22) % N`. The command
//! prints, per process, the settings to run it with and the counts of the check.

use anyhow::{bail, Context};
use canasta_commands::discord::Shards;
use canasta_wording::lang::Lang;
use canasta_wording::tr;
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Options of `reshard`.
#[derive(Debug, Clone, Args)]
pub struct ReshardArgs {
    /// The databases of the processes as they ran (every one of them; the bots stopped).
    #[arg(long = "from", required = true, num_args = 1..)]
    pub from: Vec<PathBuf>,
    /// The directory that receives one database per new process.
    #[arg(long)]
    pub to: PathBuf,
    /// The new shard count (`SHARD_COUNT` of every new process).
    #[arg(long)]
    pub shard_count: u32,
    /// How many processes share the shards (default: one per shard).
    #[arg(long)]
    pub processes: Option<u32>,
}

/// The ranges of `processes` processes sharing `count` shards evenly, in order.
pub fn split(count: u32, processes: u32) -> anyhow::Result<Vec<Shards>> {
    if processes == 0 || processes > count {
        bail!("--processes must be between 1 and the shard count ({count})");
    }
    (0..processes)
        .map(|i| {
            let first = u64::from(i) * u64::from(count) / u64::from(processes);
            let next = u64::from(i + 1) * u64::from(count) / u64::from(processes);
            let (first, last) = (u32::try_from(first)?, u32::try_from(next - 1)?);
            Ok(Shards::new(first, last, count)?)
        })
        .collect()
}

/// The database of the process running `shards`, in `dir`.
pub fn target_path(dir: &std::path::Path, shards: &Shards) -> PathBuf {
    dir.join(format!("shards-{}-{}.db", shards.first(), shards.last()))
}

/// Moves every server's records into its new process's database and prints the check.
pub fn command(args: &ReshardArgs) -> anyhow::Result<ExitCode> {
    let count = args.shard_count;
    if count == 0 {
        bail!("--shard-count must be at least 1");
    }
    let ranges = split(count, args.processes.unwrap_or(count))?;
    std::fs::create_dir_all(&args.to)
        .with_context(|| format!("cannot create {}", args.to.display()))?;
    let targets: Vec<PathBuf> = ranges.iter().map(|r| target_path(&args.to, r)).collect();
    let target_of = |guild: u64| {
        let shard = Shards::of_guild(guild, count);
        ranges
            .iter()
            .position(|r| (r.first()..=r.last()).contains(&shard))
            .unwrap_or(0)
    };
    let report = canasta_storage::reshard(&args.from, &targets, &target_of)
        .context("the reshard stopped; the source databases are unchanged, run it again")?;
    let trees: Vec<String> = report
        .read
        .iter()
        .map(|(t, n)| format!("{t} {n}"))
        .collect();
    println!(
        "{}",
        tr!(
            Lang::En,
            "admin-reshard-read",
            records = report.read_total(),
            databases = args.from.len(),
            trees = trees.join(", ")
        )
    );
    for (i, (range, path)) in ranges.iter().zip(&targets).enumerate() {
        println!(
            "{}: SHARDS={}-{} SHARD_COUNT={count}: {} servers, {} records placed, {} found",
            path.display(),
            range.first(),
            range.last(),
            report.servers[i],
            report.placed[i],
            report.found[i]
        );
    }
    let users = report.read.get("users").copied().unwrap_or(0);
    println!(
        "check: {} placed, {} found in {} databases ({} users' choices copied into each): \
         complete; {} written by this run",
        report.placed.iter().sum::<u64>(),
        report.found.iter().sum::<u64>(),
        targets.len(),
        users,
        report.written
    );
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn processes_share_the_shards_evenly_and_in_order() {
        let ranges = |count, processes| {
            split(count, processes)
                .unwrap()
                .iter()
                .map(|r| (r.first(), r.last()))
                .collect::<Vec<_>>()
        };
        assert_eq!(ranges(4, 4), vec![(0, 0), (1, 1), (2, 2), (3, 3)]);
        assert_eq!(ranges(16, 3), vec![(0, 4), (5, 9), (10, 15)]);
        assert_eq!(ranges(2, 1), vec![(0, 1)]);
        assert!(split(4, 5).is_err() && split(4, 0).is_err());
        let path = target_path(std::path::Path::new("/d"), &Shards::new(4, 7, 16).unwrap());
        assert_eq!(path, PathBuf::from("/d/shards-4-7.db"));
    }
}
