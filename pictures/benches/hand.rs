//! How long a picture takes, PNG encoding included: a hand of 25 and of 30 cards (three rows
//! of fans since issue 31), and a full classic table. Run with `cargo bench -p
//! canasta-pictures`; the PNG sizes (in pixels, at `PICTURE_SCALE`) are printed first.

#[path = "../tests/support/mod.rs"]
mod support;

use canasta_pictures::{hand_picture, table_picture, CardFaceLabels, PICTURE_SCALE};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

fn pictures(c: &mut Criterion) {
    let labels = CardFaceLabels::english();
    let hands = [(25, support::hand_of(25)), (30, support::hand_of(30))];
    let table = support::classic_table();
    let table_labels = support::table_labels(&table);
    for (n, hand) in &hands {
        let picture = hand_picture(hand, &labels).expect("a picture");
        let (w, h) = (
            picture.layout.width as f32 * PICTURE_SCALE,
            picture.layout.height as f32 * PICTURE_SCALE,
        );
        let kb = picture.png.len() as f64 / 1024.0;
        println!("hand of {n} cards: {w} × {h} px, {kb:.1} KB");
    }
    let picture = table_picture(&table, &table_labels).expect("a picture");
    let (w, h) = (
        picture.layout.width as f32 * PICTURE_SCALE,
        picture.layout.height as f32 * PICTURE_SCALE,
    );
    let kb = picture.png.len() as f64 / 1024.0;
    println!("classic table: {w} × {h} px, {kb:.1} KB");

    for (n, hand) in &hands {
        c.bench_function(&format!("hand of {n} cards, painted and encoded"), |b| {
            b.iter(|| hand_picture(black_box(hand), &labels).expect("a picture"))
        });
    }
    c.bench_function("classic table, painted and encoded", |b| {
        b.iter(|| table_picture(black_box(&table), &table_labels).expect("a picture"))
    });
}

criterion_group!(benches, pictures);
criterion_main!(benches);
