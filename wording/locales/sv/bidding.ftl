# Budknapparna i Sitoumussamba (wording/src/render/bidding.rs; FI 12, 16C): det offentliga
# budinläggets pass och dubbelt, det privata valet av en nivås bud och spelförarens "Kan inte
# öppna". En nivås knapp är dess poäng (1000), ett buds knapp budet ("3 hjärter").

bidding-pass = Pass
bidding-double = Dubbla
bidding-cannot-open = Kan inte öppna

# Det privata valet när en nivå är tryckt: $points är nivåns poäng, $highest en av meningarna
# nedan.
bidding-level = Bud { $points }: vad lovar du? { $highest } (klöver < ruter < hjärter < spader < canasta < tvåcanasta)
bidding-nobody-yet = Ingen har bjudit än.
bidding-to-beat = Budet att slå: { $bid }.
