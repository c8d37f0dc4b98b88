# Yksityiset vastaukset pelaajan omiin siirtoihin (wording/src/render/reply.rs).

reply-already-done = Tämä tehtiin jo. Tässä kätesi sellaisena kuin se nyt on.
reply-new-in-hand = Uutta kädessäsi: { $cards }.
reply-pile-title = Avopakka
reply-pile-look-through = Saat katsoa avopakan läpi ensimmäiseen heittoosi asti: { $cards }.
reply-pile-top-only = Vain päällimmäinen kortti näytetään: avopakan saa katsoa läpi vain erän ensimmäiseen heittoosi asti.
