# "Since your last turn", at the top of /hand (wording/src/render/since.rs).

since-title = Since your last turn:
since-earlier = { $turns ->
    [one] { $turns } earlier turn (the thread has them all)
   *[other] { $turns } earlier turns (the thread has them all)
}
