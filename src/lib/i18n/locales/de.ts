import type { Catalogue } from '../catalogue';

/** The interface in German. Keys and placeholders follow the English sections exactly. */
export const de: Catalogue = {
  app: {
    loading: 'Wird geladen …',
    loadingSession: 'Sitzung wird geladen …',
    routeErrorTitle: 'Unerwarteter Fehler in der Anwendung!',
    unknownError: 'Unbekannter Fehler',
    reload: 'Neu laden',
    home: 'Startseite',
  },
  offline: {
    banner:
      'Du bist offline – Änderungen werden auf diesem Gerät gespeichert und später synchronisiert',
    waiting: (n) => (n === 1 ? `${n} Änderung wartet` : `${n} Änderungen warten`),
  },
  ui: {
    dismiss: 'Schließen',
    page: (n) => `Seite ${n}`,
  },
  savedHere: {
    saved: 'Auf diesem Gerät gespeichert – wird synchronisiert',
    deleted: 'Auf diesem Gerät gelöscht – wird synchronisiert',
  },
  fileStatus: {
    messages: {
      uploaded: 'Die Datei wurde hochgeladen und wartet auf die Verarbeitung.',
      processing:
        'Die Datei wird verarbeitet. Die Schlüsselbegriffe erscheinen, sobald sie fertig sind.',
      extracted: 'Der Inhalt der Datei wurde extrahiert und wird analysiert.',
      failed: 'Die Verarbeitung der Datei ist fehlgeschlagen. Bitte versuche es später erneut.',
    },
    other: 'Die Datei wird verarbeitet …',
    labels: {
      uploaded: '📤 Hochgeladen',
      processing: '⏳ Wird verarbeitet …',
      extracted: '🔍 Inhalt wird extrahiert …',
      processed: '✓ Bereit',
      failed: '❌ Fehlgeschlagen',
    },
    progress: (pagesRead, pageCount) => `Seite ${pagesRead} von ${pageCount}`,
  },
  attachments: {
    someUnsupported:
      'Einige angehängte Dateien haben ein nicht unterstütztes Format und werden ignoriert.',
    notAdded: (n) =>
      n === 1
        ? `${n} Datei wurde wegen eines nicht unterstützten Formats nicht hinzugefügt.`
        : `${n} Dateien wurden wegen eines nicht unterstützten Formats nicht hinzugefügt.`,
    noneSupported:
      'Keine unterstützten Dateien ausgewählt. Bitte wähle PDF-, Video-, Bild- (JPG, PNG, GIF) oder Textdateien.',
    overLimit: (n) =>
      `Höchstens 10 Dateien. Es werden die ersten ${n} der ausgewählten unterstützten Dateien hinzugefügt.`,
    alreadyFull:
      'Es können keine weiteren Dateien hinzugefügt werden. Es sind bereits 10 Dateien angehängt (Maximum).',
    sendOverLimit: 'Senden nicht möglich: höchstens 10 Dateien pro Upload.',
    nothingValid: 'Keine gültigen Dateien zum Senden und keine Nachricht eingegeben.',
    nothingToSend: 'Nichts zu senden. Bitte gib eine Nachricht ein oder hänge Dateien an.',
    tooLarge: (name, mb) =>
      `${name} wurde nicht hinzugefügt: Die Datei ist zu groß. Das Limit liegt bei ${mb} MB pro Datei.`,
  },
  historyPreview: { noMessages: 'Keine Nachrichten' },
  pagination: { pageOf: (page, pages) => `Seite ${page} von ${pages}` },
  socketIndicator: {
    connected: 'Verbunden',
    connecting: 'Verbindung wird hergestellt …',
    reconnecting: 'Verbindung wird wiederhergestellt …',
    disconnected: 'Getrennt. Bitte lade die Seite neu.',
    offline: 'Offline',
    unknown: 'Unbekannt',
  },
  socketMessages: {
    established: 'Echtzeitverbindung hergestellt.',
    error: 'WebSocket-Verbindungsfehler.',
    lost: 'Verbindung unterbrochen. Neuer Verbindungsversuch …',
    gaveUp:
      'Die Echtzeitverbindung konnte nicht wiederhergestellt werden. Bitte lade die Seite neu.',
  },
  chat: {
    title: 'Mnemo-Chat',
    loadingSession: 'Sitzung wird geladen …',
    tabs: { knowledge: 'Wissen', chat: 'Chat', history: 'Verlauf' },
    placeholder: 'Nachricht eingeben oder Link einfügen …',
    send: 'Nachricht senden',
    sending: 'Wird gesendet …',
    thinking: 'Denkt nach …',
    attach: 'Dateien oder ein Video hinzufügen',
    uploadFiles: 'Dateien hochladen',
    addYoutube: 'YouTube-Video hinzufügen',
    youtubeLabel: 'URL des YouTube-Videos',
    youtubePlaceholder: 'https://www.youtube.com/watch?v=...',
    addVideo: 'Video hinzufügen',
    removeAttachment: (name) => `${name} entfernen`,
    attachments: 'Angehängte Dateien',
    micStart: 'Spracheingabe starten',
    micStop: 'Spracheingabe beenden',
    copy: 'Nachricht kopieren',
    copied: 'Kopiert!',
    you: 'Du',
    assistant: 'Mnemo',
    emptyConversation: 'Stell eine Frage zu deinen Dateien oder hänge welche an, um loszulegen.',
    logout: 'Abmelden',
    settings: 'Einstellungen',
    connection: 'Echtzeitverbindung',
    pendingChanges: (n) =>
      n === 1
        ? `${n} Änderung auf diesem Gerät gespeichert, wartet auf Synchronisierung`
        : `${n} Änderungen auf diesem Gerät gespeichert, warten auf Synchronisierung`,
    defaultTitle: 'Neuer Chat',
    uploadsWaiting: (n) =>
      n === 1
        ? `${n} Datei auf diesem Gerät gespeichert. Sie wird hochgeladen, sobald du wieder online bist.`
        : `${n} Dateien auf diesem Gerät gespeichert. Sie werden hochgeladen, sobald du wieder online bist.`,
    waitingToSend: 'Wartet auf Versand',
    answeredOnDevice: 'Auf diesem Gerät beantwortet',
    answeredOnDeviceHint:
      'Du bist offline: Diese Antwort stammt aus der Kopie deiner Dateien auf diesem Gerät. Sobald die Frage gesendet ist, ersetzt sie die Antwort von Mnemo.',
    youtubeWaiting:
      'Video auf diesem Gerät gespeichert. Es wird hinzugefügt, sobald du wieder online bist.',
  },
  chatErrors: {
    youtubeRequired: 'Bitte gib die URL eines YouTube-Videos ein.',
    youtubeNoToken: 'Authentifizierungstoken nicht gefunden. Bitte melde dich erneut an.',
    youtubeFailed: (reason) => `YouTube-Video konnte nicht hinzugefügt werden: ${reason}`,
    youtubeDefaultReason: 'Bitte prüfe die URL und versuche es erneut.',
    youtubeAdded: 'YouTube-Video hinzugefügt, es wird jetzt verarbeitet.',
    uploadFailed: 'Hochladen der Datei fehlgeschlagen. Bitte versuche es erneut.',
    uploadError: 'Beim Hochladen der Datei ist ein Fehler aufgetreten. Bitte versuche es erneut.',
    sendFailed: (reason) => `Nachricht konnte nicht gesendet werden: ${reason}`,
  },
  voice: {
    errors: {
      unsupported:
        'Spracherkennung wird von deinem Browser nicht unterstützt. Bitte verwende Chrome, Edge oder Safari.',
      noGrammar: 'Sprachgrammatiken werden von deinem Browser nicht unterstützt.',
      'not-allowed': 'Mikrofonzugriff verweigert. Bitte erlaube den Zugriff auf das Mikrofon.',
      network: 'Netzwerkfehler. Bitte prüfe deine Verbindung.',
      'no-speech': 'Es wurde keine Sprache erkannt.',
      'audio-capture': 'Kein Mikrofon gefunden.',
      'service-not-allowed': 'Der Spracherkennungsdienst ist nicht erlaubt.',
    },
    other: (code) => `Fehler bei der Spracherkennung: ${code}`,
  },
  knowledge: {
    settings: 'Einstellungen',
    heading: 'Deine Dateien',
    legend: { processing: 'In Bearbeitung', ready: 'Bereit', failed: 'Fehlgeschlagen' },
    legendLabel: 'Legende der Status',
    loading: 'Dateien werden geladen …',
    empty: 'Noch keine Dateien hochgeladen',
    prev: 'Zurück',
    next: 'Weiter',
    pageSize: 'Dateien pro Seite',
    deleteLabel: (name) => `${name} löschen`,
    confirmDelete: (name) => `Möchtest du „${name}“ wirklich löschen?`,
    deleted: 'Datei gelöscht!',
    deleteFailed: 'Datei konnte nicht gelöscht werden.',
    waitingToUpload: '🕓 Wartet auf Upload',
    waitingRemoved: 'Aus den wartenden Uploads auf diesem Gerät entfernt.',
    help: [
      'Mit der Schaltfläche + neben dem Nachrichtenfeld lädst du Dateien hoch oder fügst ein YouTube-Video hinzu.',
      'Dateien werden automatisch im Hintergrund zu Schlüsselbegriffen, Karteikarten und Quizfragen verarbeitet.',
      'Eine mit ✓ Bereit markierte Datei kannst du zum Lernen öffnen.',
    ],
  },
  live: {
    processed: (name) => `Die Datei „${name}“ wurde verarbeitet.`,
    failed: (message) =>
      `Fehler bei der Verarbeitung der Datei: ${message || 'Unbekannter Fehler'}`,
    deleted: 'Die Datei wurde gelöscht.',
  },
  history: {
    heading: 'Verlauf',
    newChat: 'Neuer Chat',
    newChatLabel: 'Neuen Chat beginnen',
    deleteLabel: (preview) => `Chat löschen: ${preview}`,
    confirmDelete: 'Möchtest du diesen Chatverlauf wirklich löschen?',
    empty: 'Noch keine Chats',
    loading: 'Chats werden geladen …',
    started: 'Neuer Chat begonnen',
    startFailed: 'Neuer Chat konnte nicht begonnen werden',
    startError: 'Fehler beim Beginnen eines neuen Chats',
    deleted: 'Chatverlauf gelöscht',
    deleteFailed: 'Verlauf konnte nicht gelöscht werden',
    deleteError: 'Fehler beim Löschen des Verlaufs',
  },
  settings: {
    title: 'Einstellungen',
    close: 'Einstellungen schließen',
    payment: 'Zahlung',
    language: 'Sprache',
    languageHelp: 'Die Sprache der App, der erstellten Lernmaterialien und der Antworten.',
    languageNames: {
      English: 'English',
      French: 'Français',
      German: 'Deutsch',
      Spanish: 'Español',
      Chinese: '中文',
      Japanese: '日本語',
    },
    level: 'Verständnisniveau',
    levelHelp: 'Wie ausführlich und fachlich die Erklärungen sein sollen.',
    levelNames: { Beginner: 'Anfänger', Intermediate: 'Fortgeschritten', Advanced: 'Experte' },
    theme: 'Design',
    darkMode: 'Dunkelmodus',
    review: 'Wiederholung',
    retention: 'Gewünschte Behaltensquote',
    retentionHelp:
      'Wie wahrscheinlich du dich an eine Karte erinnern solltest, wenn sie wiederkommt. Höher bedeutet mehr Wiederholungen.',
    newPerDay: 'Neue Karten pro Tag',
    newPerDayHelp:
      'Wie viele noch nie gelernte Karten ein Lerntag über alle Dateien hinweg hinzunimmt.',
    fourButtons:
      'Vier Antwortschaltflächen (Nochmal, Schwer, Gut, Einfach) mit ihren Intervallen anzeigen',
    account: 'Konto',
    signedInAs: (who) => `Angemeldet als ${who}`,
    signOut: 'Abmelden',
    signingOut: 'Abmeldung …',
    signOutEverywhere: 'Von allen Geräten abmelden',
    signingOutEverywhere: 'Abmeldung von allen Geräten …',
    signOutEverywhereHelp:
      'Beendet deine Sitzung auf jedem Handy, Tablet und Computer, auch auf diesem.',
    signOutEverywhereFailed: (detail) =>
      `Abmeldung von allen Geräten nicht möglich: ${detail || 'Unbekannter Fehler'}`,
    offlineTitle: 'Offline-Dateien',
    keptNone:
      'Auf diesem Gerät sind noch keine Dateien gespeichert. Dateien, die du öffnest (PDFs, Bilder, kleine Videos), werden hier behalten, damit sie offline angezeigt werden.',
    kept: (n, size) =>
      n === 1
        ? `${n} geöffnete Datei für die Offline-Nutzung auf diesem Gerät gespeichert (${size}).`
        : `${n} geöffnete Dateien für die Offline-Nutzung auf diesem Gerät gespeichert (${size}).`,
    deviceUsage: (usage, quota) =>
      `Mnemo belegt insgesamt ${usage} des Speichers dieses Geräts${quota ? ` (bis zu ${quota} verfügbar)` : ''}.`,
    mayBeEvicted:
      'Der Browser kann gespeicherte Dateien entfernen, wenn der Speicher des Geräts knapp wird.',
    clearKept: 'Gespeicherte Dateien löschen',
    clearingKept: 'Wird gelöscht …',
    keptCleared:
      'Gespeicherte Dateien wurden von diesem Gerät entfernt. Sie werden wieder gespeichert, wenn du sie öffnest.',
    clearKeptFailed: 'Die gespeicherten Dateien konnten nicht gelöscht werden.',
    videoLimit: 'Videos behalten bis (MB)',
    videoLimitHelp:
      'Geöffnete Videos bis zu dieser Größe werden ebenfalls auf diesem Gerät gespeichert; 0 speichert keine.',
    deleteTitle: 'Konto löschen',
    deleteBody:
      'Wenn du dein Konto löschst, werden deine Dateien, Lernsets und Chats endgültig vom Server und von diesem Gerät entfernt.',
    deleteButton: 'Konto löschen',
    deleteConfirm:
      'Möchtest du dein Konto wirklich löschen? Das kann nicht rückgängig gemacht werden.',
    deleteYes: 'Ja, mein Konto löschen',
    deleteCancel: 'Abbrechen',
    deleting: 'Wird gelöscht …',
  },
  deleteAlerts: {
    success: 'Dein Konto wurde erfolgreich gelöscht.',
    failed: (error) => `Konto konnte nicht gelöscht werden: ${error || 'Unbekannter Fehler'}`,
    network:
      'Beim Löschen deines Kontos ist ein Netzwerkfehler aufgetreten. Bitte prüfe deine Verbindung und versuche es erneut.',
    auth: 'Authentifizierung fehlgeschlagen. Bitte melde dich erneut an.',
    noUser: 'Kein Benutzer gefunden.',
  },
};
