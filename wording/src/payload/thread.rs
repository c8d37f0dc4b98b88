//! A thread's name: Discord takes at most 100 characters.

use std::fmt;

/// The longest thread name, in characters.
const MAX_THREAD_NAME: usize = 100;

/// A name Discord accepts for a new thread.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreadName(String);

impl ThreadName {
    /// `name`, cut to the limit.
    pub fn new(name: &str) -> ThreadName {
        ThreadName(name.chars().take(MAX_THREAD_NAME).collect())
    }

    /// The name.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl From<ThreadName> for String {
    fn from(name: ThreadName) -> String {
        name.0
    }
}

impl fmt::Display for ThreadName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_names_are_cut() {
        assert_eq!(
            ThreadName::new("Canasta · classic").as_str(),
            "Canasta · classic"
        );
        let long = ThreadName::new(&"é".repeat(150));
        assert_eq!(long.as_str().chars().count(), 100);
    }
}
