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
    /// Every record of every tree, in tree then key order.
    pub fn raw_records(&self) -> Result<Vec<RawRecord>> {
        let db = &self.db().db;
        let mut names: Vec<_> = db
            .tree_names()
            .into_iter()
            .filter(|name| name.as_ref() != b"__sled__default")
            .collect();
        names.sort();
        let mut out = Vec::new();
        for name in names {
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
