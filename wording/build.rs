//! Compiles every Fluent file under `locales/<lang>/*.ftl` into the crate: writes
//! `$OUT_DIR/locales.rs`, a list of `(language, file, text)` that `lang::bundles` parses once.
//! A new file needs no line of Rust; a change to any of them rebuilds the crate.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    for lang in fs::read_dir(&root).expect("wording/locales exists") {
        let lang = lang.expect("a readable locales directory").path();
        if !lang.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", lang.display());
        for file in fs::read_dir(&lang).expect("a readable language directory") {
            let file = file.expect("a readable language directory").path();
            if file.extension().is_some_and(|e| e == "ftl") {
                println!("cargo:rerun-if-changed={}", file.display());
                files.push(file);
            }
        }
    }
    files.sort();
    let mut out = String::from("&[\n");
    for file in &files {
        let lang = file
            .parent()
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str())
            .expect("a language directory name");
        let name = file
            .file_stem()
            .and_then(|n| n.to_str())
            .expect("a file name");
        writeln!(
            out,
            "    ({lang:?}, {name:?}, include_str!({:?})),",
            file.display().to_string()
        )
        .expect("writing to a String");
    }
    out.push_str("]\n");
    let dest = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
