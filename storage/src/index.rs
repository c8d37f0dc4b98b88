//! The active-game indexes: per guild, per channel (or thread) and per user. An entry exists
//! exactly while its game is active, and is written in the same transaction as the game.

use crate::commit::{Delete, Put, TreeId};
use crate::format::{encode_plain, Kind, Plain};
use canasta_records::GameId;
use canasta_records::GameRecord;
use serde::{Deserialize, Serialize};

/// The value of an index entry; the key (owner id ++ game id) says everything.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct IndexEntry {}

impl Plain for IndexEntry {
    const KIND: Kind = Kind::Index;
    const FORMAT: u16 = 1;
}

/// `owner` (guild, channel or user id) ++ game id, both big-endian, so a prefix scan on the
/// owner lists its games in id order.
pub(crate) fn index_key(owner: u64, game: GameId) -> Vec<u8> {
    let mut key = Vec::with_capacity(16);
    key.extend_from_slice(&owner.to_be_bytes());
    key.extend_from_slice(&game.to_key());
    key
}

/// The game id in an index key, if the key is well formed.
pub(crate) fn game_in_key(key: &[u8]) -> Option<GameId> {
    if key.len() == 16 {
        GameId::from_key(&key[8..])
    } else {
        None
    }
}

/// Every index key of `record`.
pub(crate) fn entries(record: &GameRecord) -> Vec<Delete> {
    let mut keys = vec![
        (TreeId::ByGuild, index_key(record.guild_id, record.id)),
        (TreeId::ByChannel, index_key(record.channel_id, record.id)),
    ];
    keys.extend(
        record
            .users()
            .into_iter()
            .map(|user| (TreeId::ByUser, index_key(user, record.id))),
    );
    keys
}

/// The puts that list `record` as active.
pub(crate) fn puts(record: &GameRecord) -> Vec<Put> {
    let value = encode_plain(&IndexEntry {});
    entries(record)
        .into_iter()
        .map(|(tree, key)| (tree, key, value.clone()))
        .collect()
}
