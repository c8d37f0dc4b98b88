# /canasta notify: minne muistutukset tulevat (wording/src/render/notify.rs).

notify-dm = Muistutukset tulevat yksityisviestinä, ja niissä on linkki peliin. Jos yksityisviestisi ovat botilta suljetut, sinut mainitaan sen sijaan pelin ketjussa.
notify-thread = Muistutukset mainitsevat sinut pelin ketjussa.
notify-off = Et saa muistutuksia. Pöytä ja `/pelini` näyttävät yhä, kenen vuoro on.
notify-per-process = Tämä botti toimii usealla koneella: valintasi pätee tällä palvelimella ja muilla, joita sama kone palvelee. Jos toisen palvelimen muistutukset tulevat yhä vanhaan tapaan, valitse siellä myös.
