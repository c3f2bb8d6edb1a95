import type { SeedTexts } from './catalogue';

/** Seed content in German. */
export const de: SeedTexts = {
  articles: {
    welcome: {
      title: 'Willkommen bei Waihui',
      summary: 'Was Sie hier tun können und was Sie lesen sollten, bevor Sie mit Hebel handeln.',
      body: `Mit Waihui verfolgen Sie Märkte für Krypto, Devisen, ETFs, Futures und Rohstoffe, führen ein Coin-Konto (Spot) und ein Kontraktkonto und handeln Kontrakte mit Hebel.

Bitte lesen Sie vor Ihrem ersten Trade:

- [Was Margin ist](#/pages/wode/helpCenter) und wie der Hebel Ihr Risiko verändert
- Die [Nutzungsbedingungen](#/pages/wode/serviceTerms), einschließlich des Risikohinweises

Handel mit Hebel kann schnell zu Verlusten führen, bis hin zum gesamten Guthaben Ihres Kontraktkontos. Handeln Sie nur mit Geld, dessen Verlust Sie verkraften können.`,
    },
    'account-safety': {
      title: 'Schützen Sie Ihr Konto',
      summary:
        'Wir fragen nie nach Ihrem Passwort oder Bestätigungscodes. Geben Sie sie niemals weiter.',
      body: `- Niemand von Waihui wird Sie jemals nach Ihrem Login-Passwort, Ihrem Fondspasswort oder einem Bestätigungscode fragen, weder am Telefon noch per Nachricht oder E-Mail.
- Ein Bestätigungscode ist nur dafür da, dass Sie ihn in dieser App eingeben. Wer danach fragt, will Ihr Konto übernehmen.
- Verwenden Sie ein Passwort, das Sie nirgendwo sonst nutzen, und legen Sie unter **Mein Konto → Sicherheit** ein eigenes Fondspasswort fest.
- Wenn Sie glauben, dass jemand anderes Ihr Passwort kennt, ändern Sie es sofort unter **Mein Konto → Passwort ändern**.`,
    },
    'demo-mode': {
      title: 'Über den Demo-Modus',
      summary:
        'Wenn das Etikett „Demo“ angezeigt wird, sind Guthaben Übungsgeld und können nicht ausgezahlt werden.',
      body: `Eine Waihui-Installation kann im Demo-Modus laufen. Sie erkennen ihn am Etikett **Demo** neben dem Seitentitel.

Im Demo-Modus gilt:

- Ihrem Konto wird Übungsguthaben gutgeschrieben, das kein echtes Geld ist und nicht ausgezahlt werden kann;
- Bestätigungscodes werden nicht versendet: Die Demo zeigt sie auf einer eigenen Posteingangsseite;
- Kurse können aus einem simulierten Datenstrom stammen und müssen keinem echten Markt entsprechen.

Ergebnisse im Demo-Modus sagen nichts darüber aus, was Sie mit echtem Geld gewinnen oder verlieren würden.`,
    },
    'contract-trading': {
      title: 'Kontrakthandel mit Take-Profit und Stop-Loss',
      summary:
        'Long- oder Short-Positionen mit Hebel eröffnen und die Kurse festlegen, zu denen sie sich selbst schließen.',
      body: `Im Tab **Kontrakt** eröffnen Sie eine Long-Position (Sie gewinnen, wenn der Kurs steigt) oder eine Short-Position (Sie gewinnen, wenn er fällt), zum Marktpreis oder zu einem Limitpreis.

Einen Take-Profit- und einen Stop-Loss-Kurs können Sie beim Eröffnen angeben oder später auf der Positionsseite setzen. Erreicht der Kurs einen davon, wird die Position zum Marktpreis dieses Moments geschlossen.

Jede Ausführung, jeder Take-Profit, Stop-Loss und Stop-out wird mit dem Kurs gespeichert, der ihn ausgelöst hat, und jede Kontobewegung ist eine Buchung, die Sie in Ihren Kontoaufzeichnungen sehen.

Lesen Sie vor dem Handel, [wie Margin und Hebel funktionieren](#/pages/wode/helpCenter).`,
    },
    'five-markets': {
      title: 'Fünf Märkte in einer Liste',
      summary: 'Krypto, Devisen, ETFs, Futures und Rohstoffe mit Live-Kursen und Charts.',
      body: `Der Tab **Märkte** listet Instrumente in fünf Kategorien: Krypto, Devisen, ETFs, Futures und Rohstoffe. Zu jedem sehen Sie Geld- und Briefkurs, die Veränderung seit dem gestrigen Schlusskurs sowie das heutige Hoch und Tief.

Tippen Sie auf ein Instrument, um seinen Kerzenchart zu öffnen. Melden Sie sich an, um eine Beobachtungsliste der Instrumente zu führen, denen Sie folgen.

Solange die App geöffnet ist, kommen die Kurse live. Bricht die Verbindung ab, aktualisiert die App die Kurse alle paar Sekunden und zeigt das oben am Bildschirm an.`,
    },
    'seven-languages': {
      title: 'Waihui in sieben Sprachen',
      summary:
        'Englisch, Deutsch, Französisch, Japanisch, Koreanisch und Chinesisch (vereinfacht und traditionell).',
      body: `Sie können die App auf English, Deutsch, Français, 日本語, 한국어, 简体中文 und 繁體中文 (香港) nutzen.

Die Sprache ändern Sie unter **Mein Konto → Sprache**. Artikel, Hilfe und Meldungen des Servers folgen Ihrer Wahl. Ist ein Artikel noch nicht übersetzt, wird er auf Englisch angezeigt und entsprechend gekennzeichnet.`,
    },
    'help-verify-identity': {
      title: 'Wie verifiziere ich meine Identität?',
      summary: 'Für Auszahlungen ist eine abgeschlossene Identitätsprüfung nötig.',
      body: `Öffnen Sie **Mein Konto → Identitätsprüfung** und geben Sie an:

1. Ihr Land oder Ihre Region, Ihren Namen wie im Ausweisdokument, Geschlecht und Geburtsdatum;
2. die Art des Dokuments (Personalausweis, Reisepass, Führerschein oder Krankenversicherungskarte) und seine Nummer;
3. Fotos der Vorder- und Rückseite des Dokuments.

Nach dem Absenden lautet der Status **in Prüfung**. Danach wird er **verifiziert** oder **nicht genehmigt** mit Begründung; dann können Sie die Angaben korrigieren und erneut einreichen.

Auszahlungen sind erst möglich, wenn Ihre Identität verifiziert ist.`,
    },
    'help-passwords': {
      title: 'Was sind Login-Passwort und Fondspasswort?',
      summary:
        'Zwei getrennte Passwörter: eines zum Anmelden, eines zum Bestätigen von Auszahlungen.',
      body: `- Das **Login-Passwort** öffnet Ihr Konto. Es hat mindestens 6 Zeichen. Ändern Sie es unter **Mein Konto → Passwort ändern**; wenn Sie es vergessen haben, nutzen Sie **Passwort vergessen** auf der Anmeldeseite und bestätigen mit einem Code an Ihre E-Mail-Adresse oder Ihr Telefon.
- Das **Fondspasswort** bestätigt Geld, das Ihr Konto verlässt, etwa bei einer Auszahlung. Legen Sie es unter **Mein Konto → Sicherheit** fest und wählen Sie eines, das sich von Ihrem Login-Passwort unterscheidet.

Niemand von Waihui wird Sie jemals nach einem der beiden Passwörter fragen.`,
    },
    'help-deposit': {
      title: 'Wie zahle ich ein?',
      summary:
        'Öffnen Sie Einzahlen auf der Startseite und folgen Sie den Anweisungen zu Ihrer Methode.',
      body: `Öffnen Sie **Start → Einzahlen**. Die Seite zeigt die Einzahlungswege, die diese Plattform annimmt, und die Angaben, an die Sie Ihre Zahlung senden.

- Einzahlungen werden Ihrem Konto in US-Dollar gutgeschrieben, sobald die Zahlung eingegangen und bestätigt ist.
- Wie lange das dauert, hängt von der Methode und von Ihrer Bank oder dem Netzwerk ab.
- Senden Sie Geld nur von einem Konto, das auf Ihren Namen lautet.

Im Demo-Modus sind keine echten Einzahlungen möglich.`,
    },
    'help-withdraw': {
      title: 'Wie zahle ich aus?',
      summary:
        'Auf eine Bankkarte oder eine USDT-Adresse, nach der Identitätsprüfung; die Gebühr wird vom Betrag abgezogen.',
      body: `Bevor Sie auszahlen können, [verifizieren Sie Ihre Identität](#/pages/wode/shiMingRenZheng) und legen ein Fondspasswort fest.

1. Öffnen Sie **Mein Konto → Auszahlen** und wählen Sie eine Bankkarte oder eine USDT-Adresse (digitale Wallet). Fügen Sie zuerst eine hinzu, falls Sie noch keine haben.
2. Geben Sie den Betrag ein und bestätigen Sie mit Ihrem Fondspasswort.

Die Auszahlungsgebühr wird vom Betrag abgezogen; der Betrag muss also höher sein als die Gebühr, und Sie können nur auszahlen, was verfügbar ist (nicht, was als Margin gebunden ist). Die Abwicklung erfolgt über ein US-Dollar-Konto; wann das Geld ankommt, hängt von Ihrer Bank oder dem Netzwerk ab.

Für Auszahlungen können veröffentlichte Tageslimits gelten.`,
    },
    'help-transfer': {
      title: 'Wie übertrage ich Geld zwischen meinen Konten?',
      summary:
        'Übertragen Sie unter Vermögen zwischen Ihrem Coin-Konto (Spot) und Ihrem Kontraktkonto.',
      body: `Sie haben zwei Konten: das **Coin-Konto** (Spot) und das **Kontraktkonto**, das die Margin für den Kontrakthandel hält.

Öffnen Sie **Vermögen → Umbuchung**, wählen Sie das Konto, von dem übertragen wird, und die Währung, und geben Sie die Menge ein. Sie darf nicht unter null liegen und nicht höher sein als das verfügbare Guthaben. Die Umbuchung erfolgt sofort, und beide Seiten erscheinen in Ihren Kontoaufzeichnungen.`,
    },
    'help-margin': {
      title: 'Was ist Margin?',
      summary:
        'Der Teil des Positionswerts, den Sie selbst hinterlegen; er ist gebunden, solange die Position offen ist.',
      body: `Wenn Sie eine Kontraktposition eröffnen, zahlen Sie nicht ihren vollen Wert. Sie hinterlegen einen Teil davon, die **Margin**, die von Ihrem Kontraktkonto gebunden wird, solange die Position offen ist.

**Margin = Positionswert ÷ Hebel.** Der Positionswert (Nominalwert) ist Lots × Kontraktgröße × Kurs.

Beispiel mit runden Zahlen, nur zur Veranschaulichung: 1 Lot eines Instruments mit einer Kontraktgröße von 0,01 BTC hat bei einem Kurs von 60.000 USD einen Wert von 0,01 × 60.000 = 600 USD. Bei Hebel 10x beträgt die Margin 600 ÷ 10 = **60 USD**.

Beim Eröffnen und erneut beim Schließen wird eine Gebühr auf den Positionswert berechnet. Gewinn oder Verlust werden auf den vollen Positionswert berechnet, nicht auf die Margin.`,
    },
    'help-leverage': {
      title: 'Was ist der Hebel, und welches Risiko hat er?',
      summary:
        'Der Hebel vervielfacht Gewinne und Verluste gleichermaßen. Eine kleine Kursbewegung kann Ihre gesamte Margin kosten.',
      body: `Mit dem Hebel halten Sie eine Position, die mehr wert ist als die hinterlegte Margin. Bei 10x hält eine Margin von 60 USD eine Position im Wert von 600 USD.

Der Hebel vervielfacht Ihre Verluste genauso wie Ihre Gewinne. Im obigen Beispiel bedeutet eine Kursbewegung von 1 % gegen Sie einen Verlust von 6 USD, also 10 % Ihrer Margin; eine Bewegung von 10 % gegen Sie kostet die gesamte Margin.

- Je höher der Hebel, desto kleiner die Kursbewegung, die Ihre Margin aufzehrt.
- Der höchste Hebel hängt vom Instrument ab und kann unter strengeren Regeln niedriger sein.
- Kurse können sich schnell bewegen, und eine Position kann zu einem schlechteren Kurs geschlossen werden als dem, den Sie festgelegt haben.

Handeln Sie nur mit Geld, dessen Verlust Sie verkraften können.`,
    },
    'help-stop-out': {
      title: 'Was sind Margin-Level, Margin Call und Stop-out?',
      summary:
        'Fällt Ihr Eigenkapital im Verhältnis zur Margin zu tief, werden Positionen geschlossen, um weitere Verluste zu stoppen.',
      body: `Das **Eigenkapital** Ihres Kontraktkontos ist sein Guthaben plus der schwebende Gewinn oder Verlust Ihrer offenen Positionen. Das **Margin-Level** ist Eigenkapital ÷ genutzte Margin × 100 %.

- Bei einem Margin-Level von **100 %** oder weniger erhalten Sie eine **Margin-Call**-Warnung: Zahlen Sie Geld nach oder verkleinern Sie Ihre Positionen.
- Beim **Stop-out-Level** (standardmäßig 50 %; es gilt die veröffentlichte Einstellung der Plattform) werden zuerst offene Orders storniert, dann wird die Position mit dem größten Verlust geschlossen, eine nach der anderen, bis das Margin-Level wieder über dem Stop-out-Level liegt.

Ihr Guthaben fällt nie unter null: Würde ein Stop-out zu einem Kurs schließen, der es negativ machen würde, trägt die Plattform den Fehlbetrag und verbucht ihn im Hauptbuch.`,
    },
    'help-take-profit-stop-loss': {
      title: 'Wie funktionieren Take-Profit und Stop-Loss?',
      summary:
        'Kurse, zu denen sich eine Position selbst schließt, um einen Gewinn zu sichern oder einen Verlust zu begrenzen.',
      body: `- **Take-Profit**: Die Position wird geschlossen, wenn der Kurs ein Niveau zu Ihren Gunsten erreicht.
- **Stop-Loss**: Die Position wird geschlossen, wenn der Kurs ein Niveau zu Ihren Ungunsten erreicht.

Bei einer **Long**-Position darf der Take-Profit weder unter dem Eröffnungskurs noch unter dem aktuellen Kurs liegen und der Stop-Loss über keinem der beiden. Bei einer **Short**-Position ist es umgekehrt.

Take-Profit und Stop-Loss einer Long-Position werden am Geldkurs geprüft, die einer Short-Position am Briefkurs. Die Position wird beim Erreichen des Niveaus zum Marktpreis geschlossen, der in einem schnellen Markt schlechter sein kann als das gesetzte Niveau.`,
    },
    'help-delivery-contracts': {
      title: 'Was sind Lieferkontrakte (mit fester Laufzeit)?',
      summary:
        'Sie sagen voraus, ob ein Kurs nach einer festen Zeit höher oder tiefer steht. Liegen Sie falsch, verlieren Sie Ihren gesamten Einsatz.',
      body: `Sofern die Plattform sie anbietet, ist ein Lieferkontrakt eine Vorhersage, dass ein Kurs nach einer festen Laufzeit höher oder tiefer steht.

- Der Eröffnungskurs ist der Mittelkurs bei der Platzierung; der Abrechnungskurs ist der Mittelkurs des ersten Kurses zum oder nach dem Ende der Laufzeit.
- Liegen Sie richtig, erhalten Sie Ihren Einsatz plus die Auszahlungsquote, die vor der Bestätigung angezeigt wird. Liegen Sie falsch, verlieren Sie **den gesamten Einsatz**. Bleibt der Kurs unverändert, wird Ihr Einsatz erstattet.

Beispiel mit Zahlen zur Veranschaulichung: Ein Einsatz von 100 USD bei einer Auszahlungsquote von 80 % bringt 180 USD, wenn Sie richtig liegen, 0 USD, wenn Sie falsch liegen, und 100 USD, wenn der Kurs unverändert bleibt.

Lieferkontrakte sind mit hohem Risiko verbunden. Unter strengeren Regeln werden sie möglicherweise gar nicht angeboten.`,
    },
    'service-terms': {
      title: 'Nutzungsbedingungen',
      summary:
        'Die Regeln für die Nutzung von Waihui, wer es nutzen darf und die Risiken des Handels.',
      body: `## Wer Waihui nutzen darf

Sie müssen an Ihrem Wohnort volljährig sein und den Dienst für sich selbst nutzen. Einwohner der unten aufgeführten Länder und Regionen können kein Konto eröffnen. Machen Sie bei der Registrierung und der Identitätsprüfung wahre Angaben.

## Ihr Konto

- Behalten Sie Ihre Passwörter und Bestätigungscodes für sich. Sie sind für alles verantwortlich, was mit Ihrem Konto geschieht.
- Wir können ein Konto sperren oder schließen, das gegen diese Bedingungen oder das Gesetz verstößt.
- Wir können Tageslimits für Handel und Auszahlungen festlegen; die geltenden Limits werden in der App veröffentlicht.
- Ein Konto, bei dem sich ein Jahr lang niemand angemeldet hat, kann gekündigt werden.

## Orders

Eine Order kann storniert oder geändert werden, bis sie ausgeführt ist. Nach der Ausführung bleibt ein Trade bestehen. Gehandelt wird zu den Geld- und Briefkursen des Kursdatenstroms der Plattform, und die Plattform ist Gegenpartei Ihrer Trades.

## Risikohinweis

- **Hebel**: Kontrakthandel nutzt einen Hebel. Verluste werden auf den vollen Positionswert berechnet, sodass eine kleine Kursbewegung Ihre gesamte Margin kosten kann. Positionen können beim Stop-out-Level automatisch geschlossen werden.
- **Lieferkontrakte**: Bei einem Kontrakt mit fester Laufzeit verlieren Sie den gesamten Einsatz, wenn Ihre Vorhersage falsch ist.
- Kurse von digitalen Vermögenswerten, Währungen und Rohstoffen können sich schnell und ohne Vorwarnung ändern.
- Nichts in dieser App ist eine Anlageberatung oder ein Renditeversprechen. Vergangene Kurse sagen keine künftigen Kurse voraus.

Handeln Sie nur mit Geld, dessen Verlust Sie verkraften können.`,
    },
    'about-us': {
      title: 'Über uns',
      summary: 'Was Waihui ist und wie es funktioniert.',
      body: `Waihui ist eine Handels-App für Privatanleger: Märkte für Krypto, Devisen, ETFs, Futures und Rohstoffe, ein Coin-Konto und ein Kontraktkonto sowie Kontrakthandel mit Hebel.

## So funktioniert es

Die Plattform handelt als Broker: Sie handeln zu den Geld- und Briefkursen ihres Kursdatenstroms, und die Plattform ist Gegenpartei Ihrer Trades.

## Woran wir uns halten

- Jede Änderung Ihres Guthabens ist eine doppelte Buchung im Hauptbuch, die Sie in Ihren Kontoaufzeichnungen sehen.
- Jede Ausführung, jeder Take-Profit, Stop-Loss und Stop-out speichert den Kurs, der ihn ausgelöst hat.
- Für Auszahlungen gelten nur die Regeln, die Sie in der App nachlesen können.
- Risiken werden klar benannt. Wir versprechen keine Renditen.

Fragen? Siehe [Kontakt](#/pages/wode/contactUs).`,
    },
  },
  banners: {
    'banner-welcome': { title: 'Willkommen bei Waihui: hier beginnen' },
    'banner-leverage': { title: 'Der Hebel vervielfacht auch Verluste: bitte zuerst lesen' },
    'banner-margin': { title: 'Margin erklärt, mit Beispiel' },
  },
};
