# Sitoumussamban tarjouspainikkeet (wording/src/render/bidding.rs; FI 12, 16C): julkisen
# tarjousviestin passi ja kontra, tason tarjousten yksityinen valinta ja tarjouksen voittajan
# "En voi avata". Tason painike on sen pisteet (1000), tarjouksen painike tarjous ("3 hertta").

bidding-pass = Passaa
bidding-double = Kontraa
bidding-cannot-open = En voi avata

# Yksityinen valinta tason painamisen jälkeen: $points on tason pisteet, $highest jompikumpi
# alla olevista lauseista.
bidding-level = Tarjous { $points }: mitä lupaat? { $highest } (risti < ruutu < hertta < pata < canasta < kakkoscanasta)
bidding-nobody-yet = Kukaan ei ole vielä tarjonnut.
bidding-to-beat = Ylitettävä tarjous: { $bid }.
