//! Every stored record as raw bytes, for checks that something changed nothing at all (a
//! refused action leaves the database byte-identical) and for measuring what is stored.

use crate::error::Result;
use crate::store::Store;

/// One stored record: its tree, key and value, as on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawRecord {
    /// The sled tree (`games`, `log`, `idempotency`, ...).
    pub tree: String,
    /// The key.
    pub key: Vec<u8>,
    /// The value (an envelope, see the crate's stored format).
    pub value: Vec<u8>,
}

impl Store {
    /// The names of the trees holding records, sorted.
    fn record_trees(&self) -> Vec<sled::IVec> {
        let mut names: Vec<_> = self
            .db()
            .db
            .tree_names()
            .into_iter()
            .filter(|name| name.as_ref() != b"__sled__default")
            .collect();
        names.sort();
        names
    }

    /// The live bytes: keys and values of every record, without the space sled's log holds
    /// besides.
    pub fn live_bytes(&self) -> Result<u64> {
        let db = &self.db().db;
        let mut bytes = 0;
        for name in self.record_trees() {
            let tree = db.open_tree(&name).map_err(|e| self.db().io(e))?;
            for entry in tree.iter() {
                let (key, value) = entry.map_err(|e| self.db().io(e))?;
                bytes += (key.len() + value.len()) as u64;
            }
        }
        Ok(bytes)
    }

    /// Every record of every tree, in tree then key order.
    pub fn raw_records(&self) -> Result<Vec<RawRecord>> {
        let db = &self.db().db;
        let mut out = Vec::new();
        for name in self.record_trees() {
            let tree = db.open_tree(&name).map_err(|e| self.db().io(e))?;
            let tree_name = String::from_utf8_lossy(&name).into_owned();
            for entry in tree.iter() {
                let (key, value) = entry.map_err(|e| self.db().io(e))?;
                out.push(RawRecord {
                    tree: tree_name.clone(),
                    key: key.to_vec(),
                    value: value.to_vec(),
                });
            }
        }
        Ok(out)
    }
}
