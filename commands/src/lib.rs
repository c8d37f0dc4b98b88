//! Discord commands and rendering.
