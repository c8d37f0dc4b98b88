//! Why no picture could be made.

/// Why no picture could be made. The bot sends its text without a picture then.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    /// Nothing to draw (a hand with no card).
    #[error("no card to draw")]
    Empty,
    /// The picture's size is not one a pixmap can have.
    #[error("a picture of {0} × {1} pixels cannot be made")]
    Size(u32, u32),
    /// The bundled font did not load.
    #[error("the card faces' font does not load")]
    Font,
    /// A shape of the card faces could not be built.
    #[error("the card faces' shapes could not be built")]
    Shape,
    /// The PNG encoder failed.
    #[error("encoding the picture: {0}")]
    Encode(#[from] png::EncodingError),
}
