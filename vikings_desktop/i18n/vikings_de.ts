<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Viking to the mainland</source>
        <translation>Wikinger auf das Festland</translation>
    </message>
    <message>
        <source>On a green cell the Viking may stand on the tile; tick this to send it to the mainland instead</source>
        <translation>Auf einem grünen Feld darf der Wikinger auf dem Plättchen stehen; hier ankreuzen, um ihn stattdessen auf das Festland zu schicken</translation>
    </message>
    <message>
        <source>Fame → gold…</source>
        <translation>Siegpunkte → Gold…</translation>
    </message>
    <message>
        <source>Exchange fame for gold 1:1 on your buying turn</source>
        <translation>Siegpunkte 1:1 gegen Gold tauschen, wenn du mit Kaufen dran bist</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Large scoring — Boatsmen.&lt;/b&gt; You have %n Boatsman(s) on the mainland. Each one ferries &lt;i&gt;one&lt;/i&gt; Viking from the mainland onto an empty tile of its own row: click a green tile. A boat tile lets one Boatsman ferry as in the base game. The Boatsman used leaves the game.</source>
        <translation>
            <numerusform>&lt;b&gt;Große Wertung – Bootsmänner.&lt;/b&gt; Du hast %n Bootsmann auf dem Festland. Er bringt &lt;i&gt;einen&lt;/i&gt; Wikinger vom Festland auf ein freies Plättchen seiner Reihe: Klicke ein grünes Plättchen. Mit einem Boot bringt ein Bootsmann Wikinger wie im Grundspiel. Der eingesetzte Bootsmann verlässt das Spiel.</numerusform>
            <numerusform>&lt;b&gt;Große Wertung – Bootsmänner.&lt;/b&gt; Du hast %n Bootsmänner auf dem Festland. Jeder bringt &lt;i&gt;einen&lt;/i&gt; Wikinger vom Festland auf ein freies Plättchen seiner Reihe: Klicke ein grünes Plättchen. Mit einem Boot bringt ein Bootsmann Wikinger wie im Grundspiel. Der eingesetzte Bootsmann verlässt das Spiel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Large scoring — Boatsmen.&lt;/b&gt; You have %n Boatsman(s) on the mainland. Each one ferries Vikings from the mainland onto empty tiles of their own rows: &lt;i&gt;all of one colour&lt;/i&gt; or &lt;i&gt;one of each colour&lt;/i&gt;. The Boatsman used leaves the game.</source>
        <translation>
            <numerusform>&lt;b&gt;Große Wertung – Bootsmänner.&lt;/b&gt; Du hast %n Bootsmann auf dem Festland. Jeder setzt Wikinger vom Festland auf leere Plättchen ihrer eigenen Reihe: &lt;i&gt;alle einer Farbe&lt;/i&gt; oder &lt;i&gt;je einen jeder Farbe&lt;/i&gt;. Der eingesetzte Bootsmann verlässt das Spiel.</numerusform>
            <numerusform>&lt;b&gt;Große Wertung – Bootsmänner.&lt;/b&gt; Du hast %n Bootsmänner auf dem Festland. Jeder setzt Wikinger vom Festland auf leere Plättchen ihrer eigenen Reihe: &lt;i&gt;alle einer Farbe&lt;/i&gt; oder &lt;i&gt;je einen jeder Farbe&lt;/i&gt;. Der eingesetzte Bootsmann verlässt das Spiel.</numerusform>
        </translation>
    </message>
    <message>
        <source> &lt;b&gt;Round 6:&lt;/b&gt; you must move as many Vikings as possible.</source>
        <translation> &lt;b&gt;Durchgang 6:&lt;/b&gt; Du musst insgesamt so viele Wikinger wie möglich hinüberbringen.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Boatsmen:&lt;/b&gt; %n on your mainland — choose how to use one</source>
        <translation>
            <numerusform>&lt;b&gt;Bootsmänner:&lt;/b&gt; %n auf deinem Festland – wähle, wie du ihn einsetzt</numerusform>
            <numerusform>&lt;b&gt;Bootsmänner:&lt;/b&gt; %n auf deinem Festland – wähle, wie du einen einsetzt</numerusform>
        </translation>
    </message>
    <message>
        <source> (round 6: as many Vikings as possible)</source>
        <translation> (Durchgang 6: so viele Wikinger wie möglich)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move the ferried Vikings:&lt;/b&gt; click a green tile for each ({waiting}).</source>
        <translation>&lt;b&gt;Versetze die übergesetzten Wikinger:&lt;/b&gt; Klicke für jeden ein grünes Plättchen an ({waiting}).</translation>
    </message>
    <message>
        <source>Leave the rest on the mainland</source>
        <translation>Den Rest auf dem Festland lassen</translation>
    </message>
</context>
<context>
    <name>ActionText</name>
    <message>
        <source>a group</source>
        <translation>eine Kombination</translation>
    </message>
    <message>
        <source>{name} buys the {group} for {price} gold</source>
        <translation>{name} kauft die Kombination {group} für {price} Gold</translation>
    </message>
    <message>
        <source>{name} puts the start tile in the {row}</source>
        <translation>{name} legt das Startplättchen in die {row}</translation>
    </message>
    <message>
        <source>{name} places the {tile} in the {row}, column {col}</source>
        <translation>{name} legt das Plättchen „{tile}“ in die {row}, Spalte {col}</translation>
    </message>
    <message>
        <source>; the Viking goes to the mainland</source>
        <translation>; der Wikinger geht aufs Festland</translation>
    </message>
    <message>
        <source>{name}&apos;s tile fits nowhere: it leaves the game and the Viking goes to the mainland</source>
        <translation>Das Plättchen von {name} passt nirgends: Es verlässt das Spiel, der Wikinger geht aufs Festland</translation>
    </message>
    <message>
        <source>{name} uses a Boatsman: one Viking of each colour</source>
        <translation>{name} setzt einen Bootsmann ein: je ein Wikinger jeder Farbe</translation>
    </message>
    <message>
        <source>{name} is done with the Boatsmen</source>
        <translation>{name} ist mit den Bootsmännern fertig</translation>
    </message>
    <message>
        <source>small scoring</source>
        <translation>kleine Wertung</translation>
    </message>
    <message>
        <source>large scoring</source>
        <translation>große Wertung</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>{name} {fame}, {gold:+d} gold</source>
        <translation>{name} {fame}, {gold:+d} Gold</translation>
    </message>
    <message>
        <source>Round {round}, {kind}: {players}</source>
        <translation>Durchgang {round}, {kind}: {players}</translation>
    </message>
</context>
<context>
    <name>AdvancedLog</name>
    <message>
        <source>{name} bids {amount} for start player</source>
        <translation>{name} bietet {amount} für das Startspielerrecht</translation>
    </message>
    <message>
        <source>{name} passes in the auction</source>
        <translation>{name} passt in der Versteigerung</translation>
    </message>
    <message>
        <source>{name} takes no special tile</source>
        <translation>{name} nimmt kein Sonderplättchen</translation>
    </message>
    <message>
        <source>{name} takes the special tile “{tile}”</source>
        <translation>{name} nimmt das Sonderplättchen „{tile}“</translation>
    </message>
    <message>
        <source>{name} puts the building in place of the tile in the {row}, column {col}</source>
        <translation>{name} legt das Gebäude an die Stelle des Plättchens in der {row}, Spalte {col}</translation>
    </message>
    <message>
        <source>{name} uses a boat tile: one Viking of each colour</source>
        <translation>{name} setzt ein Boot ein: je ein Wikinger jeder Farbe</translation>
    </message>
    <message>
        <source>{amount:+d} gold</source>
        <translation>{amount:+d} Gold</translation>
    </message>
    <message>
        <source>{name} opens the auction with a bid of 0</source>
        <translation>{name} eröffnet die Versteigerung mit einem Gebot von 0</translation>
    </message>
</context>
<context>
    <name>AdvancedPanel</name>
    <message>
        <source>Auction and special tiles</source>
        <translation>Versteigerung und Sonderplättchen</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Dein Gebot</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Special tiles: whoever buys the most expensive group of the wheel may take one</source>
        <translation>Sonderplättchen: Wer die teuerste Kombination des Drehrads kauft, darf eines nehmen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>Take no special tile</source>
        <translation>Kein Sonderplättchen nehmen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Auction for start player&lt;/b&gt;</source>
        <translation>&lt;b&gt;Startspielerversteigerung&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choosing the colours&lt;/b&gt; — the chosen colour takes the most expensive free spaces</source>
        <translation>&lt;b&gt;Farben wählen&lt;/b&gt; – die gewählte Farbe kommt auf die teuersten freien Felder</translation>
    </message>
    <message>
        <source>Your gold and fame come to {most}, less than the lowest bid of {lowest}: you can only pass</source>
        <translation>Dein Gold und deine Siegpunkte ergeben zusammen {most}, weniger als das niedrigste Gebot von {lowest}: du kannst nur passen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Take one&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nimm eines&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Special tiles</source>
        <translation>Sonder­plättchen</translation>
    </message>
    <message numerus="yes">
        <source>If you win with this bid, %n of it is paid in fame</source>
        <translation>
            <numerusform>Gewinnst du mit diesem Gebot, zahlst du %n davon mit Siegpunkten</numerusform>
            <numerusform>Gewinnst du mit diesem Gebot, zahlst du %n davon mit Siegpunkten</numerusform>
        </translation>
    </message>
    <message>
        <source>No special tile</source>
        <translation>Kein Sonderplättchen</translation>
    </message>
    <message>
        <source>Auction and choosing the colours</source>
        <translation>Versteigerung und Farbwahl</translation>
    </message>
    <message>
        <source>&lt;b&gt;The winner removes one Viking&lt;/b&gt; — click it</source>
        <translation>&lt;b&gt;Der Gewinner nimmt einen Wikinger aus dem Spiel&lt;/b&gt; – klicke ihn an</translation>
    </message>
    <message>
        <source>&lt;b&gt;The winner removes one Viking&lt;/b&gt;</source>
        <translation>&lt;b&gt;Der Gewinner nimmt einen Wikinger aus dem Spiel&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <source>the scorings during the game</source>
        <translation>die Wertungen während der Partie</translation>
    </message>
    <message>
        <source>the ships not repelled</source>
        <translation>die nicht abgewehrten Schiffe</translation>
    </message>
    <message>
        <source>the gold left at the end</source>
        <translation>das Gold am Ende</translation>
    </message>
    <message>
        <source>the Treasury</source>
        <translation>die Schatzkammer</translation>
    </message>
    <message>
        <source>the most Boatsmen</source>
        <translation>die meisten Bootsmänner</translation>
    </message>
    <message>
        <source>the completed islands</source>
        <translation>die fertigen Inseln</translation>
    </message>
    <message>
        <source>the longest island</source>
        <translation>die längste Insel</translation>
    </message>
    <message>
        <source>the feeding</source>
        <translation>die Versorgung</translation>
    </message>
    <message>
        <source>the Feast</source>
        <translation>das Festmahl</translation>
    </message>
    <message>
        <source>the buildings</source>
        <translation>die Gebäude</translation>
    </message>
    <message>
        <source>buy the {group} for {price} gold</source>
        <translation>die Kombination {group} für {price} Gold kaufen</translation>
    </message>
    <message>
        <source>place the {tile} in the {row}, column {col}</source>
        <translation>das Plättchen „{tile}“ in die {row}, Spalte {col} legen</translation>
    </message>
    <message>
        <source>place the {tile} in the {row}, column {col} and send the Viking to the mainland</source>
        <translation>das Plättchen „{tile}“ in die {row}, Spalte {col} legen und die Figur aufs Festland stellen</translation>
    </message>
    <message>
        <source>put the start tile in the {row}</source>
        <translation>das Startplättchen in die {row} legen</translation>
    </message>
    <message>
        <source>exchange {fame} for gold</source>
        <translation>{fame} gegen Gold tauschen</translation>
    </message>
    <message>
        <source>be done with the Boatsmen</source>
        <translation>die Bootsmänner ruhen lassen</translation>
    </message>
    <message>
        <source>play this: {line}</source>
        <translation>so spielen: {line}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>Round {round}: {played}. Hard would rather {preferred}: about {fame} better, surely more than {low}, mostly from {reasons}.</source>
        <translation>Durchgang {round}: {played}. Der Computer (Schwer) würde lieber {preferred}: etwa {fame} mehr, sicher mehr als {low}, vor allem durch {reasons}.</translation>
    </message>
    <message>
        <source>Round {round}: {played}. Hard would rather {preferred}: about {fame} better, surely some fame, mostly from {reasons}.</source>
        <translation>Durchgang {round}: {played}. Der Computer (Schwer) würde lieber {preferred}: etwa {fame} mehr, sicher wenigstens etwas, vor allem durch {reasons}.</translation>
    </message>
    <message>
        <source>Round {round}: {played}. Hard would rather {preferred}: about {fame} better, surely more than {low}.</source>
        <translation>Durchgang {round}: {played}. Der Computer (Schwer) würde lieber {preferred}: etwa {fame} mehr, sicher mehr als {low}.</translation>
    </message>
    <message>
        <source>Round {round}: {played}. Hard would rather {preferred}: about {fame} better, surely some fame.</source>
        <translation>Durchgang {round}: {played}. Der Computer (Schwer) würde lieber {preferred}: etwa {fame} mehr, sicher wenigstens etwas.</translation>
    </message>
    <message>
        <source>{done} of {total} decisions</source>
        <translation>{done} von {total} Entscheidungen</translation>
    </message>
    <message>
        <source>{count} — working out the time left…</source>
        <translation>{count} – die Restzeit wird geschätzt …</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>noch etwa {seconds} s</translation>
    </message>
    <message>
        <source>about {minutes} min {seconds} s left</source>
        <translation>noch etwa {minutes} min {seconds} s</translation>
    </message>
    <message>
        <source>{count} — {left}</source>
        <translation>{count} – {left}</translation>
    </message>
    <message>
        <source>Not analysed yet: Analyse asks the Hard computer player about every decision of the chosen players.</source>
        <translation>Noch nicht analysiert: „Analysieren“ fragt den Computer (Schwer) nach jeder Entscheidung der gewählten Spieler.</translation>
    </message>
    <message>
        <source>{costly} of {analysed} decisions cost more than {fame}; the biggest first. Click one to see it on the board.</source>
        <translation>{costly} von {analysed} Entscheidungen kosteten mehr als {fame}; die größten zuerst. Klicke eine an, um sie auf dem Tisch zu sehen.</translation>
    </message>
    <message>
        <source>None of the {analysed} decisions cost more than {fame}.</source>
        <translation>Keine der {analysed} Entscheidungen kostete mehr als {fame}.</translation>
    </message>
    <message>
        <source>{failed} decisions could not be analysed.</source>
        <translation>{failed} Entscheidungen konnten nicht analysiert werden.</translation>
    </message>
</context>
<context>
    <name>Auction</name>
    <message>
        <source>{name} leads with {bid}</source>
        <translation>{name} führt mit {bid}</translation>
    </message>
    <message>
        <source>{name} passed</source>
        <translation>{name} hat gepasst</translation>
    </message>
    <message>
        <source>{name} to bid</source>
        <translation>{name} ist mit Bieten dran</translation>
    </message>
    <message>
        <source>{name}: yet to bid</source>
        <translation>{name}: noch kein Gebot</translation>
    </message>
</context>
<context>
    <name>AutosaveDriver</name>
    <message>
        <source>The autosaved game cannot be resumed</source>
        <translation>Das automatisch gespeicherte Spiel kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>{names}, round {round}, {count} actions played</source>
        <translation>{names}, Durchgang {round}, Züge bisher: {count}</translation>
    </message>
    <message>
        <source>Resume game?</source>
        <translation>Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>A game was interrupted: {game}.

Resume it?</source>
        <translation>Ein Spiel wurde unterbrochen: {game}.

Fortsetzen?</translation>
    </message>
    <message>
        <source>None — keep them all in the saves folder</source>
        <translation>Keines — alle im Ordner der Spielstände behalten</translation>
    </message>
    <message>
        <source>{count} games were interrupted. Resume one of them here?
The others are kept in the saves folder (Game → Recent games).</source>
        <translation>{count} Spiele wurden unterbrochen. Eines davon hier fortsetzen?
Die anderen bleiben im Ordner der Spielstände (Spiel → Zuletzt gespielt).</translation>
    </message>
    <message>
        <source>Interrupted game</source>
        <translation>Unterbrochene Partie</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Unfertige Partie</translation>
    </message>
    <message>
        <source>The previous game could not be kept</source>
        <translation>Das vorige Spiel konnte nicht behalten werden</translation>
    </message>
    <message>
        <source>The unfinished game was kept as {name} (Game → Recent games)</source>
        <translation>Das unfertige Spiel wurde als {name} behalten (Spiel → Zuletzt gespielt)</translation>
    </message>
    <message>
        <source>The unfinished game could not be put in the saves folder, so it was kept as an interrupted game: it will be offered when Vikings Desktop starts next.

Details: {problem}</source>
        <translation>Das unfertige Spiel konnte nicht in den Ordner der Spielstände gelegt werden; es bleibt daher als unterbrochenes Spiel erhalten und wird dir beim nächsten Start von Vikings Desktop angeboten.

Details: {problem}</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept anywhere, so the new game was not started and the unfinished one goes on. Save it with Game → Save As… in another folder first.

Details: {problem}</source>
        <translation>Das unfertige Spiel konnte nirgends behalten werden. Das neue Spiel wurde daher nicht begonnen, und das unfertige geht weiter. Speichere es zuerst mit Spiel → Speichern unter… in einem anderen Ordner.

Details: {problem}</translation>
    </message>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {problem}</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>Balloon</name>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Eine echte Partie spielen</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Round 6&apos;s large scoring — the final scoring follows</source>
        <translation>Große Wertung des 6. Durchgangs – danach folgt die Schlusswertung</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu</source>
        <translation>Starte ein neues Spiel im Menü Spiel</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Game over — {names} wins</source>
        <translation>Spielende – {names} gewinnt</translation>
    </message>
    <message>
        <source>Game over — {names} win</source>
        <translation>Spielende – {names} gewinnen</translation>
    </message>
    <message>
        <source>{name} (computer) plays on when the scoring is closed</source>
        <translation>{name} (Computer) spielt weiter, sobald die Wertung geschlossen ist</translation>
    </message>
    <message>
        <source>{name} (computer) is playing…</source>
        <translation>{name} (Computer) ist am Zug…</translation>
    </message>
    <message>
        <source>Your turn, {name} — buy a group from the wheel</source>
        <translation>Du bist dran, {name} – kaufe eine Kombination vom Drehrad</translation>
    </message>
    <message>
        <source>Your turn, {name} — put your start tile in column 1 of an island row, then the bought tile</source>
        <translation>Du bist dran, {name} – lege dein Startplättchen in Spalte 1 einer Inselreihe, dann das gekaufte Plättchen</translation>
    </message>
    <message>
        <source>Your turn, {name} — put your start tile in column 1 of an island row</source>
        <translation>Du bist dran, {name} – lege dein Startplättchen in Spalte 1 einer Inselreihe</translation>
    </message>
    <message>
        <source>Your turn, {name} — drag the tile onto a green or orange cell, or first your start tile</source>
        <translation>Du bist dran, {name} – ziehe das Plättchen auf ein grünes oder oranges Feld, oder zuerst dein Startplättchen</translation>
    </message>
    <message>
        <source>Your turn, {name} — drag the tile onto a green or orange cell</source>
        <translation>Du bist dran, {name} – ziehe das Plättchen auf ein grünes oder oranges Feld</translation>
    </message>
    <message>
        <source>Your turn, {name} — large scoring: click a green tile to ferry one Viking, or use a boat tile</source>
        <translation>Du bist dran, {name} – große Wertung: Klicke ein grünes Plättchen, um einen Wikinger hinüberzubringen, oder setze ein Boot ein</translation>
    </message>
    <message>
        <source>Your turn, {name} — large scoring: use your Boatsmen</source>
        <translation>Du bist dran, {name} – große Wertung: setze deine Bootsmänner ein</translation>
    </message>
    <message>
        <source>Your turn, {name} — bid for start player, or pass</source>
        <translation>Du bist dran, {name} – biete für das Startspielerrecht oder passe</translation>
    </message>
    <message>
        <source>You won the auction, {name} — click one of the drawn Vikings to remove it from the game</source>
        <translation>Du hast die Versteigerung gewonnen, {name} – klicke einen der gezogenen Wikinger an, um ihn aus dem Spiel zu nehmen</translation>
    </message>
    <message>
        <source>Your turn, {name} — choose a colour: its Vikings go onto the most expensive free spaces</source>
        <translation>Du bist dran, {name} – wähle eine Farbe: ihre Wikinger kommen auf die teuersten freien Felder</translation>
    </message>
    <message>
        <source>Your turn, {name} — you bought the most expensive group: take a special tile, or none</source>
        <translation>Du bist dran, {name} – du hast die teuerste Kombination gekauft: Nimm ein Sonderplättchen oder keines</translation>
    </message>
    <message>
        <source>Your turn, {name} — click the tile your building replaces</source>
        <translation>Du bist dran, {name} – klicke das Plättchen an, das dein Gebäude ersetzt</translation>
    </message>
    <message>
        <source>Your turn, {name} — move the chosen Vikings onto the green tiles</source>
        <translation>Du bist dran, {name} – versetze die gewählten Wikinger auf die grünen Plättchen</translation>
    </message>
</context>
<context>
    <name>BoatsmanText</name>
    <message>
        <source>All Warriors ({moved})</source>
        <translation>Alle Kämpfer ({moved})</translation>
    </message>
    <message>
        <source>All Nobles ({moved})</source>
        <translation>Alle Adligen ({moved})</translation>
    </message>
    <message>
        <source>All Scouts ({moved})</source>
        <translation>Alle Späher ({moved})</translation>
    </message>
    <message>
        <source>All Goldsmiths ({moved})</source>
        <translation>Alle Goldschmiede ({moved})</translation>
    </message>
    <message>
        <source>All Fishermen ({moved})</source>
        <translation>Alle Fischer ({moved})</translation>
    </message>
    <message>
        <source>One of each colour ({moved})</source>
        <translation>Einen jeder Farbe ({moved})</translation>
    </message>
    <message>
        <source>Boat: all Warriors ({moved})</source>
        <translation>Boot: alle Kämpfer ({moved})</translation>
    </message>
    <message>
        <source>Boat: all Nobles ({moved})</source>
        <translation>Boot: alle Adligen ({moved})</translation>
    </message>
    <message>
        <source>Boat: all Scouts ({moved})</source>
        <translation>Boot: alle Späher ({moved})</translation>
    </message>
    <message>
        <source>Boat: all Goldsmiths ({moved})</source>
        <translation>Boot: alle Goldschmiede ({moved})</translation>
    </message>
    <message>
        <source>Boat: all Fishermen ({moved})</source>
        <translation>Boot: alle Fischer ({moved})</translation>
    </message>
    <message>
        <source>Boat: one of each colour ({moved})</source>
        <translation>Boot: je einer jeder Farbe ({moved})</translation>
    </message>
    <message>
        <source>Done — keep the other Boatsmen</source>
        <translation>Fertig – die übrigen Bootsmänner behalten</translation>
    </message>
</context>
<context>
    <name>ComputerFailure</name>
    <message>
        <source>{name}&apos;s computer player got stuck; it makes an allowed move instead and the game goes on.</source>
        <translation>Der Computerspieler von {name} kam nicht weiter; er macht stattdessen einen erlaubten Zug, und das Spiel geht weiter.</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source> (%n of it paid in fame)</source>
        <translation>
            <numerusform> (davon %n mit Siegpunkten bezahlt)</numerusform>
            <numerusform> (davon %n mit Siegpunkten bezahlt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} exchanges %n fame for gold</source>
        <translation>
            <numerusform>{name} tauscht %n Siegpunkt gegen Gold</numerusform>
            <numerusform>{name} tauscht %n Siegpunkte gegen Gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This group costs {price} gold and you have {gold}: exchange at least %n fame for gold.</source>
        <translation>
            <numerusform>Diese Kombination kostet {price} Gold und du hast {gold}: Tausche mindestens %n Siegpunkt gegen Gold.</numerusform>
            <numerusform>Diese Kombination kostet {price} Gold und du hast {gold}: Tausche mindestens %n Siegpunkte gegen Gold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This group costs {price} gold; you have only {gold} gold and %n fame.</source>
        <translation>
            <numerusform>Diese Kombination kostet {price} Gold; du hast nur {gold} Gold und %n Siegpunkt.</numerusform>
            <numerusform>Diese Kombination kostet {price} Gold; du hast nur {gold} Gold und %n Siegpunkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A bid of {bid} is more than your {gold} gold and %n fame.</source>
        <translation>
            <numerusform>Ein Gebot von {bid} ist mehr, als du hast: {gold} Gold und %n Siegpunkt.</numerusform>
            <numerusform>Ein Gebot von {bid} ist mehr, als du hast: {gold} Gold und %n Siegpunkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fame</source>
        <translation>
            <numerusform>%n Siegpunkt</numerusform>
            <numerusform>%n Siegpunkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountsView</name>
    <message>
        <source>Still to come: Vikings in the bag and tiles face down</source>
        <translation>Noch im Spiel: Figuren im Stoffsack und verdeckte Plättchen</translation>
    </message>
</context>
<context>
    <name>DisplayGrid</name>
    <message>
        <source>The players&apos; displays</source>
        <translation>Die Auslagen der Spieler</translation>
    </message>
</context>
<context>
    <name>DisplayModel</name>
    <message>
        <source>Ships</source>
        <translation>Schiffe</translation>
    </message>
    <message>
        <source>Warriors</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Adlige</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Späher</translation>
    </message>
    <message>
        <source>Goldsmiths</source>
        <translation>Goldschmiede</translation>
    </message>
    <message>
        <source>Fishermen</source>
        <translation>Fischer</translation>
    </message>
    <message>
        <source>Mainland</source>
        <translation>Festland</translation>
    </message>
    <message>
        <source>Mainland with the head Boatsman: {vikings}</source>
        <translation>Festland mit dem Bootsmann: {vikings}</translation>
    </message>
    <message>
        <source>no Vikings</source>
        <translation>keine Wikinger</translation>
    </message>
    <message>
        <source>{row}, column {column}</source>
        <translation>{row}, Spalte {column}</translation>
    </message>
    <message>
        <source> — the tile fits here and the Viking may stand on it</source>
        <translation> – das Plättchen passt hierher und der Wikinger darf darauf stehen</translation>
    </message>
    <message>
        <source> — the tile fits here; the Viking goes to the mainland</source>
        <translation> – das Plättchen passt hierher; der Wikinger kommt auf das Festland</translation>
    </message>
    <message>
        <source>{where}: ship with a red sail, {state}</source>
        <translation>{where}: Wikingerschiff mit rotem Segel, {state}</translation>
    </message>
    <message>
        <source>{where}: ship with a green sail, {state}</source>
        <translation>{where}: Wikingerschiff mit grünem Segel, {state}</translation>
    </message>
    <message>
        <source>{where}: ship with a yellow sail, {state}</source>
        <translation>{where}: Wikingerschiff mit gelbem Segel, {state}</translation>
    </message>
    <message>
        <source>{where}: ship with a blue sail, {state}</source>
        <translation>{where}: Wikingerschiff mit blauem Segel, {state}</translation>
    </message>
    <message>
        <source>repelled by the Warrior below it</source>
        <translation>abgewehrt vom Kämpfer darunter</translation>
    </message>
    <message>
        <source>threatens down to the {row}</source>
        <translation>bedroht bis hinunter zur {row}</translation>
    </message>
    <message>
        <source>{where}: island tile, {left} to the left, {right} to the right</source>
        <translation>{where}: Inselplättchen, links {left}, rechts {right}</translation>
    </message>
    <message>
        <source> — threatened by a ship: it scores nothing</source>
        <translation> – von einem Schiff bedroht: er wertet nicht</translation>
    </message>
    <message>
        <source> — hatched: a ship reaches down to it, so a Viking on it would score nothing</source>
        <translation> – schraffiert: Ein Schiff reicht bis hierher, eine Figur hier wäre bedroht und brächte nichts</translation>
    </message>
</context>
<context>
    <name>DisplayPanel</name>
    <message>
        <source>Enlarge</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Show this display alone, filling the window</source>
        <translation>Nur diese Auslage zeigen, fensterfüllend</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <source>{name}&apos;s display</source>
        <translation>Auslage von {name}</translation>
    </message>
    <message>
        <source>{gold} gold</source>
        <translation>{gold} Gold</translation>
    </message>
    <message numerus="yes">
        <source>%n fame</source>
        <translation>
            <numerusform>%n Siegpunkt</numerusform>
            <numerusform>%n Siegpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;nbsp; &lt;i&gt;— to play&lt;/i&gt;</source>
        <translation>&amp;nbsp; &lt;i&gt;– am Zug&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>DrawnVikings</name>
    <message>
        <source>{count} × {viking}</source>
        <translation>{count} × {viking}</translation>
    </message>
</context>
<context>
    <name>DrawnVikingsView</name>
    <message>
        <source>Drawn Vikings</source>
        <translation>Gezogene Wikinger</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>&lt;h2&gt;{winners} wins!&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;{winners} gewinnt!&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{winners} win!&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;{winners} gewinnen!&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final scoring&lt;/b&gt;</source>
        <translation>&lt;b&gt;Schlusswertung&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ExchangeDialog</name>
    <message>
        <source>Fame for gold</source>
        <translation>Siegpunkte gegen Gold</translation>
    </message>
    <message numerus="yes">
        <source>This group costs &lt;b&gt;{price} gold&lt;/b&gt; and you have &lt;b&gt;{gold} gold&lt;/b&gt;.&lt;br&gt;Buying it costs &lt;b&gt;%n fame&lt;/b&gt; at least (1 fame = 1 gold).</source>
        <translation>
            <numerusform>Diese Kombination kostet &lt;b&gt;{price} Gold&lt;/b&gt; und du hast &lt;b&gt;{gold} Gold&lt;/b&gt;.&lt;br&gt;Der Kauf kostet mindestens &lt;b&gt;%n Siegpunkt&lt;/b&gt; (1 Siegpunkt = 1 Gold).</numerusform>
            <numerusform>Diese Kombination kostet &lt;b&gt;{price} Gold&lt;/b&gt; und du hast &lt;b&gt;{gold} Gold&lt;/b&gt;.&lt;br&gt;Der Kauf kostet mindestens &lt;b&gt;%n Siegpunkte&lt;/b&gt; (1 Siegpunkt = 1 Gold).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have &lt;b&gt;{gold} gold&lt;/b&gt; and &lt;b&gt;%n fame&lt;/b&gt;. Exchange fame for gold, 1 for 1?</source>
        <translation>
            <numerusform>Du hast &lt;b&gt;{gold} Gold&lt;/b&gt; und &lt;b&gt;%n Siegpunkt&lt;/b&gt;. Siegpunkte 1 zu 1 gegen Gold tauschen?</numerusform>
            <numerusform>Du hast &lt;b&gt;{gold} Gold&lt;/b&gt; und &lt;b&gt;%n Siegpunkte&lt;/b&gt;. Siegpunkte 1 zu 1 gegen Gold tauschen?</numerusform>
        </translation>
    </message>
    <message>
        <source> fame</source>
        <translation> Siegpunkte</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Afterwards</source>
        <translation>Danach</translation>
    </message>
    <message>
        <source>Exchange and buy</source>
        <translation>Tauschen und kaufen</translation>
    </message>
    <message numerus="yes">
        <source>{gold} gold, %n fame (after paying)</source>
        <translation>
            <numerusform>{gold} Gold, %n Siegpunkt (nach dem Bezahlen)</numerusform>
            <numerusform>{gold} Gold, %n Siegpunkte (nach dem Bezahlen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{gold} gold, %n fame</source>
        <translation>
            <numerusform>{gold} Gold, %n Siegpunkt</numerusform>
            <numerusform>{gold} Gold, %n Siegpunkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FameChart</name>
    <message>
        <source>Fame after each round</source>
        <translation>Siegpunkte nach jedem Durchgang</translation>
    </message>
    <message>
        <source>Choose a game to see its fame round by round</source>
        <translation>Wähle eine Partie, um ihre Siegpunkte Durchgang für Durchgang zu sehen</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Durchgang</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Allow undo across turns (players at one screen)</source>
        <translation>Rückgängig über Züge hinweg erlauben (am selben Bildschirm)</translation>
    </message>
    <message>
        <source>Recent &amp;games</source>
        <translation>&amp;Zuletzt gespielt</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt gespielten Spiele</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>This Viking goes to the mainland anyway: no cell lets it stand on this tile</source>
        <translation>Dieser Wikinger geht ohnehin aufs Festland: kein Feld lässt ihn auf diesem Plättchen stehen</translation>
    </message>
    <message>
        <source>That is {owner}&apos;s display: play in your own, {player}</source>
        <translation>Das ist die Auslage von {owner}: spiel in deiner eigenen, {player}</translation>
    </message>
    <message>
        <source>Buy a group from the wheel first</source>
        <translation>Kaufe zuerst eine Kombination vom Drehrad</translation>
    </message>
    <message>
        <source>First bid for the start player figure, or pass</source>
        <translation>Biete zuerst um die Startspielerfigur oder passe</translation>
    </message>
    <message>
        <source>First remove one of the drawn Vikings</source>
        <translation>Entferne zuerst einen der gezogenen Wikinger</translation>
    </message>
    <message>
        <source>First choose a colour: its Vikings go onto the most expensive free spaces of the wheel</source>
        <translation>Wähle zuerst eine Farbe: Ihre Wikinger kommen auf die teuersten freien Felder des Drehrads</translation>
    </message>
    <message>
        <source>First take one of the face-up special tiles, or none</source>
        <translation>Nimm zuerst eines der offenen Sonderplättchen oder keines</translation>
    </message>
    <message>
        <source>Choose how to use a Boatsman first</source>
        <translation>Wähle zuerst, wie ein Bootsmann eingesetzt wird</translation>
    </message>
    <message>
        <source>Drop the tile onto a green or orange cell of your display; it stays in your hand until then</source>
        <translation>Leg das Plättchen auf ein grünes oder oranges Feld deiner Auslage; bis dahin bleibt es in deiner Hand</translation>
    </message>
    <message>
        <source>Start a new game first</source>
        <translation>Starte zuerst ein neues Spiel</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn</source>
        <translation>Warte: {name} ist am Zug</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>{result} (played on from a replay)</source>
        <translation>{result} (aus einer Wiederholung weitergespielt)</translation>
    </message>
    <message numerus="yes">
        <source>Left after round %n</source>
        <translation>
            <numerusform>Nach Durchgang %n verlassen</numerusform>
            <numerusform>Nach Durchgang %n verlassen</numerusform>
        </translation>
    </message>
    <message>
        <source>Left in round 1</source>
        <translation>Im ersten Durchgang verlassen</translation>
    </message>
    <message>
        <source>{names} won with {fame} fame</source>
        <translation>{names} gewann mit {fame} Siegpunkten</translation>
    </message>
</context>
<context>
    <name>HandWidget</name>
    <message>
        <source>Drag a tile onto a green or orange cell of your display, or click the cell. On your first purchase, click the start tile to place it first (column 1).</source>
        <translation>Ziehe ein Plättchen auf ein grünes oder oranges Feld deiner Auslage oder klicke das Feld an. Beim ersten Kauf klicke zuerst das Startplättchen an, um es zu legen (Spalte 1).</translation>
    </message>
    <message>
        <source>Bought tiles appear here</source>
        <translation>Gekaufte Plättchen erscheinen hier</translation>
    </message>
    <message>
        <source>Bought tile</source>
        <translation>Gekauftes Plättchen</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Startplättchen</translation>
    </message>
    <message>
        <source>{name}: {item}</source>
        <translation>{name}: {item}</translation>
    </message>
</context>
<context>
    <name>HeldSpecials</name>
    <message>
        <source>Waits beside the mainland for the next tile with this building.</source>
        <translation>Wartet neben dem Festland auf das nächste Plättchen mit diesem Gebäude.</translation>
    </message>
</context>
<context>
    <name>HeldSpecialsView</name>
    <message>
        <source>Special tiles held</source>
        <translation>Eigene Sonderplättchen</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>a ship for your ships row</source>
        <translation>ein Schiff für deine Schiffsreihe</translation>
    </message>
    <message>
        <source>Hint for {name}: buy the {group} for {price} gold — {why}</source>
        <translation>Tipp für {name}: Kaufe die Kombination {group} für {price} Gold – {why}</translation>
    </message>
    <message>
        <source>Hint: {what}</source>
        <translation>Tipp: {what}</translation>
    </message>
    <message>
        <source>A hint is for a human player&apos;s turn</source>
        <translation>Einen Tipp gibt es nur, wenn ein Mensch am Zug ist</translation>
    </message>
    <message>
        <source>Still thinking about the hint…</source>
        <translation>Der Tipp wird noch überlegt …</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a network game</source>
        <translation>Netzwerkpartie ausrichten</translation>
    </message>
    <message>
        <source>Friends join with the address and the join code shown once the game is hosted.</source>
        <translation>Freunde treten mit der Adresse und dem Beitrittscode bei, die nach dem Ausrichten der Partie angezeigt werden.</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Seat {n} played by</source>
        <translation>Platz {n} gespielt von</translation>
    </message>
    <message>
        <source>A remote player</source>
        <translation>Ein Spieler über das Netzwerk</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>Nobody (fewer players)</source>
        <translation>Niemand (weniger Spieler)</translation>
    </message>
    <message>
        <source>Seat {n} name</source>
        <translation>Name auf Platz {n}</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>ein freier Port</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Name (at this computer, or a computer)</source>
        <translation>Name (an diesem Computer oder ein Computer)</translation>
    </message>
    <message>
        <source>At this computer</source>
        <translation>An diesem Computer</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <source>&amp;Game number:</source>
        <translation>&amp;Spielnummer:</translation>
    </message>
    <message>
        <source>Host a &amp;save…</source>
        <translation>Eine &amp;gespeicherte Partie ausrichten…</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Ausrichten</translation>
    </message>
    <message>
        <source>Host a save</source>
        <translation>Gespeicherte Partie ausrichten</translation>
    </message>
    <message>
        <source>Vikings games (*.json *.autosave);;All files (*)</source>
        <translation>Vikings-Partien (*.json *.autosave);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>That game is over: nothing to host</source>
        <translation>Diese Partie ist zu Ende: Es gibt nichts auszurichten</translation>
    </message>
    <message>
        <source>Hosting the saved game {name}: the old players rejoin with their tokens or by code</source>
        <translation>Die gespeicherte Partie {name} wird ausgerichtet: Die bisherigen Spieler kehren mit ihrem Platzschlüssel oder mit dem Code zurück</translation>
    </message>
    <message>
        <source>Vikings is for 2 to 4 players</source>
        <translation>Vikings ist für 2 bis 4 Spieler</translation>
    </message>
    <message>
        <source>The save has {n} seats</source>
        <translation>Die gespeicherte Partie hat {n} Plätze</translation>
    </message>
    <message>
        <source>Make at least one seat a remote player</source>
        <translation>Mindestens ein Platz muss ein Spieler über das Netzwerk sein</translation>
    </message>
    <message>
        <source>The game number is a whole number (or empty: random)</source>
        <translation>Die Spielnummer ist eine ganze Zahl (oder leer: zufällig)</translation>
    </message>
</context>
<context>
    <name>HostLink</name>
    <message>
        <source>It is not that seat&apos;s turn</source>
        <translation>Dieser Platz ist nicht am Zug</translation>
    </message>
    <message>
        <source>The game starts once every seat is taken</source>
        <translation>Die Partie beginnt, sobald jeder Platz besetzt ist</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Die Partie ist zu Ende</translation>
    </message>
    <message>
        <source>A remote player or a computer plays that seat</source>
        <translation>Diesen Platz spielt ein Spieler über das Netzwerk oder ein Computer</translation>
    </message>
</context>
<context>
    <name>HostWindow</name>
    <message>
        <source>Vikings Desktop — hosting a network game</source>
        <translation>Vikings Desktop – Netzwerkpartie wird ausgerichtet</translation>
    </message>
    <message>
        <source>Network game: &amp;seats…</source>
        <translation>Netzwerkpartie: &amp;Plätze…</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>&lt;h3&gt;How to play Vikings&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;Each turn&lt;/b&gt; buy one group from the wheel: a tile and the Viking beside it. The price
is the number of its space. Grey groups are not for you now — hover to see why. Short of
gold? Fame buys gold 1 for 1, at any time.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Then place the tile&lt;/b&gt; in your display: drag it (or click) onto a highlighted cell.
&lt;span style=&apos;color:#2a9a48&apos;&gt;&lt;b&gt;Green&lt;/b&gt;&lt;/span&gt;: the Viking may stand on the tile.
&lt;span style=&apos;color:#d27312&apos;&gt;&lt;b&gt;Orange&lt;/b&gt;&lt;/span&gt;: the tile fits, the Viking waits on the
mainland. Your first purchase also places your start tile in column 1. One Viking per
tile, and it never moves again.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Ships&lt;/b&gt; go into the top row; the Viking bought with a ship goes to the mainland. An
unrepelled ship threatens the Vikings below it down to the row of its sail colour (red
hatch): they score nothing. A Warrior right below a ship repels it and earns its reward in
every large scoring. A ship never repelled costs its value at the end.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Scoring&lt;/b&gt;: after rounds 1, 3, 5 Goldsmiths earn gold; after rounds 2, 4, 6 Boatsmen
ferry mainland Vikings onto empty tiles, then Nobles, Scouts, Goldsmiths and repelled ships
score. After each scoring the start player figure passes to the left. After round 6 the
final scoring counts unrepelled ships, islands, Boatsmen, gold and the Fishermen&apos;s feeding
of every Viking. Most fame wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;So spielst du Wikinger&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;In jedem Zug&lt;/b&gt; kaufst du eine Kombination vom Drehrad: ein Plättchen und den Wikinger
daneben. Der Preis ist die Zahl seines Feldes. Graue Kombinationen sind gerade nicht für
dich – fahre mit der Maus darüber, um zu sehen, warum. Zu wenig Gold? Siegpunkte kaufen
jederzeit Gold, 1 zu 1.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Dann legst du das Plättchen&lt;/b&gt; in deine Auslage: Ziehe es (oder klicke) auf ein
markiertes Feld. &lt;span style=&apos;color:#2a9a48&apos;&gt;&lt;b&gt;Grün&lt;/b&gt;&lt;/span&gt;: Der Wikinger darf auf dem
Plättchen stehen. &lt;span style=&apos;color:#d27312&apos;&gt;&lt;b&gt;Orange&lt;/b&gt;&lt;/span&gt;: Das Plättchen passt, der
Wikinger wartet auf dem Festland. Mit deinem ersten Kauf legst du auch dein Startplättchen
in Spalte 1. Auf jedem Plättchen steht höchstens ein Wikinger, und er wird nie mehr
versetzt.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Wikingerschiffe&lt;/b&gt; kommen in die oberste Reihe; der Wikinger, den du mit einem Schiff
kaufst, geht aufs Festland. Ein nicht abgewehrtes Schiff bedroht die Wikinger darunter bis
zur Reihe seiner Segelfarbe (rote Schraffur): Sie bringen nichts. Ein Kämpfer direkt unter
einem Schiff wehrt es ab und bringt in jeder Großen Wertung dessen Belohnung. Ein nie
abgewehrtes Schiff kostet am Ende seinen Wert.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Wertungen&lt;/b&gt;: Nach Durchgang 1, 3 und 5 bringen Goldschmiede Gold; nach Durchgang 2, 4
und 6 bringen Bootsmänner Wikinger vom Festland auf freie Plättchen, dann punkten Adlige,
Späher, Goldschmiede und abgewehrte Schiffe. Nach jeder Wertung wandert die
Startspielerfigur nach links. Nach Durchgang 6 zählt die Schlusswertung nicht abgewehrte
Schiffe, Inseln, Bootsmänner, Gold und die Versorgung aller Wikinger durch die Fischer. Die
meisten Siegpunkte gewinnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The advanced game&lt;/h3&gt;
&lt;p&gt;All other rules stay as above.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Das Spiel für Fortgeschrittene&lt;/h3&gt;
&lt;p&gt;Alle übrigen Regeln bleiben wie oben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Auction for start player&lt;/b&gt;: at the
start of each round the start player draws 13 Vikings and bids first, 0 or more; going
round, each player raises or passes for good. The highest bidder pays (fame counts as gold)
and takes the start player figure; if nobody raises, the start player pays the opening
bid. The winner removes one of the 13 Vikings; then, from the winner, each player chooses a
colour, whose Vikings take the most expensive free spaces. The winner buys first.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Versteigerung des Startspielerrechts&lt;/b&gt;: Zu
Beginn jedes Durchgangs zieht der Startspieler 13 Wikinger und bietet zuerst, 0 oder mehr;
reihum erhöht jeder oder passt und steigt damit aus. Wer am höchsten bietet, zahlt
(Siegpunkte zählen wie Gold) und erhält die Startspielerfigur; erhöht niemand, zahlt der
Startspieler sein erstes Gebot. Der Gewinner nimmt einen der 13 Wikinger aus dem Spiel;
dann wählt, beginnend beim Gewinner, jeder eine Farbe, deren Wikinger auf die teuersten
freien Felder kommen. Der Gewinner kauft zuerst.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Single bid&lt;/b&gt;: everybody bids once,
in turn. The start player&apos;s turn counts as a bid of at least 0 (passing bids 0); every
later bid must be higher, and the highest bid wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nur ein Gebot&lt;/b&gt;: Jeder bietet reihum genau einmal. Der Zug
des Startspielers zählt als Gebot von mindestens 0 (passt er, bietet er 0); jedes spätere
Gebot muss höher sein, und das höchste Gebot gewinnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Advanced Boatsman&lt;/b&gt;: a Boatsman
ferries exactly one Viking; a boat special tile lets one Boatsman ferry as in the base
game. In round 6 you still must ferry as many Vikings as you can in total.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bootsmann für Fortgeschrittene&lt;/b&gt;: Ein Bootsmann
bringt genau einen Wikinger hinüber; mit einem Boot (Sonderplättchen) bringt ein Bootsmann
Wikinger wie im Grundspiel. Im 6. Durchgang musst du weiterhin insgesamt so viele Wikinger
wie möglich hinüberbringen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Special tiles&lt;/b&gt;: whoever buys the
most expensive group on the wheel (above 0) may take one of the four face-up special tiles.
Hover over a tile to see what it does; Help → Rules lists all of them with their counts.
Figures printed on special tiles are not fed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sonderplättchen&lt;/b&gt;: Wer die teuerste Kombination am
Drehrad kauft (über 0), darf eines der vier offenen Sonderplättchen nehmen. Fahre mit der
Maus über ein Plättchen, um zu sehen, was es bewirkt; Hilfe → Regeln nennt alle mit ihrer
Anzahl. Die auf Sonderplättchen abgebildeten Figuren werden nicht versorgt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing with the keyboard&lt;/h3&gt;
&lt;p&gt;Tab moves between the wheel, the hand and the displays. On the wheel the arrow keys go
from group to group and Enter buys. On your display the arrow keys move a frame over the
cells, Enter places the tile there, T switches between the bought tile and the start tile,
and Esc or Tab leaves the display. Ctrl+H asks for a hint, Ctrl+Z undoes.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Mit der Tastatur spielen&lt;/h3&gt;
&lt;p&gt;Die Tabulatortaste wechselt zwischen Drehrad, Hand und Auslagen. Am Drehrad gehen die
Pfeiltasten von Kombination zu Kombination, Enter kauft. In deiner Auslage bewegen die
Pfeiltasten einen Rahmen über die Felder, Enter legt das Plättchen dorthin, T wechselt
zwischen gekauftem Plättchen und Startplättchen, Esc oder Tab verlässt die Auslage.
Strg+H gibt einen Tipp, Strg+Z nimmt zurück.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a network game</source>
        <translation>Einer Netzwerkpartie beitreten</translation>
    </message>
    <message>
        <source>Ask the host for the address and the join code.</source>
        <translation>Frage den Gastgeber nach der Adresse und dem Beitrittscode.</translation>
    </message>
    <message>
        <source>Address of the host</source>
        <translation>Adresse des Gastgebers</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>Beitritts&amp;code:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Rejoin my seat ({name}) in the game at {url}</source>
        <translation>Auf meinen Platz ({name}) in der Partie bei {url} &amp;zurückkehren</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>The address starts with ws:// or wss:// (the host shows it)</source>
        <translation>Die Adresse beginnt mit ws:// oder wss:// (der Gastgeber zeigt sie an)</translation>
    </message>
    <message>
        <source>Type the join code the host shows</source>
        <translation>Gib den Beitrittscode ein, den der Gastgeber anzeigt</translation>
    </message>
    <message>
        <source>Type your name</source>
        <translation>Gib deinen Namen ein</translation>
    </message>
</context>
<context>
    <name>JoinedGame</name>
    <message>
        <source>Vikings Desktop — network game</source>
        <translation>Vikings Desktop – Netzwerkpartie</translation>
    </message>
    <message>
        <source>A copy of the finished game was kept as {name} (Game → Replay…)</source>
        <translation>Eine Kopie der beendeten Partie wurde als {name} aufbewahrt (Spiel → Wiederholung …)</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Applies when the game is started again</source>
        <translation>Gilt ab dem nächsten Programmstart</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <source>Marks on the table</source>
        <translation>Zeichen auf dem Spieltisch</translation>
    </message>
    <message>
        <source>A green cell: the bought tile may go here, and its Viking may stand on it.</source>
        <translation>Ein grünes Feld: Das gekaufte Plättchen darf hierhin, und seine Figur darf darauf stehen.</translation>
    </message>
    <message>
        <source>An orange cell: the bought tile may go here, but its Viking goes to the mainland.</source>
        <translation>Ein oranges Feld: Das gekaufte Plättchen darf hierhin, seine Figur aber kommt aufs Festland.</translation>
    </message>
    <message>
        <source>A hatched tile: a ship in its column reaches down to it. A Viking on a threatened tile scores nothing, unless a Warrior right below the ship repels it.</source>
        <translation>Ein schraffiertes Plättchen: Ein Schiff in seiner Spalte reicht bis hierher. Eine Figur auf einem bedrohten Plättchen bringt nichts, bis ein Kämpfer direkt unter dem Schiff es abwehrt.</translation>
    </message>
    <message>
        <source>A shield on a ship: a Warrior right below it repels the ship. A repelled ship pays its reward at the large scoring and costs nothing at the end of the game.</source>
        <translation>Ein Schild auf einem Schiff: Ein Kämpfer direkt darunter wehrt das Schiff ab. Ein abgewehrtes Schiff bringt bei der Großen Wertung seinen Lohn und kostet bei der Schlusswertung nichts.</translation>
    </message>
    <message>
        <source>A gold frame: the cell the last move filled.</source>
        <translation>Ein goldener Rahmen: das Feld, das der letzte Zug belegt hat.</translation>
    </message>
    <message>
        <source>A dashed gold ring, on the wheel or on a cell: the computer&apos;s hint (Help → Hint).</source>
        <translation>Ein gestrichelter goldener Ring, auf dem Drehrad oder auf einem Feld: der Tipp des Computers (Hilfe → Tipp).</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>You left a lesson before its end. Go on where you left it, or start it again?</source>
        <translation>Du hast eine Lektion vor ihrem Ende verlassen. Möchtest du dort weitermachen, wo du aufgehört hast, oder sie neu beginnen?</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weitermachen</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>%1 – step %2 of %3</source>
        <translation>%1 – Schritt %2 von %3</translation>
    </message>
    <message>
        <source>%1 is playing. Watch the wheel and the displays: the lesson goes on when it is your turn.</source>
        <translation>%1 ist am Zug. Sieh dir das Drehrad und die Auslagen an: Die Lektion geht weiter, wenn du am Zug bist.</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>First read this step, then press Next. Your move was taken back.</source>
        <translation>Lies zuerst diesen Schritt und drücke dann Weiter. Dein Zug wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>The rules allow that move, but this step asks for another one. It was taken back: read the step and try again.</source>
        <translation>Die Regeln erlauben diesen Zug, aber dieser Schritt verlangt einen anderen. Er wurde zurückgenommen: Lies den Schritt und versuche es noch einmal.</translation>
    </message>
    <message>
        <source>Not like that: %1</source>
        <translation>So nicht: %1</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Random moves</source>
        <translation>Zufallszüge</translation>
    </message>
    <message>
        <source>Short-sighted</source>
        <translation>Kurzsichtig</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Thorough</source>
        <translation>Gründlich</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>Network game: lobby</source>
        <translation>Netzwerkpartie: Warteraum</translation>
    </message>
    <message>
        <source>Friends join with one of these addresses:</source>
        <translation>Freunde treten mit einer dieser Adressen bei:</translation>
    </message>
    <message>
        <source>Join code: {code}</source>
        <translation>Beitrittscode: {code}</translation>
    </message>
    <message>
        <source>Computer level for seat {n}</source>
        <translation>Computerstufe für Platz {n}</translation>
    </message>
    <message>
        <source>Computer plays it</source>
        <translation>Der Computer spielt ihn</translation>
    </message>
    <message>
        <source>(free)</source>
        <translation>(frei)</translation>
    </message>
    <message>
        <source>remote, connected</source>
        <translation>über das Netzwerk, verbunden</translation>
    </message>
    <message>
        <source>remote, away</source>
        <translation>über das Netzwerk, nicht verbunden</translation>
    </message>
    <message>
        <source>remote, free</source>
        <translation>über das Netzwerk, frei</translation>
    </message>
    <message>
        <source>{state}; a computer plays it for now</source>
        <translation>{state}; vorerst spielt ein Computer</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>dieser Computer</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Hand the seat back</source>
        <translation>Platz zurückgeben</translation>
    </message>
    <message>
        <source>A computer plays it for now</source>
        <translation>Vorerst spielt ihn ein Computer</translation>
    </message>
    <message>
        <source>The game has started</source>
        <translation>Die Partie hat begonnen</translation>
    </message>
    <message>
        <source>The game starts when every remote seat is taken</source>
        <translation>Die Partie beginnt, sobald jeder Netzwerkplatz besetzt ist</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>New game: {names} (game number {seed})</source>
        <translation>Neues Spiel: {names} (Spielnummer {seed})</translation>
    </message>
    <message>
        <source>— Round {round} —</source>
        <translation>— Durchgang {round} —</translation>
    </message>
    <message>
        <source>{name}&apos;s special tiles: {specials}</source>
        <translation>Sonderplättchen von {name}: {specials}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Vikings Desktop</source>
        <translation>Vikings Desktop</translation>
    </message>
    <message>
        <source>Players: gold, fame and Vikings</source>
        <translation>Spieler: Gold, Siegpunkte und Wikinger</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Still to come</source>
        <translation>Noch im Spiel</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>&amp;Ergebnis</translation>
    </message>
    <message>
        <source>The final scoring of the finished game</source>
        <translation>Die Schlusswertung des beendeten Spiels</translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation>&amp;Wiederholung …</translation>
    </message>
    <message>
        <source>Look back at a game move by move, and where it was won</source>
        <translation>Eine Partie Zug für Zug nachspielen und sehen, wo sie gewonnen wurde</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <source>Games, wins, average and best fame per computer level and per player</source>
        <translation>Partien, Siege, Siegpunkte im Schnitt und beste Siegpunkte je Computerstufe und je Spieler</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Wheel on the &amp;right</source>
        <translation>Drehrad &amp;rechts</translation>
    </message>
    <message>
        <source>&amp;Compact displays</source>
        <translation>&amp;Kompakte Auslagen</translation>
    </message>
    <message>
        <source>Displays without the row names: larger tiles in the same room</source>
        <translation>Auslagen ohne Reihennamen: größere Plättchen auf gleichem Platz</translation>
    </message>
    <message>
        <source>&amp;If the game ended now</source>
        <translation>&amp;Wenn das Spiel jetzt endete</translation>
    </message>
    <message>
        <source>A column of the players&apos; table: each player&apos;s fame were the final scoring applied now (hover a display&apos;s name for where it comes from)</source>
        <translation>Eine Spalte der Spielertabelle: die Siegpunkte jedes Spielers, wenn jetzt die Schlusswertung käme (woher sie kämen, zeigt der Name über der Auslage)</translation>
    </message>
    <message>
        <source>Colour-&amp;blind mode</source>
        <translation>&amp;Farbenblind-Modus</translation>
    </message>
    <message>
        <source>Ship sails carry a shape and the row they reach; green cells carry a tick</source>
        <translation>Schiffssegel tragen eine Form und die Reihe, bis zu der sie reichen; grüne Felder tragen einen Haken</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>&amp;Tempo der Computer</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>%1 (%2 s per move)</source>
        <translation>%1 (%2 s pro Zug)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Spielen lernen</translation>
    </message>
    <message>
        <source>A guided first game against a gentle computer player</source>
        <translation>Eine begleitete erste Partie gegen einen freundlichen Computerspieler</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;Marks on the table</source>
        <translation>&amp;Zeichen auf dem Spieltisch</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the computer do?</source>
        <translation>&amp;Tipp: Was würde der Computer tun?</translation>
    </message>
    <message>
        <source>&amp;About Vikings Desktop</source>
        <translation>Über Vikings &amp;Desktop</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Denke über einen Tipp nach…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>The game is over: the results are shown when you come back to this window</source>
        <translation>Die Partie ist zu Ende: Das Ergebnis erscheint, sobald du in dieses Fenster zurückkehrst</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Vikings Desktop %1&lt;/h3&gt;&lt;p&gt;Michael Kiesling&apos;s board game &lt;i&gt;Vikings&lt;/i&gt; for the desktop: 2–4 players, humans and computer players.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Vikings Desktop %1&lt;/h3&gt;&lt;p&gt;Michael Kieslings Brettspiel &lt;i&gt;Wikinger&lt;/i&gt; für den Desktop: 2–4 Spieler, Menschen und Computerspieler.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Vikings Desktop</source>
        <translation>Über Vikings Desktop</translation>
    </message>
</context>
<context>
    <name>NetworkBanner</name>
    <message>
        <source>Network game</source>
        <translation>Netzwerkpartie</translation>
    </message>
    <message>
        <source>The host did not seat you: {problem}</source>
        <translation>Der Gastgeber hat dir keinen Platz gegeben: {problem}</translation>
    </message>
    <message>
        <source>Connection to the host lost: {problem}</source>
        <translation>Verbindung zum Gastgeber verloren: {problem}</translation>
    </message>
    <message>
        <source>Network game over</source>
        <translation>Netzwerkpartie zu Ende</translation>
    </message>
    <message>
        <source>Connecting to the host…</source>
        <translation>Verbindung zum Gastgeber wird aufgebaut…</translation>
    </message>
    <message>
        <source>Seated: waiting for the other players to join</source>
        <translation>Platz genommen: Warten auf die anderen Spieler</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Warten auf {name}</translation>
    </message>
    <message>
        <source>Disconnected: {names}</source>
        <translation>Nicht verbunden: {names}</translation>
    </message>
    <message>
        <source>Your turn (network game)</source>
        <translation>Du bist am Zug (Netzwerkpartie)</translation>
    </message>
</context>
<context>
    <name>NetworkMenu</name>
    <message>
        <source>&amp;Host a network game…</source>
        <translation>Netzwerkpartie &amp;ausrichten…</translation>
    </message>
    <message>
        <source>&amp;Join a network game…</source>
        <translation>Einer Netzwerkpartie &amp;beitreten…</translation>
    </message>
    <message>
        <source>The game could not be hosted: {problem}</source>
        <translation>Die Partie konnte nicht ausgerichtet werden: {problem}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Who plays? Several players can take turns at this screen; computer players move by themselves.</source>
        <translation>Wer spielt? Mehrere Spieler können abwechselnd an diesem Bildschirm spielen; Computerspieler ziehen von selbst.</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Spielt</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Crimson</source>
        <translation>Karminrot</translation>
    </message>
    <message>
        <source>Royal blue</source>
        <translation>Königsblau</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Waldgrün</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Bernstein</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Purpur</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Petrol</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Seat {number}: name</source>
        <translation>Platz {number}: Name</translation>
    </message>
    <message>
        <source>Seat {number}: plays</source>
        <translation>Platz {number}: spielt</translation>
    </message>
    <message>
        <source>Seat {number}: computer level</source>
        <translation>Platz {number}: Computerstufe</translation>
    </message>
    <message>
        <source>Seat {number}: colour</source>
        <translation>Platz {number}: Farbe</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <source>The same game number and seats deal the same game</source>
        <translation>Dieselbe Spielnummer mit denselben Plätzen gibt dasselbe Spiel</translation>
    </message>
    <message>
        <source>Game number (optional)</source>
        <translation>Spielnummer (freiwillig)</translation>
    </message>
    <message>
        <source>the game number is a whole number (or empty for a random deal)</source>
        <translation>die Spielnummer ist eine ganze Zahl (oder leer für ein zufälliges Spiel)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Vikings</source>
        <translation>Wikinger</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Spielt</translation>
    </message>
    <message>
        <source>At end</source>
        <translation>Am Ende</translation>
    </message>
    <message>
        <source>Each player&apos;s fame if the game ended now (the final scoring applied to the table as it is); hover a cell for the parts</source>
        <translation>Die Siegpunkte jedes Spielers, wenn das Spiel jetzt endete (die Schlusswertung auf den Tisch, wie er ist); über einer Zelle stehen die Teile</translation>
    </message>
    <message>
        <source>human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>over the network</source>
        <translation>über das Netzwerk</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>Computer, {level}</translation>
    </message>
</context>
<context>
    <name>Projection</name>
    <message>
        <source>%1 fame</source>
        <translation>%1 Siegpunkte</translation>
    </message>
    <message>
        <source>%1 gold</source>
        <translation>%1 Gold</translation>
    </message>
    <message>
        <source>If the game ended now: %1 fame, first place</source>
        <translation>Wenn das Spiel jetzt endete: %1 Siegpunkte, erster Platz</translation>
    </message>
    <message>
        <source>If the game ended now: %1 fame</source>
        <translation>Wenn das Spiel jetzt endete: %1 Siegpunkte</translation>
    </message>
</context>
<context>
    <name>PublicCounts</name>
    <message>
        <source>Warriors</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Adlige</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Späher</translation>
    </message>
    <message>
        <source>Goldsmiths</source>
        <translation>Goldschmiede</translation>
    </message>
    <message>
        <source>Fishermen</source>
        <translation>Fischer</translation>
    </message>
    <message>
        <source>Boatsmen</source>
        <translation>Bootsmänner</translation>
    </message>
    <message>
        <source>Left ends</source>
        <translation>Linke Enden</translation>
    </message>
    <message>
        <source>Middles</source>
        <translation>Mittelstücke</translation>
    </message>
    <message>
        <source>Right ends</source>
        <translation>Rechte Enden</translation>
    </message>
    <message>
        <source>Red ships</source>
        <translation>Rote Schiffe</translation>
    </message>
    <message>
        <source>Green ships</source>
        <translation>Grüne Schiffe</translation>
    </message>
    <message>
        <source>Yellow ships</source>
        <translation>Gelbe Schiffe</translation>
    </message>
    <message>
        <source>Blue ships</source>
        <translation>Blaue Schiffe</translation>
    </message>
    <message>
        <source>In the bag: %1 Vikings</source>
        <translation>Im Stoffsack: %1 Figuren</translation>
    </message>
    <message>
        <source>Face down: %1 tiles</source>
        <translation>Verdeckt: %1 Plättchen</translation>
    </message>
    <message>
        <source>Special tiles in their stack: %1</source>
        <translation>Sonderplättchen im Stapel: %1</translation>
    </message>
</context>
<context>
    <name>RecordsProblem</name>
    <message>
        <source>The record of your games is in use by another program. Try again in a moment.</source>
        <translation>Die Aufzeichnung deiner Partien wird gerade von einem anderen Programm benutzt. Versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The record of your games is damaged, so games are not recorded for now; they are still played and saved as usual. Game → Statistics… can start a fresh record.</source>
        <translation>Die Aufzeichnung deiner Partien ist beschädigt, darum werden Partien vorerst nicht aufgezeichnet; sie werden wie gewohnt gespielt und gespeichert. Unter Spiel → Statistik… kann eine neue Aufzeichnung begonnen werden.</translation>
    </message>
    <message>
        <source>The record of your games cannot be written (the file or its folder is read-only). Games are still played and saved as usual.</source>
        <translation>Die Aufzeichnung deiner Partien kann nicht geschrieben werden (die Datei oder ihr Ordner ist schreibgeschützt). Partien werden wie gewohnt gespielt und gespeichert.</translation>
    </message>
    <message>
        <source>The record of your games was written by a newer version of Vikings Desktop. It is not changed by this one; update the game to add to it.</source>
        <translation>Die Aufzeichnung deiner Partien stammt von einer neueren Version von Vikings Desktop. Diese Version ändert sie nicht; aktualisiere das Spiel, um weiter aufzuzeichnen.</translation>
    </message>
    <message>
        <source>The record of your games cannot be used here. Games are still played and saved as usual.</source>
        <translation>Die Aufzeichnung deiner Partien kann hier nicht benutzt werden. Partien werden wie gewohnt gespielt und gespeichert.</translation>
    </message>
    <message>
        <source>1 damaged record was left out. The other games are shown and counted as usual; a fresh record keeps them and puts the damaged file aside.</source>
        <translation>1 beschädigter Eintrag wurde ausgelassen. Die anderen Partien werden wie gewohnt gezeigt und gezählt; eine neue Aufzeichnung behält sie und legt die beschädigte Datei beiseite.</translation>
    </message>
    <message>
        <source>{count} damaged records were left out. The other games are shown and counted as usual; a fresh record keeps them and puts the damaged file aside.</source>
        <translation>{count} beschädigte Einträge wurden ausgelassen. Die anderen Partien werden wie gewohnt gezeigt und gezählt; eine neue Aufzeichnung behält sie und legt die beschädigte Datei beiseite.</translation>
    </message>
    <message>
        <source>A fresh record of your games was started.</source>
        <translation>Eine neue Aufzeichnung deiner Partien wurde begonnen.</translation>
    </message>
    <message>
        <source>A fresh record of your games was started with every game that could be read. The old file was kept as {name} in the same folder.</source>
        <translation>Eine neue Aufzeichnung deiner Partien wurde mit jeder lesbaren Partie begonnen. Die alte Datei wurde als {name} im selben Ordner aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>Fisherman</source>
        <translation>Fischer</translation>
    </message>
    <message>
        <source>Goldsmith</source>
        <translation>Goldschmied</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Späher</translation>
    </message>
    <message>
        <source>Noble</source>
        <translation>Adliger</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <source>Boatsman</source>
        <translation>Bootsmann</translation>
    </message>
    <message>
        <source>ships row</source>
        <translation>Schiffsreihe</translation>
    </message>
    <message>
        <source>Warriors&apos; row</source>
        <translation>Kämpferreihe</translation>
    </message>
    <message>
        <source>Nobles&apos; row</source>
        <translation>Adligenreihe</translation>
    </message>
    <message>
        <source>Scouts&apos; row</source>
        <translation>Späherreihe</translation>
    </message>
    <message>
        <source>Goldsmiths&apos; row</source>
        <translation>Goldschmiedereihe</translation>
    </message>
    <message>
        <source>Fishermen&apos;s row</source>
        <translation>Fischerreihe</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>Meer</translation>
    </message>
    <message>
        <source>land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>You can exchange between 1 fame and all of your fame.</source>
        <translation>Du kannst zwischen 1 Siegpunkt und all deinen Siegpunkten eintauschen.</translation>
    </message>
    <message>
        <source>Buy a group from the wheel first.</source>
        <translation>Kaufe zuerst eine Kombination vom Drehrad.</translation>
    </message>
    <message>
        <source>Place the tile you bought first.</source>
        <translation>Lege zuerst das gekaufte Plättchen.</translation>
    </message>
    <message>
        <source>There is no group at price {price}.</source>
        <translation>Auf dem Feld {price} liegt keine Kombination.</translation>
    </message>
    <message>
        <source>There is no bought tile to place.</source>
        <translation>Es gibt kein gekauftes Plättchen zum Legen.</translation>
    </message>
    <message>
        <source>Your start tile is already placed.</source>
        <translation>Dein Startplättchen liegt bereits.</translation>
    </message>
    <message>
        <source>The start tile goes into the first column of a free island row.</source>
        <translation>Das Startplättchen kommt in die erste Spalte einer freien Inselreihe.</translation>
    </message>
    <message>
        <source>Place your start tile in the first column of an island row first.</source>
        <translation>Lege zuerst dein Startplättchen in die erste Spalte einer Inselreihe.</translation>
    </message>
    <message>
        <source>This tile fits somewhere: only a tile that fits nowhere may be removed.</source>
        <translation>Dieses Plättchen passt irgendwo: Nur ein Plättchen, das nirgends passt, darf entfernt werden.</translation>
    </message>
    <message>
        <source>That is not a place on your display.</source>
        <translation>Das ist kein Feld deiner Auslage.</translation>
    </message>
    <message>
        <source>That place already holds a tile.</source>
        <translation>Auf diesem Feld liegt bereits ein Plättchen.</translation>
    </message>
    <message>
        <source>A ship goes into the ships row.</source>
        <translation>Ein Wikingerschiff kommt in die Schiffsreihe.</translation>
    </message>
    <message>
        <source>The first three ships go into the first three places of the ships row.</source>
        <translation>Die ersten drei Schiffe kommen auf die ersten drei Felder der Schiffsreihe.</translation>
    </message>
    <message>
        <source>A ship must be placed next to another ship.</source>
        <translation>Ein Schiff muss neben ein anderes Schiff gelegt werden.</translation>
    </message>
    <message>
        <source>Island tiles go into the rows below the ships.</source>
        <translation>Inselplättchen kommen in die Reihen unter den Schiffen.</translation>
    </message>
    <message>
        <source>This island tile starts with {edge}, but the mainland&apos;s edge is sea.</source>
        <translation>Dieses Inselplättchen beginnt mit {edge}, aber der Rand des Festlands ist Meer.</translation>
    </message>
    <message>
        <source>This island tile starts with {edge}, but the tile to its left ends in {other}.</source>
        <translation>Dieses Inselplättchen beginnt mit {edge}, aber das Plättchen links davon endet mit {other}.</translation>
    </message>
    <message>
        <source>This island tile ends in {edge}, but the tile to its right starts with {other}.</source>
        <translation>Dieses Inselplättchen endet mit {edge}, aber das Plättchen rechts davon beginnt mit {other}.</translation>
    </message>
    <message>
        <source>An island tile must touch the mainland or another island tile (not just at a corner).</source>
        <translation>Ein Inselplättchen muss das Festland oder ein anderes Inselplättchen berühren (nicht nur an einer Ecke).</translation>
    </message>
    <message>
        <source>{reason} Place your start tile first to build next to it.</source>
        <translation>{reason} Lege zuerst dein Startplättchen, um daneben zu bauen.</translation>
    </message>
    <message>
        <source>In the last round you must move as many Vikings as you can in total, with no more Boatsmen than that needs.</source>
        <translation>Im letzten Durchgang musst du insgesamt so viele Wikinger wie möglich hinüberbringen und dafür nicht mehr Bootsmänner einsetzen als nötig.</translation>
    </message>
    <message>
        <source>A Viking moves only onto an empty island tile of its own row.</source>
        <translation>Ein Wikinger zieht nur auf ein leeres Inselplättchen seiner eigenen Reihe.</translation>
    </message>
    <message>
        <source>A Boatsman must move at least one Viking.</source>
        <translation>Ein Bootsmann muss mindestens einen Wikinger versetzen.</translation>
    </message>
    <message>
        <source>That use of the Boatsman moves no Viking.</source>
        <translation>So versetzt der Bootsmann keinen Wikinger.</translation>
    </message>
    <message>
        <source>There are no tiles or Vikings left to deal a round.</source>
        <translation>Es sind keine Plättchen oder Wikinger mehr für einen weiteren Durchgang übrig.</translation>
    </message>
    <message>
        <source>The round ends only when all 12 groups are bought.</source>
        <translation>Der Durchgang endet erst, wenn alle 12 Kombinationen gekauft sind.</translation>
    </message>
    <message>
        <source>Bid or pass in the auction for start player first.</source>
        <translation>Biete zuerst in der Startspielerversteigerung oder passe.</translation>
    </message>
    <message>
        <source>The start player opens the auction with a bid of 0 or more.</source>
        <translation>Der Startspieler eröffnet die Versteigerung mit einem Gebot von 0 oder mehr.</translation>
    </message>
    <message>
        <source>A bid of {bid} is too low: bid at least {least} or pass.</source>
        <translation>Ein Gebot von {bid} ist zu niedrig: Biete mindestens {least} oder passe.</translation>
    </message>
    <message>
        <source>The auction winner first removes one of the 13 Vikings from the game.</source>
        <translation>Der Gewinner der Versteigerung nimmt zuerst einen der 13 Wikinger aus dem Spiel.</translation>
    </message>
    <message>
        <source>Choose a colour of Vikings to put on the wheel first.</source>
        <translation>Wähle zuerst eine Farbe, deren Wikinger an das Drehrad kommen.</translation>
    </message>
    <message>
        <source>Take a face-up special tile, or none, first.</source>
        <translation>Nimm zuerst ein offenes Sonderplättchen – oder keines.</translation>
    </message>
    <message>
        <source>The special tile “{tile}” is not face up.</source>
        <translation>Das Sonderplättchen „{tile}“ liegt nicht offen aus.</translation>
    </message>
    <message>
        <source>Choose which of your tiles the building replaces first.</source>
        <translation>Wähle zuerst, welches deiner Plättchen das Gebäude ersetzt.</translation>
    </message>
    <message>
        <source>The {building} replaces one of your island tiles showing the same building.</source>
        <translation>{building} ersetzt eines deiner Inselplättchen mit demselben Gebäude.</translation>
    </message>
    <message>
        <source>You have no boat special tile to use.</source>
        <translation>Du hast kein Boot-Sonderplättchen.</translation>
    </message>
    <message>
        <source>In the advanced game each Boatsman moves exactly one Viking.</source>
        <translation>Im Spiel für Fortgeschrittene bringt jeder Bootsmann genau einen Wikinger auf die Inseln.</translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <source>The host refused: {reason}</source>
        <translation>Der Gastgeber lehnt ab: {reason}</translation>
    </message>
    <message>
        <source>The host sent something this window cannot read: {problem}</source>
        <translation>Der Gastgeber hat etwas geschickt, das dieses Fenster nicht lesen kann: {problem}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>This is a replay: nothing can be played here. To play on from this moment, use “Play on from here”.</source>
        <translation>Das ist eine Wiederholung: Hier wird nicht gespielt. Um ab diesem Moment weiterzuspielen, nimm „Ab hier weiterspielen“.</translation>
    </message>
</context>
<context>
    <name>ReplayChooser</name>
    <message>
        <source>Replay a game</source>
        <translation>Eine Partie wiederholen</translation>
    </message>
    <message>
        <source>Look back at a game move by move, and let the Hard computer player show where it was won. The game on the table is not changed.</source>
        <translation>Spiele eine Partie Zug für Zug nach und lass dir vom Computer (Schwer) zeigen, wo sie gewonnen wurde. Die Partie auf dem Tisch bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Games to replay</source>
        <translation>Partien zum Wiederholen</translation>
    </message>
    <message>
        <source>The game on the table</source>
        <translation>Die Partie auf dem Tisch</translation>
    </message>
    <message>
        <source>{name} (saved {when})</source>
        <translation>{name} (gespeichert {when})</translation>
    </message>
    <message>
        <source>Another save file…</source>
        <translation>Andere Spieldatei …</translation>
    </message>
</context>
<context>
    <name>ReplayLauncher</name>
    <message>
        <source>Replay a saved game</source>
        <translation>Eine gespeicherte Partie wiederholen</translation>
    </message>
    <message>
        <source>Vikings games (*{suffix} *.json);;All files (*)</source>
        <translation>Vikings-Spiele (*{suffix} *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>the game on the table</source>
        <translation>die Partie auf dem Tisch</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Die Partie kann nicht wiederholt werden</translation>
    </message>
    <message>
        <source>Cannot play on</source>
        <translation>Weiterspielen geht nicht</translation>
    </message>
    <message>
        <source>A new game goes on from action {position} of the replay</source>
        <translation>Eine neue Partie geht ab Aktion {position} der Wiederholung weiter</translation>
    </message>
</context>
<context>
    <name>ReplayLogModel</name>
    <message>
        <source>New game: {names} (game number {seed})</source>
        <translation>Neues Spiel: {names} (Spielnummer {seed})</translation>
    </message>
    <message>
        <source>— Round {round} —</source>
        <translation>— Durchgang {round} —</translation>
    </message>
    <message>
        <source>{name}&apos;s special tiles: {specials}</source>
        <translation>Sonderplättchen von {name}: {specials}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay — {title}</source>
        <translation>Wiederholung – {title}</translation>
    </message>
    <message>
        <source>Players: gold, fame and Vikings</source>
        <translation>Spieler: Gold, Siegpunkte und Wikinger</translation>
    </message>
    <message>
        <source>Game log: click a line to go there</source>
        <translation>Spielverlauf: Klicke eine Zeile an, um dorthin zu gehen</translation>
    </message>
    <message>
        <source>Click a line to see the game at that moment</source>
        <translation>Klicke eine Zeile an, um die Partie in diesem Moment zu sehen</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <source>Ask the Hard computer player about every decision of the chosen players</source>
        <translation>Den Computer (Schwer) nach jeder Entscheidung der gewählten Spieler fragen</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>Spieler …</translation>
    </message>
    <message>
        <source>Whose decisions the analysis looks at</source>
        <translation>Wessen Entscheidungen die Analyse ansieht</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Mark decisions that cost more than</source>
        <translation>Entscheidungen markieren, die mehr kosteten als</translation>
    </message>
    <message>
        <source> fame</source>
        <translation> Siegpunkte</translation>
    </message>
    <message>
        <source>Costly decisions, the biggest first</source>
        <translation>Teure Entscheidungen, die größten zuerst</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>Der Anfang der Partie (Pos1)</translation>
    </message>
    <message>
        <source>Turn back</source>
        <translation>Zug zurück</translation>
    </message>
    <message>
        <source>Back one turn (Ctrl+←)</source>
        <translation>Einen Spielzug zurück (Strg+←)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back one action (←)</source>
        <translation>Eine Aktion zurück (←)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play the game on at the computer speed setting (Space)</source>
        <translation>Die Partie im Tempo der Computerspieler weiterlaufen lassen (Leertaste)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>On one action (→)</source>
        <translation>Eine Aktion weiter (→)</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>On one turn (Ctrl+→)</source>
        <translation>Einen Spielzug weiter (Strg+→)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation>Das Ende der Partie (Ende)</translation>
    </message>
    <message>
        <source>Go to a round or a scoring</source>
        <translation>Zu einem Durchgang oder einer Wertung gehen</translation>
    </message>
    <message>
        <source>Go to the start of a round (PgUp/PgDn) or to a scoring, which opens its table</source>
        <translation>Zum Anfang eines Durchgangs (Bild↑/Bild↓) oder zu einer Wertung gehen, deren Tabelle sich öffnet</translation>
    </message>
    <message>
        <source>Go to…</source>
        <translation>Gehe zu …</translation>
    </message>
    <message>
        <source>Round {round}: small scoring</source>
        <translation>Durchgang {round}: Kleine Wertung</translation>
    </message>
    <message>
        <source>Round {round}: large scoring</source>
        <translation>Durchgang {round}: Große Wertung</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>Start of round {round}</source>
        <translation>Anfang von Durchgang {round}</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Ab hier weiterspielen</translation>
    </message>
    <message>
        <source>Start a new game from this moment in the game window; the game there is kept (Game → Recent games) and this one is not changed</source>
        <translation>Im Spielfenster eine neue Partie ab diesem Moment beginnen; die Partie dort wird aufbewahrt (Spiel → Letzte Partien) und diese hier bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Ende der Partie</translation>
    </message>
    <message>
        <source>Round {round}, {name} to play</source>
        <translation>Durchgang {round}, {name} ist am Zug</translation>
    </message>
    <message>
        <source>Action {position} of {length} — {where}</source>
        <translation>Aktion {position} von {length} – {where}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>The game is over at this moment: go back to a moment before its end to play on</source>
        <translation>In diesem Moment ist die Partie vorbei: Geh zu einem Moment vor ihrem Ende zurück, um weiterzuspielen</translation>
    </message>
    <message>
        <source>Choose at least one player to analyse (Players…)</source>
        <translation>Wähle mindestens einen Spieler für die Analyse (Spieler …)</translation>
    </message>
    <message>
        <source>Analysis stopped; what was analysed is kept, and Analyse goes on from there</source>
        <translation>Analyse angehalten; was schon analysiert ist, bleibt, und „Analysieren“ macht dort weiter</translation>
    </message>
    <message>
        <source>The analysis could not be kept beside the save: {problem}</source>
        <translation>Die Analyse konnte nicht neben der Spieldatei aufbewahrt werden: {problem}</translation>
    </message>
</context>
<context>
    <name>RulesChooser</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <source>Advanced game</source>
        <translation>Spiel für Fortgeschrittene</translation>
    </message>
    <message>
        <source>Auction for start player</source>
        <translation>Startspielerversteigerung</translation>
    </message>
    <message>
        <source>Bid each round to be start player, then choose the colours.</source>
        <translation>In jedem Durchgang um das Startspielerrecht bieten, dann die Farben wählen.</translation>
    </message>
    <message>
        <source>Single bid</source>
        <translation>Nur ein Gebot</translation>
    </message>
    <message>
        <source>In the auction every player bids only once, in turn.</source>
        <translation>In der Versteigerung bietet jeder Spieler reihum nur einmal.</translation>
    </message>
    <message>
        <source>Special tiles</source>
        <translation>Sonderplättchen</translation>
    </message>
    <message>
        <source>The most expensive group brings one of four special tiles.</source>
        <translation>Die teuerste Kombination bringt eines von vier Sonderplättchen.</translation>
    </message>
    <message>
        <source>Advanced Boatsman</source>
        <translation>Bootsmann für Fortgeschrittene</translation>
    </message>
    <message>
        <source>A Boatsman ferries one Viking; a boat tile ferries as in the base game.</source>
        <translation>Ein Bootsmann bringt einen Wikinger auf die Inseln; ein Boot bringt sie wie im Grundspiel.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Learn to play…</source>
        <translation>Spielen lernen…</translation>
    </message>
    <message>
        <source>Guided lessons: a first game, then the advanced game</source>
        <translation>Begleitete Lektionen: eine erste Partie, danach das Spiel für Fortgeschrittene</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>Vikings games ({patterns});;All files (*)</source>
        <translation>Vikings-Spiele ({patterns});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>Partie speichern?</translation>
    </message>
    <message>
        <source>The game on the table has moves that are not saved. Save them before you leave the game?</source>
        <translation>Die Partie auf dem Tisch hat Züge, die nicht gespeichert sind. Vor dem Verlassen der Partie speichern?</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t save</source>
        <translation>&amp;Nicht speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Das Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Gespeichert unter {path}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>Geöffnet: {path}</translation>
    </message>
</context>
<context>
    <name>SaveProblem</name>
    <message>
        <source>The file is damaged or was changed outside the game.</source>
        <translation>Die Datei ist beschädigt oder wurde außerhalb des Spiels verändert.</translation>
    </message>
    <message>
        <source>This file is not a saved Vikings game.</source>
        <translation>Diese Datei ist kein gespeichertes Wikinger-Spiel.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Vikings Desktop. Please update the game to open it.</source>
        <translation>Dieses Spiel wurde mit einer neueren Version von Vikings Desktop gespeichert. Bitte aktualisiere das Spiel, um es zu öffnen.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The game cannot be written there. The last saved copy stays as it was.</source>
        <translation>Das Spiel kann dort nicht gespeichert werden. Die zuletzt gespeicherte Fassung bleibt unverändert.</translation>
    </message>
    <message>
        <source>For a bug report (in English):
{detail}</source>
        <translation>Für eine Fehlermeldung (auf Englisch):
{detail}</translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <source>small scoring</source>
        <translation>kleine Wertung</translation>
    </message>
    <message>
        <source>large scoring</source>
        <translation>große Wertung</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>Round {round}: {kind}</source>
        <translation>Durchgang {round}: {kind}</translation>
    </message>
    <message>
        <source>Repelled ships pay their reward; unthreatened Nobles, Scouts and Goldsmiths score. Threatened Vikings score nothing.</source>
        <translation>Abgewehrte Schiffe bringen ihre Belohnung; unbedrohte Adlige, Späher und Goldschmiede werten. Bedrohte Wikinger werten nicht.</translation>
    </message>
    <message>
        <source>Islands, Boatsmen, gold and the Fishermen&apos;s feeding score.</source>
        <translation>Inseln, Bootsmänner, Gold und die Versorgung durch die Fischer werten.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Round {round} — {kind}&lt;/h3&gt;{what}</source>
        <translation>&lt;h3&gt;Durchgang {round} – {kind}&lt;/h3&gt;{what}</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Goldsmiths that are not threatened earn {gold} gold each.</source>
        <translation>Goldschmiede, die nicht bedroht sind, bringen je {gold} Gold.</translation>
    </message>
    <message>
        <source>{name}: {gold} gold</source>
        <translation>{name}: {gold} Gold</translation>
    </message>
    <message>
        <source>Goldsmiths that are not threatened earn gold each (with goldsmith special tiles): {each}.</source>
        <translation>Goldschmiede, die nicht bedroht sind, bringen je Goldschmied (mit Goldschmied-Sonderplättchen): {each}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Threatened by ships, scoring nothing</source>
        <translation>Von Schiffen bedroht, werten nicht</translation>
    </message>
</context>
<context>
    <name>ScoringModel</name>
    <message>
        <source>Goldsmiths</source>
        <translation>Goldschmiede</translation>
    </message>
    <message>
        <source>Repelled ships</source>
        <translation>Abgewehrte Schiffe</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Adlige</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Späher</translation>
    </message>
    <message>
        <source>Gold into fame</source>
        <translation>Gold in Siegpunkte</translation>
    </message>
    <message>
        <source>Most Boatsmen</source>
        <translation>Meiste Bootsmänner</translation>
    </message>
    <message>
        <source>Most completed islands</source>
        <translation>Meiste fertige Inseln</translation>
    </message>
    <message>
        <source>Longest island</source>
        <translation>Längste Insel</translation>
    </message>
    <message>
        <source>Feeding</source>
        <translation>Versorgung</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Special tile: Goldsmiths +1 gold</source>
        <translation>Sonderplättchen: Goldschmiede +1 Gold</translation>
    </message>
    <message>
        <source>Special tile: Goldsmiths +2 gold</source>
        <translation>Sonderplättchen: Goldschmiede +2 Gold</translation>
    </message>
    <message>
        <source>Special tile: Nobles +1 fame</source>
        <translation>Sonderplättchen: Adlige +1 Siegpunkt</translation>
    </message>
    <message>
        <source>Special tile: Scouts +1 fame</source>
        <translation>Sonderplättchen: Späher +1 Siegpunkt</translation>
    </message>
    <message>
        <source>Special tile: Fishermen +1 fame</source>
        <translation>Sonderplättchen: Fischer +1 Siegpunkt</translation>
    </message>
    <message>
        <source>Special tile: Feast</source>
        <translation>Sonderplättchen: Festmahl</translation>
    </message>
    <message>
        <source>Special tile: Treasury (gold into fame)</source>
        <translation>Sonderplättchen: Schatzkammer (Gold in Siegpunkte)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Ships not repelled</source>
        <translation>Nicht abgewehrte Schiffe</translation>
    </message>
    <message>
        <source>{amount:+d} gold</source>
        <translation>{amount:+d} Gold</translation>
    </message>
    <message>
        <source>{amount} from {count}</source>
        <translation>{amount} für {count}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings not loaded</source>
        <translation>Einstellungen nicht geladen</translation>
    </message>
    <message>
        <source>The settings file cannot be read, so the game starts with its usual settings and does not keep changes this time.

Details: {problem}</source>
        <translation>Die Datei mit den Einstellungen kann nicht gelesen werden. Das Spiel startet daher mit den üblichen Einstellungen und behält Änderungen diesmal nicht.

Details: {problem}</translation>
    </message>
</context>
<context>
    <name>SetupProblem</name>
    <message>
        <source>Seat {number} ({name})</source>
        <translation>Platz {number} ({name})</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>Vikings is for {fewest} to {most} players</source>
        <translation>Vikings ist für {fewest} bis {most} Spieler</translation>
    </message>
    <message>
        <source>The first auction rules need the auction</source>
        <translation>Die Regeln der ersten Versteigerung brauchen die Versteigerung</translation>
    </message>
    <message>
        <source>every player needs a name</source>
        <translation>jeder Spieler braucht einen Namen</translation>
    </message>
    <message>
        <source>a name has at most {count} characters</source>
        <translation>ein Name hat höchstens {count} Zeichen</translation>
    </message>
    <message>
        <source>the name holds a character that cannot be used</source>
        <translation>der Name enthält ein Zeichen, das nicht verwendet werden kann</translation>
    </message>
    <message>
        <source>a computer player needs a level</source>
        <translation>ein Computerspieler braucht eine Stufe</translation>
    </message>
    <message>
        <source>unknown computer level {level}</source>
        <translation>unbekannte Computer-Stärke {level}</translation>
    </message>
    <message>
        <source>unknown colour {colour}</source>
        <translation>unbekannte Farbe {colour}</translation>
    </message>
    <message>
        <source>a player is human or computer</source>
        <translation>ein Spieler ist Mensch oder Computer</translation>
    </message>
    <message>
        <source>the name must be a text</source>
        <translation>der Name muss ein Text sein</translation>
    </message>
    <message>
        <source>Two players have the same name ({value})</source>
        <translation>Zwei Spieler haben denselben Namen ({value})</translation>
    </message>
    <message>
        <source>Two players have the same colour</source>
        <translation>Zwei Spieler haben dieselbe Farbe</translation>
    </message>
    <message>
        <source>The game number must be a whole number from 0 to {most}</source>
        <translation>Die Spielnummer muss eine ganze Zahl von 0 bis {most} sein</translation>
    </message>
    <message>
        <source>The single bid needs the auction</source>
        <translation>„Nur ein Gebot“ braucht die Versteigerung</translation>
    </message>
</context>
<context>
    <name>SpecialOfferView</name>
    <message>
        <source>Face-up special tiles</source>
        <translation>Offene Sonderplättchen</translation>
    </message>
</context>
<context>
    <name>SpecialTile</name>
    <message>
        <source>Five gold</source>
        <translation>Fünf Gold</translation>
    </message>
    <message>
        <source>Goldsmiths +1 gold</source>
        <translation>Goldschmiede +1 Gold</translation>
    </message>
    <message>
        <source>Goldsmiths +2 gold</source>
        <translation>Goldschmiede +2 Gold</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>Boot</translation>
    </message>
    <message>
        <source>Nobles +1 fame</source>
        <translation>Adlige +1 Siegpunkt</translation>
    </message>
    <message>
        <source>Scouts +1 fame</source>
        <translation>Späher +1 Siegpunkt</translation>
    </message>
    <message>
        <source>Fishermen +1 fame</source>
        <translation>Fischer +1 Siegpunkt</translation>
    </message>
    <message>
        <source>Boatsman</source>
        <translation>Bootsmann</translation>
    </message>
    <message>
        <source>Feast</source>
        <translation>Festmahl</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Schatzkammer</translation>
    </message>
    <message>
        <source>Longhouse</source>
        <translation>Langhaus</translation>
    </message>
    <message>
        <source>Stave church</source>
        <translation>Stabkirche</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>Wachturm</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>Replaces one of your island tiles showing the same building (the Viking on it stays). At the end: 1 fame for each Viking on it and on the tiles around it, if the building is not threatened.</source>
        <translation>Ersetzt eines deiner Inselplättchen mit demselben Gebäude (der Wikinger darauf bleibt stehen). Am Spielende: 1 Siegpunkt für jeden Wikinger darauf und auf den bis zu 8 Plättchen ringsum, wenn das Gebäude nicht bedroht ist.</translation>
    </message>
    <message>
        <source>5 gold at once.</source>
        <translation>Sofort 5 Gold.</translation>
    </message>
    <message>
        <source>In every small and large scoring: 1 more gold for each unthreatened Goldsmith.</source>
        <translation>In jeder kleinen und großen Wertung: 1 Gold mehr für jeden unbedrohten Goldschmied.</translation>
    </message>
    <message>
        <source>In every small and large scoring: 2 more gold for each unthreatened Goldsmith.</source>
        <translation>In jeder kleinen und großen Wertung: 2 Gold mehr für jeden unbedrohten Goldschmied.</translation>
    </message>
    <message>
        <source>In a large scoring one Boatsman may move all Vikings of one colour or one of each colour, as in the base game.</source>
        <translation>In einer großen Wertung darf ein Bootsmann alle Wikinger einer Farbe oder von jeder Farbe einen auf die Inseln bringen, wie im Grundspiel.</translation>
    </message>
    <message>
        <source>In every large scoring: 1 more fame for each unthreatened Noble.</source>
        <translation>In jeder Großen Wertung: 1 Siegpunkt mehr für jeden unbedrohten Adligen.</translation>
    </message>
    <message>
        <source>In every large scoring: 1 more fame for each unthreatened Scout.</source>
        <translation>In jeder Großen Wertung: 1 Siegpunkt mehr für jeden unbedrohten Späher.</translation>
    </message>
    <message>
        <source>In every large scoring: 1 fame for each unthreatened Fisherman.</source>
        <translation>In jeder Großen Wertung: 1 Siegpunkt für jeden unbedrohten Fischer.</translation>
    </message>
    <message>
        <source>Counts as one more Boatsman for the most Boatsmen at the end.</source>
        <translation>Zählt am Spielende als ein weiterer Bootsmann für die meisten Bootsmänner.</translation>
    </message>
    <message>
        <source>At the end each spare place at your table gives 3 fame instead of 2.</source>
        <translation>Am Spielende bringt jeder überversorgte Platz 3 Siegpunkte statt 2.</translation>
    </message>
    <message>
        <source>At the end every 3 gold give 1 fame instead of every 5.</source>
        <translation>Am Spielende bringen je 3 Gold 1 Siegpunkt statt je 5.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>Show the folder that holds the record of your games</source>
        <translation>Den Ordner zeigen, in dem die Aufzeichnung deiner Partien liegt</translation>
    </message>
    <message>
        <source>Start a fresh record…</source>
        <translation>Neue Aufzeichnung beginnen…</translation>
    </message>
    <message>
        <source>Begin a new record with every game that can be read; the old file is kept aside</source>
        <translation>Eine neue Aufzeichnung mit jeder Partie beginnen, die sich noch lesen lässt; die alte Datei wird aufbewahrt</translation>
    </message>
    <message>
        <source>By computer level</source>
        <translation>Nach Computerstufe</translation>
    </message>
    <message>
        <source>By player</source>
        <translation>Nach Spieler</translation>
    </message>
    <message>
        <source>Group the results</source>
        <translation>Ergebnisse gruppieren</translation>
    </message>
    <message>
        <source>Count games played on from a replay</source>
        <translation>Aus Wiederholungen weitergespielte Partien mitzählen</translation>
    </message>
    <message>
        <source>Games started with “Play on from here” in a replay are left out of the results unless this is ticked</source>
        <translation>Partien, die mit „Ab hier weiterspielen“ in einer Wiederholung begonnen wurden, zählen nur mit, wenn das angehakt ist</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Als CSV exportieren …</translation>
    </message>
    <message>
        <source>Every recorded game and every seat, one row per seat</source>
        <translation>Jede aufgezeichnete Partie und jeder Platz, eine Zeile je Platz</translation>
    </message>
    <message>
        <source>Export the results as CSV…</source>
        <translation>Ergebnisse als CSV exportieren …</translation>
    </message>
    <message>
        <source>The results table as shown</source>
        <translation>Die Ergebnistabelle wie angezeigt</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Recorded games</source>
        <translation>Aufgezeichnete Partien</translation>
    </message>
    <message>
        <source>No game can be shown: every recorded game is damaged.</source>
        <translation>Keine Partie kann gezeigt werden: Jede aufgezeichnete Partie ist beschädigt.</translation>
    </message>
    <message>
        <source>No game recorded yet. Every game you finish, or leave for another, is recorded here.</source>
        <translation>Noch keine Partie aufgezeichnet. Jede Partie, die du beendest oder für eine andere verlässt, wird hier aufgezeichnet.</translation>
    </message>
    <message>
        <source>Only games played on from a replay are recorded so far; tick “Count games played on from a replay” to count them.</source>
        <translation>Bisher sind nur aus Wiederholungen weitergespielte Partien aufgezeichnet; hake „Aus Wiederholungen weitergespielte Partien mitzählen“ an, um sie zu zählen.</translation>
    </message>
    <message>
        <source>“By player” counts the games of human players; none is recorded yet (only computer players played).</source>
        <translation>„Nach Spieler“ zählt die Partien menschlicher Spieler; noch keine ist aufgezeichnet (nur Computerspieler haben gespielt).</translation>
    </message>
    <message>
        <source>“By computer level” counts the games with computer players; none is recorded yet (only human players played).</source>
        <translation>„Nach Computerstufe“ zählt die Partien mit Computerspielern; noch keine ist aufgezeichnet (nur menschliche Spieler haben gespielt).</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>From a replay</source>
        <translation>Aus einer Wiederholung</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>{part}: fame</source>
        <translation>{part}: Siegpunkte</translation>
    </message>
    <message>
        <source>vikings-games.csv</source>
        <translation>vikings-partien.csv</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>vikings-results.csv</source>
        <translation>vikings-ergebnisse.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The table could not be written: {reason}</source>
        <translation>Die Tabelle konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>Start a fresh record?</source>
        <translation>Neue Aufzeichnung beginnen?</translation>
    </message>
    <message>
        <source>A new record of your games begins with every game that can still be read. The damaged file is kept aside in the same folder, never deleted.

Start a fresh record?</source>
        <translation>Eine neue Aufzeichnung deiner Partien beginnt mit jeder Partie, die sich noch lesen lässt. Die beschädigte Datei wird im selben Ordner aufbewahrt, nie gelöscht.

Neue Aufzeichnung beginnen?</translation>
    </message>
</context>
<context>
    <name>SummaryModel</name>
    <message>
        <source>Computer level</source>
        <translation>Computerstufe</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Average fame</source>
        <translation>Siegpunkte im Schnitt</translation>
    </message>
    <message>
        <source>Best fame</source>
        <translation>Beste Siegpunkte</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
</context>
<context>
    <name>Tiles</name>
    <message>
        <source>island start (sea on the left)</source>
        <translation>Inselanfang (links Meer)</translation>
    </message>
    <message>
        <source>island end (sea on the right)</source>
        <translation>Inselende (rechts Meer)</translation>
    </message>
    <message>
        <source>island middle with a longhouse</source>
        <translation>Inselmitte mit Langhaus</translation>
    </message>
    <message>
        <source>island middle with a stave church</source>
        <translation>Inselmitte mit Stabkirche</translation>
    </message>
    <message>
        <source>island middle with a watchtower</source>
        <translation>Inselmitte mit Wachturm</translation>
    </message>
    <message>
        <source>island middle with a market</source>
        <translation>Inselmitte mit Markt</translation>
    </message>
    <message>
        <source>Longhouse special tile</source>
        <translation>Sonderplättchen Langhaus</translation>
    </message>
    <message>
        <source>Stave church special tile</source>
        <translation>Sonderplättchen Stabkirche</translation>
    </message>
    <message>
        <source>Watchtower special tile</source>
        <translation>Sonderplättchen Wachturm</translation>
    </message>
    <message>
        <source>Market special tile</source>
        <translation>Sonderplättchen Markt</translation>
    </message>
    <message>
        <source>red ship</source>
        <translation>rotes Schiff</translation>
    </message>
    <message>
        <source>green ship</source>
        <translation>grünes Schiff</translation>
    </message>
    <message>
        <source>yellow ship</source>
        <translation>gelbes Schiff</translation>
    </message>
    <message>
        <source>blue ship</source>
        <translation>blaues Schiff</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <source>&amp;Undo: {action}</source>
        <translation>&amp;Rückgängig: {action}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo (your own turn only)</source>
        <translation>&amp;Rückgängig (nur im eigenen Zug)</translation>
    </message>
    <message>
        <source>Undo takes back only your own turn; Allow undo across turns lifts that</source>
        <translation>Rückgängig nimmt nur deinen eigenen Zug zurück; „Rückgängig über Züge hinweg erlauben“ hebt das auf</translation>
    </message>
    <message>
        <source>&amp;Redo: {action}</source>
        <translation>&amp;Wiederholen: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
</context>
<context>
    <name>VikingWords</name>
    <message>
        <source>The free group may only be bought when its Fisherman is the last Fisherman on the wheel.</source>
        <translation>Die kostenlose Kombination darf nur gekauft werden, wenn ihr Fischer der letzte Fischer am Drehrad ist.</translation>
    </message>
    <message>
        <source>The free group may only be bought when its Goldsmith is the last Goldsmith on the wheel.</source>
        <translation>Die kostenlose Kombination darf nur gekauft werden, wenn ihr Goldschmied der letzte Goldschmied am Drehrad ist.</translation>
    </message>
    <message>
        <source>The free group may only be bought when its Scout is the last Scout on the wheel.</source>
        <translation>Die kostenlose Kombination darf nur gekauft werden, wenn ihr Späher der letzte Späher am Drehrad ist.</translation>
    </message>
    <message>
        <source>The free group may only be bought when its Noble is the last Noble on the wheel.</source>
        <translation>Die kostenlose Kombination darf nur gekauft werden, wenn ihr Adliger der letzte Adlige am Drehrad ist.</translation>
    </message>
    <message>
        <source>The free group may only be bought when its Warrior is the last Warrior on the wheel.</source>
        <translation>Die kostenlose Kombination darf nur gekauft werden, wenn ihr Kämpfer der letzte Kämpfer am Drehrad ist.</translation>
    </message>
    <message>
        <source>The free group may only be bought when its Boatsman is the last Boatsman on the wheel.</source>
        <translation>Die kostenlose Kombination darf nur gekauft werden, wenn ihr Bootsmann der letzte Bootsmann am Drehrad ist.</translation>
    </message>
    <message>
        <source>The Fisherman goes to the mainland.</source>
        <translation>Der Fischer geht aufs Festland.</translation>
    </message>
    <message>
        <source>The Goldsmith goes to the mainland.</source>
        <translation>Der Goldschmied geht aufs Festland.</translation>
    </message>
    <message>
        <source>The Scout goes to the mainland.</source>
        <translation>Der Späher geht aufs Festland.</translation>
    </message>
    <message>
        <source>The Noble goes to the mainland.</source>
        <translation>Der Adlige geht aufs Festland.</translation>
    </message>
    <message>
        <source>The Warrior goes to the mainland.</source>
        <translation>Der Kämpfer geht aufs Festland.</translation>
    </message>
    <message>
        <source>The Boatsman goes to the mainland.</source>
        <translation>Der Bootsmann geht aufs Festland.</translation>
    </message>
    <message>
        <source>A Fisherman may only stand on a tile in the Fishermen&apos;s row.</source>
        <translation>Ein Fischer darf nur auf einem Plättchen der Fischerreihe stehen.</translation>
    </message>
    <message>
        <source>A Goldsmith may only stand on a tile in the Goldsmiths&apos; row.</source>
        <translation>Ein Goldschmied darf nur auf einem Plättchen der Goldschmiedereihe stehen.</translation>
    </message>
    <message>
        <source>A Scout may only stand on a tile in the Scouts&apos; row.</source>
        <translation>Ein Späher darf nur auf einem Plättchen der Späherreihe stehen.</translation>
    </message>
    <message>
        <source>A Noble may only stand on a tile in the Nobles&apos; row.</source>
        <translation>Ein Adliger darf nur auf einem Plättchen der Adligenreihe stehen.</translation>
    </message>
    <message>
        <source>A Warrior may only stand on a tile in the Warriors&apos; row.</source>
        <translation>Ein Kämpfer darf nur auf einem Plättchen der Kämpferreihe stehen.</translation>
    </message>
    <message>
        <source>No Fisherman is among the drawn Vikings.</source>
        <translation>Unter den gezogenen Wikingern ist kein Fischer.</translation>
    </message>
    <message>
        <source>No Goldsmith is among the drawn Vikings.</source>
        <translation>Unter den gezogenen Wikingern ist kein Goldschmied.</translation>
    </message>
    <message>
        <source>No Scout is among the drawn Vikings.</source>
        <translation>Unter den gezogenen Wikingern ist kein Späher.</translation>
    </message>
    <message>
        <source>No Noble is among the drawn Vikings.</source>
        <translation>Unter den gezogenen Wikingern ist kein Adliger.</translation>
    </message>
    <message>
        <source>No Warrior is among the drawn Vikings.</source>
        <translation>Unter den gezogenen Wikingern ist kein Kämpfer.</translation>
    </message>
    <message>
        <source>No Boatsman is among the drawn Vikings.</source>
        <translation>Unter den gezogenen Wikingern ist kein Bootsmann.</translation>
    </message>
    <message>
        <source>No Fishermen are left to put on the wheel.</source>
        <translation>Es sind keine Fischer mehr übrig, die ans Drehrad kommen.</translation>
    </message>
    <message>
        <source>No Goldsmiths are left to put on the wheel.</source>
        <translation>Es sind keine Goldschmiede mehr übrig, die ans Drehrad kommen.</translation>
    </message>
    <message>
        <source>No Scouts are left to put on the wheel.</source>
        <translation>Es sind keine Späher mehr übrig, die ans Drehrad kommen.</translation>
    </message>
    <message>
        <source>No Nobles are left to put on the wheel.</source>
        <translation>Es sind keine Adligen mehr übrig, die ans Drehrad kommen.</translation>
    </message>
    <message>
        <source>No Warriors are left to put on the wheel.</source>
        <translation>Es sind keine Kämpfer mehr übrig, die ans Drehrad kommen.</translation>
    </message>
    <message>
        <source>No Boatsmen are left to put on the wheel.</source>
        <translation>Es sind keine Bootsmänner mehr übrig, die ans Drehrad kommen.</translation>
    </message>
    <message>
        <source>; the Fisherman stands on it</source>
        <translation>; der Fischer steht darauf</translation>
    </message>
    <message>
        <source>; the Goldsmith stands on it</source>
        <translation>; der Goldschmied steht darauf</translation>
    </message>
    <message>
        <source>; the Scout stands on it</source>
        <translation>; der Späher steht darauf</translation>
    </message>
    <message>
        <source>; the Noble stands on it</source>
        <translation>; der Adlige steht darauf</translation>
    </message>
    <message>
        <source>; the Warrior stands on it</source>
        <translation>; der Kämpfer steht darauf</translation>
    </message>
    <message>
        <source>{name} uses a Boatsman: all Fishermen</source>
        <translation>{name} setzt einen Bootsmann ein: alle Fischer</translation>
    </message>
    <message>
        <source>{name} uses a Boatsman: all Goldsmiths</source>
        <translation>{name} setzt einen Bootsmann ein: alle Goldschmiede</translation>
    </message>
    <message>
        <source>{name} uses a Boatsman: all Scouts</source>
        <translation>{name} setzt einen Bootsmann ein: alle Späher</translation>
    </message>
    <message>
        <source>{name} uses a Boatsman: all Nobles</source>
        <translation>{name} setzt einen Bootsmann ein: alle Adligen</translation>
    </message>
    <message>
        <source>{name} uses a Boatsman: all Warriors</source>
        <translation>{name} setzt einen Bootsmann ein: alle Kämpfer</translation>
    </message>
    <message>
        <source>{name}&apos;s Boatsman ferries a Fisherman to the Fishermen&apos;s row, column {col}</source>
        <translation>Ein Bootsmann von {name} bringt einen Fischer in die Fischerreihe, Spalte {col}</translation>
    </message>
    <message>
        <source>{name}&apos;s Boatsman ferries a Goldsmith to the Goldsmiths&apos; row, column {col}</source>
        <translation>Ein Bootsmann von {name} bringt einen Goldschmied in die Goldschmiedereihe, Spalte {col}</translation>
    </message>
    <message>
        <source>{name}&apos;s Boatsman ferries a Scout to the Scouts&apos; row, column {col}</source>
        <translation>Ein Bootsmann von {name} bringt einen Späher in die Späherreihe, Spalte {col}</translation>
    </message>
    <message>
        <source>{name}&apos;s Boatsman ferries a Noble to the Nobles&apos; row, column {col}</source>
        <translation>Ein Bootsmann von {name} bringt einen Adligen in die Adligenreihe, Spalte {col}</translation>
    </message>
    <message>
        <source>{name}&apos;s Boatsman ferries a Warrior to the Warriors&apos; row, column {col}</source>
        <translation>Ein Bootsmann von {name} bringt einen Kämpfer in die Kämpferreihe, Spalte {col}</translation>
    </message>
    <message>
        <source>{name} removes a Fisherman from the game</source>
        <translation>{name} nimmt einen Fischer aus dem Spiel</translation>
    </message>
    <message>
        <source>{name} removes a Goldsmith from the game</source>
        <translation>{name} nimmt einen Goldschmied aus dem Spiel</translation>
    </message>
    <message>
        <source>{name} removes a Scout from the game</source>
        <translation>{name} nimmt einen Späher aus dem Spiel</translation>
    </message>
    <message>
        <source>{name} removes a Noble from the game</source>
        <translation>{name} nimmt einen Adligen aus dem Spiel</translation>
    </message>
    <message>
        <source>{name} removes a Warrior from the game</source>
        <translation>{name} nimmt einen Kämpfer aus dem Spiel</translation>
    </message>
    <message>
        <source>{name} removes a Boatsman from the game</source>
        <translation>{name} nimmt einen Bootsmann aus dem Spiel</translation>
    </message>
    <message>
        <source>{name} puts the drawn Fishermen on the wheel</source>
        <translation>{name} stellt die gezogenen Fischer ans Drehrad</translation>
    </message>
    <message>
        <source>{name} puts the drawn Goldsmiths on the wheel</source>
        <translation>{name} stellt die gezogenen Goldschmiede ans Drehrad</translation>
    </message>
    <message>
        <source>{name} puts the drawn Scouts on the wheel</source>
        <translation>{name} stellt die gezogenen Späher ans Drehrad</translation>
    </message>
    <message>
        <source>{name} puts the drawn Nobles on the wheel</source>
        <translation>{name} stellt die gezogenen Adligen ans Drehrad</translation>
    </message>
    <message>
        <source>{name} puts the drawn Warriors on the wheel</source>
        <translation>{name} stellt die gezogenen Kämpfer ans Drehrad</translation>
    </message>
    <message>
        <source>{name} puts the drawn Boatsmen on the wheel</source>
        <translation>{name} stellt die gezogenen Bootsmänner ans Drehrad</translation>
    </message>
    <message>
        <source>{name} uses a boat tile: all Fishermen</source>
        <translation>{name} setzt ein Boot ein: alle Fischer</translation>
    </message>
    <message>
        <source>{name} uses a boat tile: all Goldsmiths</source>
        <translation>{name} setzt ein Boot ein: alle Goldschmiede</translation>
    </message>
    <message>
        <source>{name} uses a boat tile: all Scouts</source>
        <translation>{name} setzt ein Boot ein: alle Späher</translation>
    </message>
    <message>
        <source>{name} uses a boat tile: all Nobles</source>
        <translation>{name} setzt ein Boot ein: alle Adligen</translation>
    </message>
    <message>
        <source>{name} uses a boat tile: all Warriors</source>
        <translation>{name} setzt ein Boot ein: alle Kämpfer</translation>
    </message>
    <message>
        <source> with a Fisherman</source>
        <translation>, darauf ein Fischer</translation>
    </message>
    <message>
        <source> with a Goldsmith</source>
        <translation>, darauf ein Goldschmied</translation>
    </message>
    <message>
        <source> with a Scout</source>
        <translation>, darauf ein Späher</translation>
    </message>
    <message>
        <source> with a Noble</source>
        <translation>, darauf ein Adliger</translation>
    </message>
    <message>
        <source> with a Warrior</source>
        <translation>, darauf ein Kämpfer</translation>
    </message>
    <message>
        <source> with a Boatsman</source>
        <translation>, darauf ein Bootsmann</translation>
    </message>
    <message>
        <source>The bought tile fits nowhere in your display: it leaves the game and the Fisherman goes to the mainland</source>
        <translation>Das gekaufte Plättchen passt nirgends in deine Auslage: Es verlässt das Spiel, und der Fischer geht aufs Festland</translation>
    </message>
    <message>
        <source>The bought tile fits nowhere in your display: it leaves the game and the Goldsmith goes to the mainland</source>
        <translation>Das gekaufte Plättchen passt nirgends in deine Auslage: Es verlässt das Spiel, und der Goldschmied geht aufs Festland</translation>
    </message>
    <message>
        <source>The bought tile fits nowhere in your display: it leaves the game and the Scout goes to the mainland</source>
        <translation>Das gekaufte Plättchen passt nirgends in deine Auslage: Es verlässt das Spiel, und der Späher geht aufs Festland</translation>
    </message>
    <message>
        <source>The bought tile fits nowhere in your display: it leaves the game and the Noble goes to the mainland</source>
        <translation>Das gekaufte Plättchen passt nirgends in deine Auslage: Es verlässt das Spiel, und der Adlige geht aufs Festland</translation>
    </message>
    <message>
        <source>The bought tile fits nowhere in your display: it leaves the game and the Warrior goes to the mainland</source>
        <translation>Das gekaufte Plättchen passt nirgends in deine Auslage: Es verlässt das Spiel, und der Kämpfer geht aufs Festland</translation>
    </message>
    <message>
        <source>The bought tile fits nowhere in your display: it leaves the game and the Boatsman goes to the mainland</source>
        <translation>Das gekaufte Plättchen passt nirgends in deine Auslage: Es verlässt das Spiel, und der Bootsmann geht aufs Festland</translation>
    </message>
    <message>
        <source>the Fisherman can stand on it in your Fishermen&apos;s row</source>
        <translation>der Fischer kann darauf in deiner Fischerreihe stehen</translation>
    </message>
    <message>
        <source>the Goldsmith can stand on it in your Goldsmiths&apos; row</source>
        <translation>der Goldschmied kann darauf in deiner Goldschmiedereihe stehen</translation>
    </message>
    <message>
        <source>the Scout can stand on it in your Scouts&apos; row</source>
        <translation>der Späher kann darauf in deiner Späherreihe stehen</translation>
    </message>
    <message>
        <source>the Noble can stand on it in your Nobles&apos; row</source>
        <translation>der Adlige kann darauf in deiner Adligenreihe stehen</translation>
    </message>
    <message>
        <source>the Warrior can stand on it in your Warriors&apos; row</source>
        <translation>der Kämpfer kann darauf in deiner Kämpferreihe stehen</translation>
    </message>
    <message>
        <source>the tile fits your display; the Fisherman waits on the mainland</source>
        <translation>das Plättchen passt in deine Auslage; der Fischer wartet auf dem Festland</translation>
    </message>
    <message>
        <source>the tile fits your display; the Goldsmith waits on the mainland</source>
        <translation>das Plättchen passt in deine Auslage; der Goldschmied wartet auf dem Festland</translation>
    </message>
    <message>
        <source>the tile fits your display; the Scout waits on the mainland</source>
        <translation>das Plättchen passt in deine Auslage; der Späher wartet auf dem Festland</translation>
    </message>
    <message>
        <source>the tile fits your display; the Noble waits on the mainland</source>
        <translation>das Plättchen passt in deine Auslage; der Adlige wartet auf dem Festland</translation>
    </message>
    <message>
        <source>the tile fits your display; the Warrior waits on the mainland</source>
        <translation>das Plättchen passt in deine Auslage; der Kämpfer wartet auf dem Festland</translation>
    </message>
    <message>
        <source>the tile fits your display; the Boatsman waits on the mainland</source>
        <translation>das Plättchen passt in deine Auslage; der Bootsmann wartet auf dem Festland</translation>
    </message>
    <message>
        <source>{tile} with a Fisherman</source>
        <translation>{tile} mit einem Fischer</translation>
    </message>
    <message>
        <source>{tile} with a Goldsmith</source>
        <translation>{tile} mit einem Goldschmied</translation>
    </message>
    <message>
        <source>{tile} with a Scout</source>
        <translation>{tile} mit einem Späher</translation>
    </message>
    <message>
        <source>{tile} with a Noble</source>
        <translation>{tile} mit einem Adligen</translation>
    </message>
    <message>
        <source>{tile} with a Warrior</source>
        <translation>{tile} mit einem Kämpfer</translation>
    </message>
    <message>
        <source>{tile} with a Boatsman</source>
        <translation>{tile} mit einem Bootsmann</translation>
    </message>
    <message>
        <source>F</source>
        <comment>chest letter of the Fisherman</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>G</source>
        <comment>chest letter of the Goldsmith</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>S</source>
        <comment>chest letter of the Scout</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>N</source>
        <comment>chest letter of the Noble</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>W</source>
        <comment>chest letter of the Warrior</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>B</source>
        <comment>chest letter of the Boatsman</comment>
        <translation>B</translation>
    </message>
</context>
<context>
    <name>WheelModel</name>
    <message>
        <source>{price}: empty</source>
        <translation>{price}: leer</translation>
    </message>
    <message>
        <source>{group} for {price} gold</source>
        <translation>{group} für {price} Gold</translation>
    </message>
    <message>
        <source>Not for you now: {reason}</source>
        <translation>Jetzt nicht für dich: {reason}</translation>
    </message>
</context>
<context>
    <name>WheelView</name>
    <message>
        <source>Wheel of groups for sale</source>
        <translation>Drehrad mit den Kombinationen zum Kauf</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Round {round}/{rounds}</source>
        <translation>Durchgang {round}/{rounds}</translation>
    </message>
    <message>
        <source>then small
scoring</source>
        <translation>danach kleine
Wertung</translation>
    </message>
    <message>
        <source>then large
scoring</source>
        <translation>danach große
Wertung</translation>
    </message>
</context>
<context>
    <name>WindowTitle</name>
    <message>
        <source>unsaved game</source>
        <translation>ungespeichertes Spiel</translation>
    </message>
</context>
</TS>
