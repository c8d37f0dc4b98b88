//! Counts are worded by Fluent's plural rules in every language, never "(s)" (issue 31): one
//! canasta, one heart, one record.

use canasta_engine::{Bid, Denomination, RuleError, Rules};
use canasta_wording::lang::{Args, Lang};
use canasta_wording::render::errors::rule_error_text;
use canasta_wording::render::words::bid_word;
use canasta_wording::render::Names;

fn names(lang: Lang) -> Names {
    Names::new(lang, &Rules::classic(), &["Ann", "Bob", "Cy", "Di"])
}

fn need(lang: Lang, needed: u8) -> String {
    rule_error_text(
        lang,
        &RuleError::NeedCanastaToGoOut { needed },
        &names(lang),
    )
}

#[test]
fn one_canasta_and_two_canastas() {
    assert!(
        need(Lang::En, 1).contains("needs 1 canasta first"),
        "{}",
        need(Lang::En, 1)
    );
    assert!(need(Lang::En, 2).contains("needs 2 canastas first"));
    assert!(need(Lang::Fi, 1).contains("ensin canastan"));
    assert!(need(Lang::Fi, 2).contains("ensin 2 canastaa"));
    assert!(
        need(Lang::Sv, 1).contains("först en canasta"),
        "{}",
        need(Lang::Sv, 1)
    );
    assert!(
        need(Lang::Sv, 2).contains("2 canastor"),
        "{}",
        need(Lang::Sv, 2)
    );
    for lang in Lang::ALL {
        assert!(!need(lang, 1).contains("(s)"), "{lang}");
    }
}

#[test]
fn one_heart_and_two_hearts() {
    let bid = |level| Bid::new(level, Denomination::Hearts);
    assert_eq!(bid_word(Lang::En, bid(1)), "1 heart");
    assert_eq!(bid_word(Lang::En, bid(2)), "2 hearts");
    assert_eq!(
        bid_word(Lang::En, Bid::new(1, Denomination::Clubs)),
        "1 club"
    );
    assert_eq!(bid_word(Lang::Fi, bid(1)), "1 hertta");
    assert_eq!(bid_word(Lang::Fi, bid(2)), "2 hertta");
    assert_eq!(bid_word(Lang::Sv, bid(1)), "1 hjärter");
    assert_eq!(bid_word(Lang::Sv, bid(3)), "3 hjärter");
}

#[test]
fn one_record_backed_up() {
    let backed_up = |lang: Lang, records: u64| {
        let mut args = Args::new();
        args.set("records", records);
        args.set("bytes", 2048u64);
        args.set("trees", 1u64);
        args.set("path", "b");
        lang.message("admin-backed-up", Some(&args))
    };
    assert_eq!(
        backed_up(Lang::En, 1),
        "backed up 1 record (2048 bytes, 1 tree) to b"
    );
    assert_eq!(
        backed_up(Lang::En, 2),
        "backed up 2 records (2048 bytes, 1 tree) to b"
    );
    assert!(backed_up(Lang::Fi, 1).starts_with("varmuuskopioitu 1 tietue ("));
    assert!(backed_up(Lang::Fi, 3).starts_with("varmuuskopioitu 3 tietuetta ("));
    assert!(backed_up(Lang::Sv, 1).starts_with("säkerhetskopierade 1 post ("));
    assert!(backed_up(Lang::Sv, 3).starts_with("säkerhetskopierade 3 poster ("));
}
