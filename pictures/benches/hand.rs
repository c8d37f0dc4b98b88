//! How long a picture takes, PNG encoding included: a hand of 25 and of 30 cards (three rows
//! of fans since issue 31), a full classic table and a Samba table (narrow portraits with
//! names, scores and canasta stacks since issue 31). Run with `cargo bench -p
//! canasta-pictures`; the PNG sizes (in pixels, at `PICTURE_SCALE`) are printed first.

#[path = "../tests/support/mod.rs"]
mod support;

use canasta_pictures::{hand_picture, table_picture, CardFaceLabels, Picture, PICTURE_SCALE};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

/// Prints `picture`'s size in pixels and bytes.
fn print_size(name: &str, picture: &Picture) {
    let (w, h) = (
        picture.layout.width as f32 * PICTURE_SCALE,
        picture.layout.height as f32 * PICTURE_SCALE,
    );
    let kb = picture.png.len() as f64 / 1024.0;
    println!("{name}: {w} × {h} px, {kb:.1} KB");
}

fn pictures(c: &mut Criterion) {
    let labels = CardFaceLabels::english();
    let hands = [(25, support::hand_of(25)), (30, support::hand_of(30))];
    let tables = [
        ("classic table", support::classic_table()),
        ("samba table", support::samba_table()),
    ];
    for (n, hand) in &hands {
        let picture = hand_picture(hand, &labels).expect("a picture");
        print_size(&format!("hand of {n} cards"), &picture);
    }
    for (name, view) in &tables {
        let picture = table_picture(view, &support::table_labels(view)).expect("a picture");
        print_size(name, &picture);
    }

    for (n, hand) in &hands {
        c.bench_function(&format!("hand of {n} cards, painted and encoded"), |b| {
            b.iter(|| hand_picture(black_box(hand), &labels).expect("a picture"))
        });
    }
    for (name, view) in &tables {
        let words = support::table_labels(view);
        c.bench_function(&format!("{name}, painted and encoded"), |b| {
            b.iter(|| table_picture(black_box(view), &words).expect("a picture"))
        });
    }
}

criterion_group!(benches, pictures);
criterion_main!(benches);
