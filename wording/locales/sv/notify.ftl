# /canasta notify: vart påminnelserna går (wording/src/render/notify.rs).

notify-dm = Påminnelser kommer som direktmeddelande, med en länk till spelet. Om dina direktmeddelanden är stängda för boten nämns du i spelets tråd i stället.
notify-thread = Påminnelser nämner dig i spelets tråd.
notify-off = Du får inga påminnelser. Bordet och `/mina-spel` visar fortfarande vems drag det är.
notify-per-process = Den här boten körs på flera maskiner: ditt val gäller på den här servern och de andra som samma maskin betjänar. Om påminnelser från en annan server fortfarande kommer på det gamla sättet, välj där också.
