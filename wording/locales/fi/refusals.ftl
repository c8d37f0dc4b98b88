# Pöytäpalvelun kieltäytymiset: pöydän säännöt, paikat, asetukset, päättyneet pelit
# (wording/src/render/refusals.rs). Komennot (/canasta new, `/abandon`) kirjoitetaan sellaisinaan.

refusal-our-fault = Jotain meni vikaan minun päässäni; peli on tallessa. Yritä hetken päästä uudelleen.
refusal-stopping = Käynnistyn uudelleen; peli on tallessa. Yritä uudelleen minuutin päästä.
refusal-away-duration = Kerro poissaolosi kesto näin: `3 pv`, `12 t`, `1 pv 12 t` tai `1 vk` (enintään 14 päivää peliä kohden), tai `takaisin`, kun palaat.
refusal-tables-in-servers = Avaa pöytä palvelimen tekstikanavalla.
refusal-settings-in-servers = Palvelimen asetukset tehdään palvelimella.
refusal-settings-for-moderators = Vain moderaattorit (Hallitse palvelinta) voivat muuttaa asetuksia. Ilman valintoja /canasta asetukset näyttää ne.
refusal-go-out-needs-discard = Kun lopetat, nimeä myös kortti, jonka heität: `/lopeta pöytäykset: ... heitto: 9`.
refusal-rules-conflict = Nämä säännöt eivät sovi yhteen: { $reason }
refusal-house-rule-needs-auction = Valinta { $option } on sääntöihin, joissa on huudot (sitoumussamba); säännöissä { $rules } niitä ei ole, joten pöytää ei avattu. Jätä se pois tai valitse sitoumussamba.
refusal-house-rule-needs-samba-threes = Valinta { $option } on Sambaan, jossa kolmoset pysyvät kädessä; säännöissä { $rules } punaiset kolmoset nostetaan heti pöydälle, joten pöytää ei avattu. Jätä se pois tai valitse samba tai sitoumussamba.
refusal-unknown-rule-set = Sääntöjä `{ $name }` ei ole. Valitse jokin näistä: { $names }.
refusal-reminder-too-long = Muistutus odottaa enintään { $hours } tuntia (kuukauden); 0 poistaa muistutukset.
refusal-no-such-hour = Tuntia { $hour } ei ole: raportin tunti on 0–23 (UTC).
refusal-no-such-clock = Siirtokelloa { $hours } h ei ole. Valitse 8, 24 tai 72 tuntia siirtoa kohden, tai 0, jos kelloa ei käytetä.
refusal-lobby-started = Tämän pöydän peli on jo alkanut.
refusal-lobby-closed = Tämä pöytä on suljettu.
refusal-lobby-full = Kaikki paikat on jo varattu.
refusal-lobby-already-in = Sinulla on jo paikka tässä pöydässä.
refusal-lobby-not-in = Sinulla ei ole paikkaa tässä pöydässä.
refusal-lobby-host-cannot-leave = Olet pöydän avaaja: sulje pöytä { lobby-cancel }-painikkeella (tai `/hylkää`).
refusal-lobby-host-only = Vain pöydän avaaja voi tehdä sen.
refusal-lobby-not-full = { $missing ->
    [one] Yksi paikka on vielä tyhjä: odota pelaajaa tai lisää tietokonepelaaja.
   *[other] { $missing } paikkaa on vielä tyhjänä: odota pelaajia tai lisää tietokonepelaajia.
}
refusal-lobby-no-computer = Poistettavaa tietokonepelaajaa ei ole.
refusal-lobby-bad-seats = Valitse kaksi eri paikkaa, joilla kummallakin istuu pelaaja.
refusal-seat-already-seated = Sinulla on jo paikka tässä pelissä.
refusal-seat-not-offered = Sitä paikkaa ei ole tarjolla: sen pelaaja on paikalla, tai joku muu ehti ottaa sen.
refusal-seat-none-offered = Tämän pelin paikkoja ei ole nyt tarjolla.
refusal-seat-not-yours = Sinulla ei ole täällä paikkaa, jolle palata.
refusal-seat-not-away = Olet jo paikallasi.
refusal-no-game-here = Täällä ei ole peliä. Käytä tätä komentoa pelin ketjussa, tai avaa pöytä komennolla `/canasta uusi`.
refusal-not-a-player = Et pelaa tässä pelissä.
refusal-still-playing = Tätä peliä pelataan vielä.
refusal-host-or-moderator = Vain pöydän avaaja tai moderaattori voi tehdä sen.
refusal-game-over = Tämä peli on päättynyt.
refusal-game-stopped = Tämä peli keskeytettiin.
refusal-no-threads-here = Pöytä pelataan ketjussa, eikä Discordissa ole ketjuja täällä (puhekanavan keskustelussa, lavakanavalla). Käytä komentoa /canasta uusi tekstikanavalla, tiedotekanavalla tai foorumilla tai jonkin niistä ketjussa.
refusal-missing-permissions = En voi avata pöytää tänne: minulta puuttuu tällä kanavalla { $permissions }. Moderaattori voi sallia sen kanavan käyttöoikeuksista, tai pöydän voi avata toisella kanavalla.
refusal-too-many-threads = Palvelimella on niin monta aktiivista ketjua kuin Discord sallii. Kun moderaattori on arkistoinut muutaman, avaa pöytä uudelleen.
refusal-forum-needs-tag = Tämä foorumi vaatii jokaiseen julkaisuun tunnisteen, enkä voi valita sitä puolestasi. Moderaattori voi tehdä tunnisteista vapaaehtoisia, tai pöydän voi avata toisella kanavalla.
refusal-thread-locked = Moderaattori on lukinnut tämän ketjun, joten en voi kirjoittaa tänne. Avaa uusi pöytä komennolla /canasta uusi.
permission-view-channel = Näytä kanava
permission-send-messages = Lähetä viestejä
permission-create-public-threads = Luo julkisia ketjuja
permission-send-messages-in-threads = Lähetä viestejä ketjuissa
permission-embed-links = Upota linkkejä
permission-attach-files = Liitä tiedostoja
