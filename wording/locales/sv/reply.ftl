# De privata svaren på spelarens egna drag (wording/src/render/reply.rs).

reply-already-done = Det var redan gjort. Här är din hand som den är nu.
reply-new-in-hand = Nytt på din hand: { $cards }.
reply-pile-title = Högen
reply-pile-look-through = Tills du sakar första gången får du titta igenom den: { $cards }.
reply-pile-top-only = Bara det översta kortet visas: du får titta igenom högen tills du sakar första gången i en giv.
