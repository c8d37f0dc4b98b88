//! Golden pictures: each fixture is painted and compared with its PNG in `tests/golden/`,
//! pixel by pixel with a tolerance (anti-aliasing may differ by a shade between machines).
//! `BLESS_PICTURES=1 cargo test -p canasta-pictures --test golden` writes them anew; look at
//! them before committing.

mod support;

use canasta_pictures::{hand_picture, table_picture, CardFaceLabels, Picture, TableLabels};
use std::path::PathBuf;

/// A channel may differ by this much and the pixel still counts as the same.
const CHANNEL_TOLERANCE: u8 = 24;
/// At most this share of the pixels may differ by more.
const DIFFERENT_SHARE: f64 = 0.002;

fn golden_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.png"))
}

/// The size and RGB pixels of a PNG.
fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(bytes);
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut pixels = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut pixels).expect("a PNG frame");
    pixels.truncate(info.buffer_size());
    assert_eq!(info.color_type, png::ColorType::Rgb);
    (info.width, info.height, pixels)
}

fn check(name: &str, picture: &Picture) {
    let path = golden_path(name);
    if std::env::var_os("BLESS_PICTURES").is_some() {
        std::fs::write(&path, &picture.png).expect("the golden picture is written");
        return;
    }
    let golden = std::fs::read(&path).unwrap_or_else(|e| {
        panic!("{}: {e} (BLESS_PICTURES=1 writes it)", path.display());
    });
    let (w, h, want) = decode(&golden);
    let (gw, gh, got) = decode(&picture.png);
    assert_eq!((gw, gh), (w, h), "{name}: the size changed");
    // Drawn at PICTURE_SCALE pixels a layout unit (issue 31).
    let scaled = |units: u32| (units as f32 * canasta_pictures::PICTURE_SCALE).round() as u32;
    assert_eq!(
        (scaled(picture.layout.width), scaled(picture.layout.height)),
        (w, h)
    );
    let different = want
        .chunks(3)
        .zip(got.chunks(3))
        .filter(|(a, b)| {
            a.iter()
                .zip(*b)
                .any(|(x, y)| x.abs_diff(*y) > CHANNEL_TOLERANCE)
        })
        .count();
    let share = different as f64 / f64::from(w * h);
    assert!(
        share <= DIFFERENT_SHARE,
        "{name}: {different} pixels of {} differ (BLESS_PICTURES=1 rewrites the golden)",
        w * h
    );
}

#[test]
fn a_short_hand_with_every_kind_of_face() {
    let picture = hand_picture(&support::small_hand(), &CardFaceLabels::english()).unwrap();
    check("hand_small", &picture);
}

#[test]
fn a_hand_of_27_cards() {
    let picture = hand_picture(&support::hand_of(27), &CardFaceLabels::english()).unwrap();
    check("hand_27", &picture);
}

#[test]
fn a_hand_of_64_cards_in_rows_of_ten() {
    let picture = hand_picture(&support::hand_of(64), &CardFaceLabels::english()).unwrap();
    check("hand_64", &picture);
}

#[test]
fn a_hand_with_other_letters() {
    let mut ranks = canasta_engine::Rank::SUITED.map(|r| r.code().to_string());
    ranks[9] = "S".into();
    ranks[10] = "R".into();
    ranks[11] = "K".into();
    let finnish = CardFaceLabels::new(ranks, "JOKERI");
    let picture = hand_picture(&support::small_hand(), &finnish).unwrap();
    check("hand_small_other_letters", &picture);
}

#[test]
fn a_classic_table() {
    let view = support::classic_table();
    let picture = table_picture(&view, &support::table_labels(&view)).unwrap();
    check("table_classic", &picture);
}

#[test]
fn a_samba_table() {
    let view = support::samba_table();
    let picture = table_picture(&view, &support::table_labels(&view)).unwrap();
    check("table_samba", &picture);
}

/// The words are the caller's: plain ones, from the view alone.
#[test]
fn a_table_with_plain_words() {
    let view = support::classic_table();
    let picture = table_picture(&view, &TableLabels::plain(&view)).unwrap();
    check("table_plain_words", &picture);
}
