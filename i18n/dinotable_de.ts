<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Dinotable</source>
        <translation>Über Dinotable</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Dinosaur board games at one table: with friends passing the mouse, or against the computer, with rule hints that teach each game while you play.</source>
        <translation>Dinosaurier-Brettspiele an einem Tisch: mit Freunden, die die Maus weiterreichen, oder gegen den Computer, mit Regelhinweisen, die jedes Spiel beim Spielen erklären.</translation>
    </message>
    <message>
        <source>This is an unofficial adaptation, made for learning and playing at home. It is not affiliated with or endorsed by the designers or publishers; all game names belong to their owners. The rules are told in our own words and all pictures were drawn for this program.</source>
        <translation>Dies ist eine inoffizielle Umsetzung zum Lernen und Spielen zu Hause. Sie steht in keiner Verbindung zu den Autoren oder Verlagen und wird nicht von ihnen unterstützt; alle Spielnamen gehören ihren Inhabern. Die Regeln sind in eigenen Worten erzählt, und alle Bilder wurden für dieses Programm gezeichnet.</translation>
    </message>
    <message>
        <source>Free software under the MIT licence.</source>
        <translation>Freie Software unter der MIT-Lizenz.</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Look at the table, then press Continue (Enter, Space or a click).</source>
        <translation>Sieh dir den Tisch an und drücke dann auf Weiter (Eingabe, Leertaste oder ein Klick).</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Go on when you have seen the table (Enter, Space or a click)</source>
        <translation>Weiter, wenn du den Tisch angesehen hast (Eingabe, Leertaste oder ein Klick)</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Zug vorschlagen</translation>
    </message>
    <message>
        <source>Ask the computer for a move, without playing it (H)</source>
        <translation>Den Computer nach einem Zug fragen, ohne ihn zu spielen (H)</translation>
    </message>
    <message>
        <source>Show the results</source>
        <translation>Ergebnis zeigen</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
</context>
<context>
    <name>DocumentDialog</name>
    <message>
        <source>This text is not available yet.</source>
        <translation>Dieser Text ist noch nicht verfügbar.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>Rules notes</source>
        <translation>Regelhinweise</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Details copied</source>
        <translation>Details kopiert</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>Dinotable ran into an unexpected problem. The game is as it was before the last step, so you can go on playing or save it. If it happens again, copy the details and send them to the makers.</source>
        <translation>Dinotable ist auf ein unerwartetes Problem gestoßen. Das Spiel steht wieder so wie vor dem letzten Schritt: Du kannst weiterspielen oder speichern. Falls es wieder passiert, kopiere die Details und schicke sie an die Entwickler.</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Details kopieren</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Hide the side panel</source>
        <translation>Seitenleiste ausblenden</translation>
    </message>
    <message>
        <source>Show the side panel</source>
        <translation>Seitenleiste einblenden</translation>
    </message>
</context>
<context>
    <name>GuideBox</name>
    <message>
        <source>Skip step</source>
        <translation>Schritt überspringen</translation>
    </message>
    <message>
        <source>Back to checkpoint</source>
        <translation>Zurück zum Zwischenstand</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>Anleitung verlassen</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Leave the guide: the game goes on as a normal game.</source>
        <translation>Anleitung verlassen: Die Partie geht als normales Spiel weiter.</translation>
    </message>
</context>
<context>
    <name>GuidedPlay</name>
    <message>
        <source>Guided game</source>
        <translation>Geführte Partie</translation>
    </message>
    <message>
        <source>Guided game · step %1 of %2</source>
        <translation>Geführte Partie · Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>The computer&apos;s judgement prefers: %1. It is ringed on the table.</source>
        <translation>Nach dem Urteil des Computers ist besser: %1. Der Zug ist auf dem Tisch eingekreist.</translation>
    </message>
    <message>
        <source>Move %1. Last time: %2. The computer&apos;s judgement finds a better move here. Can you? Show me tells it.</source>
        <translation>Zug %1. Beim letzten Mal: %2. Nach dem Urteil des Computers gibt es hier einen besseren Zug. Findest du ihn? „Zeig es mir“ verrät ihn.</translation>
    </message>
    <message>
        <source>That is the move the computer&apos;s judgement prefers. The game goes on from here.</source>
        <translation>Das ist der Zug, den der Computer für den besten hält. Das Spiel geht von hier aus weiter.</translation>
    </message>
    <message>
        <source>The computer&apos;s judgement preferred: %1. The game goes on from here.</source>
        <translation>Der Computer hätte gewählt: %1. Das Spiel geht von hier aus weiter.</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tipp</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <source>The table stays hidden until %1 is at the screen.</source>
        <translation>Der Tisch bleibt verdeckt, bis %1 am Bildschirm ist.</translation>
    </message>
    <message>
        <source>I am %1: show the table</source>
        <translation>Ich bin %1: Tisch zeigen</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Die Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The file could not be moved aside, so %1 is not saved automatically for now.</source>
        <translation>Die Datei ließ sich nicht beiseitelegen, deshalb wird %1 vorerst nicht automatisch gespeichert.</translation>
    </message>
    <message>
        <source>The file could not be moved aside, so games are not saved automatically for now.</source>
        <translation>Die Datei ließ sich nicht beiseitelegen, deshalb werden Spiele vorerst nicht automatisch gespeichert.</translation>
    </message>
    <message>
        <source>The automatically saved game could not be read: %1 %2</source>
        <translation>Das automatisch gespeicherte Spiel ließ sich nicht lesen: %1 %2</translation>
    </message>
    <message>
        <source>Dinotable</source>
        <translation>Dinotable</translation>
    </message>
    <message>
        <source>Choose a game to set up the table, or go on with one you started.</source>
        <translation>Wähle ein Spiel, um den Tisch aufzubauen, oder spiel ein begonnenes weiter.</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>Gespeichertes Spiel ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Zurück zum Spiel</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Leave this game?</source>
        <translation>Diese Partie verlassen?</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Neue Partie beginnen?</translation>
    </message>
    <message>
        <source>Resume %1, or start a new one?</source>
        <translation>%1 weiterspielen oder eine neue Partie beginnen?</translation>
    </message>
    <message>
        <source>A new game replaces the automatic save of that one.</source>
        <translation>Eine neue Partie ersetzt die automatische Speicherung dieser Partie.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Neue Partie beginnen</translation>
    </message>
    <message>
        <source>Open this file?</source>
        <translation>Diese Datei öffnen?</translation>
    </message>
    <message>
        <source>Resume %1, or open the file?</source>
        <translation>%1 weiterspielen oder die Datei öffnen?</translation>
    </message>
    <message>
        <source>The file replaces the automatic save of that game.</source>
        <translation>Die Datei ersetzt die automatische Speicherung dieser Partie.</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>%1 has moves that are not saved in a file. Go back to it, or open the file?</source>
        <translation>%1 hat Züge, die in keiner Datei gespeichert sind. Zurück zu dieser Partie oder die Datei öffnen?</translation>
    </message>
    <message>
        <source>%1 has moves that are not saved in a file. Go back to it, or resume the other game?</source>
        <translation>%1 hat Züge, die in keiner Datei gespeichert sind. Zurück zu dieser Partie oder die andere weiterspielen?</translation>
    </message>
    <message>
        <source>Resume the other game</source>
        <translation>Die andere weiterspielen</translation>
    </message>
    <message>
        <source>%1 has moves that are not saved in a file. Go back to it, or start a new one?</source>
        <translation>%1 hat Züge, die in keiner Datei gespeichert sind. Zurück zu dieser Partie oder eine neue beginnen?</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>Thinking about a move for you…</source>
        <translation>Ein Zug für dich wird überlegt …</translation>
    </message>
    <message>
        <source>Suggested: %1. %2</source>
        <translation>Vorschlag: %1. %2</translation>
    </message>
    <message>
        <source>The game could not be saved automatically: %1</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Dinotable</source>
        <translation>Dinotable</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>The game is over. Start a new one from the Game menu.</source>
        <translation>Die Partie ist vorbei. Eine neue startest du im Menü „Spiel“.</translation>
    </message>
    <message>
        <source>Computer player, waits until you press Continue</source>
        <translation>Computerspieler, wartet, bis du auf Weiter drückst</translation>
    </message>
    <message>
        <source>Computer player, deciding now</source>
        <translation>Computerspieler, entscheidet gerade</translation>
    </message>
    <message>
        <source>Asked during %1&apos;s turn</source>
        <translation>Gefragt im Zug von %1</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Sieg: %1</translation>
    </message>
    <message>
        <source>%1 goes on when you press Continue.</source>
        <translation>%1 macht weiter, sobald du auf Weiter drückst.</translation>
    </message>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 entscheidet …</translation>
    </message>
    <message>
        <source>The options appear when %1 is at the screen.</source>
        <translation>Die Möglichkeiten erscheinen, sobald %1 am Bildschirm ist.</translation>
    </message>
    <message>
        <source>%1 (place %2)</source>
        <translation>%1 (Platz %2)</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Möglichkeiten</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>The rules of this game (F1), and how our version decides what they leave open</source>
        <translation>Die Regeln dieses Spiels (F1) und wie unsere Fassung entscheidet, was sie offenlassen</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Show the &amp;results</source>
        <translation>&amp;Ergebnis zeigen</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Back to the launcher</source>
        <translation>Zurück zur Spielauswahl</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>%1 (tie)</source>
        <translation>%1 (geteilt)</translation>
    </message>
    <message>
        <source>What decided it</source>
        <translation>Was entschieden hat</translation>
    </message>
    <message>
        <source>%1 made no move the computer&apos;s judgement finds clearly worse.</source>
        <translation>%1 hat keinen Zug gemacht, den der Computer für deutlich schlechter hält.</translation>
    </message>
    <message>
        <source>The moves that cost %1 most, by the computer&apos;s judgement:</source>
        <translation>Die Züge, die %1 nach dem Urteil des Computers am meisten gekostet haben:</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>Try again from here</source>
        <translation>Von hier aus noch einmal</translation>
    </message>
    <message numerus="yes">
        <source>Move %1: %2 took the lead for good, %n point(s) ahead. %3</source>
        <translation>
            <numerusform>Zug %1: %2 übernahm die Führung bis zum Schluss, %n Punkt vorn. %3</numerusform>
            <numerusform>Zug %1: %2 übernahm die Führung bis zum Schluss, %n Punkte vorn. %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1: %2 scored %n point(s) at once. %3</source>
        <translation>
            <numerusform>Zug %1: %2 erzielte %n Punkt auf einmal. %3</numerusform>
            <numerusform>Zug %1: %2 erzielte %n Punkte auf einmal. %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Personal best (this game did not make the table)</source>
        <translation>Bestenliste (diese Partie hat es nicht hineingeschafft)</translation>
    </message>
    <message>
        <source>Personal best: this game is number %1</source>
        <translation>Bestenliste: Diese Partie ist auf Platz %1</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
</context>
<context>
    <name>ResumeEntry</name>
    <message>
        <source>Resume %1</source>
        <translation>%1 weiterspielen</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>players: their names</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
</context>
<context>
    <name>ResumeText</name>
    <message>
        <source>%1&apos;s %2</source>
        <comment>possessive of a name ending in s, x or z</comment>
        <translation>%1’ %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <comment>possessive</comment>
        <translation>%1s %2</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>Open saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Diese Datei lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>Das Spiel konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>Dinotable games (*.dinotable.json)</source>
        <translation>Dinotable-Spiele (*.dinotable.json)</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Vermillion</source>
        <translation>Zinnoberrot</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: mittel</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <source>Easy plays by rule of thumb and now and then slips; normal looks ahead; hard looks further.</source>
        <translation>Leicht spielt nach Faustregel und vertut sich ab und zu; mittel denkt voraus; schwer denkt weiter voraus.</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name an Platz %1</translation>
    </message>
    <message>
        <source>Colour of seat %1</source>
        <translation>Farbe an Platz %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Wer spielt an Platz %1</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>New game of %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spielerzahl:</translation>
    </message>
    <message>
        <source>Seats: name, colour and who plays</source>
        <translation>Plätze: Name, Farbe und wer spielt</translation>
    </message>
    <message>
        <source>Solo (1 player)</source>
        <translation>Solo (1 Spieler)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Los geht’s</translation>
    </message>
    <message>
        <source>New to %1? Learn it while you play, one idea at a time.</source>
        <translation>Neu bei %1? Lerne es beim Spielen, eine Idee nach der anderen.</translation>
    </message>
    <message>
        <source>Guided game of %1 finished ✓. Play it again any time.</source>
        <translation>Geführte Partie %1 abgeschlossen ✓. Spiel sie jederzeit noch einmal.</translation>
    </message>
    <message>
        <source>Learn %1 again, step by step.</source>
        <translation>%1 noch einmal Schritt für Schritt lernen.</translation>
    </message>
    <message>
        <source>Guided &amp;first game (about %1 minutes)</source>
        <translation>Geführte &amp;erste Partie (etwa %1 Minuten)</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Dinotable is already running (process %1), but its window did not come forward within %2 seconds: it may be busy or hung. Wait a moment and start Dinotable again, or end the other one first. No game was touched.

If no Dinotable is running, remove %3 and start again.</source>
        <translation>Dinotable läuft bereits (Prozess %1), aber sein Fenster ist nicht innerhalb von %2 Sekunden nach vorn gekommen: Vielleicht ist es beschäftigt oder hängt. Warte einen Moment und starte Dinotable erneut, oder beende zuerst das andere. Kein Spiel wurde verändert.

Wenn kein Dinotable läuft, entferne %3 und starte erneut.</translation>
    </message>
    <message>
        <source>Dinotable is already running</source>
        <translation>Dinotable läuft bereits</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>Allowed: %1. %2</source>
        <translation>Erlaubt: %1. %2</translation>
    </message>
    <message>
        <source>Allowed: %1.</source>
        <translation>Erlaubt: %1.</translation>
    </message>
    <message>
        <source>%1 The rule: %2</source>
        <translation>%1 Die Regel: %2</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
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
        <source>Suggest a &amp;move</source>
        <translation>&amp;Zug vorschlagen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Fit table to window</source>
        <translation>Tisch ans &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>&amp;Seitenleiste</translation>
    </message>
    <message>
        <source>&amp;Computer pace</source>
        <translation>&amp;Tempo der Computer</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animationen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Spiel&amp;regeln</translation>
    </message>
    <message>
        <source>Rules &amp;notes</source>
        <translation>Regel&amp;hinweise</translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation>&amp;Geführte erste Partie</translation>
    </message>
    <message>
        <source>First-time &amp;tips</source>
        <translation>&amp;Tipps beim ersten Mal</translation>
    </message>
    <message>
        <source>Show all tips &amp;again</source>
        <translation>Alle Tipps &amp;wieder zeigen</translation>
    </message>
    <message>
        <source>&amp;About Dinotable</source>
        <translation>Ü&amp;ber Dinotable</translation>
    </message>
</context>
</TS>
