# ”Sedan din senaste tur” överst i /hand (wording/src/render/since.rs).

since-title = Sedan din senaste tur:
since-earlier = { $turns ->
    [one] { $turns } tidigare tur (tråden har alla)
   *[other] { $turns } tidigare turer (tråden har alla)
}
