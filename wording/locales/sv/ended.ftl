# Ett avslutat spels /score, /table och /hand (wording/src/render/ended.rs).

ended-over = Det här spelet är slut. { $winner }
ended-abandoned = Det här spelet avbröts under giv { $deal }: så här låg det till när det avbröts.
ended-hand-over = Spelet är slut: din hand när det tog slut.
ended-hand-abandoned = Spelet avbröts: din hand när det avbröts.
