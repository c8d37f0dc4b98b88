# Päättyneen pelin /score, /table ja /hand (wording/src/render/ended.rs).

ended-over = Tämä peli on päättynyt. { $winner }
ended-abandoned = Tämä peli keskeytettiin erässä { $deal }: tältä tilanne näytti, kun peli keskeytyi.
ended-hand-over = Peli on päättynyt: kätesi pelin päättyessä.
ended-hand-abandoned = Peli keskeytettiin: kätesi keskeytyksen hetkellä.
