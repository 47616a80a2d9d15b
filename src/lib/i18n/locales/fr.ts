import type { Catalogue } from '../catalogue';

/** The interface in French. Keys and placeholders follow the English sections exactly. */
export const fr: Catalogue = {
  app: {
    loading: 'Chargement…',
    loadingSession: 'Chargement de la session…',
    routeErrorTitle: 'Erreur inattendue de l’application !',
    unknownError: 'Erreur inconnue',
    reload: 'Recharger',
    home: 'Accueil',
  },
  offline: {
    banner:
      'Vous êtes hors ligne — vos modifications sont enregistrées sur cet appareil et seront synchronisées',
    waiting: (n) => (n <= 1 ? `${n} modification en attente` : `${n} modifications en attente`),
  },
  ui: {
    dismiss: 'Fermer',
    page: (n) => `Page ${n}`,
  },
  savedHere: {
    saved: 'Enregistré sur cet appareil — sera synchronisé',
    deleted: 'Supprimé sur cet appareil — sera synchronisé',
  },
  fileStatus: {
    messages: {
      uploaded: 'Le fichier a été envoyé et attend d’être traité.',
      processing:
        'Le fichier est en cours de traitement. Les notions clés apparaîtront une fois prêtes.',
      extracted: 'Le contenu du fichier a été extrait et est en cours d’analyse.',
      failed: 'Le traitement du fichier a échoué. Veuillez réessayer plus tard.',
    },
    other: 'Le fichier est en cours de traitement…',
    labels: {
      uploaded: '📤 Envoyé',
      processing: '⏳ Traitement…',
      extracted: '🔍 Extraction du contenu…',
      processed: '✓ Prêt',
      failed: '❌ Échec',
    },
    progress: (pagesRead, pageCount) => `page ${pagesRead} sur ${pageCount}`,
  },
  attachments: {
    someUnsupported:
      'Certains fichiers joints sont d’un type non pris en charge et seront ignorés.',
    notAdded: (n) =>
      n <= 1
        ? `${n} fichier n’a pas été ajouté : type non pris en charge.`
        : `${n} fichiers n’ont pas été ajoutés : type non pris en charge.`,
    noneSupported:
      'Aucun fichier pris en charge. Choisissez des fichiers PDF, vidéo, image (JPG, PNG, GIF) ou texte.',
    overLimit: (n) =>
      `10 fichiers au maximum. Seuls les ${n} premiers fichiers pris en charge sont ajoutés.`,
    alreadyFull: 'Impossible d’ajouter d’autres fichiers : 10 fichiers sont déjà joints (maximum).',
    sendOverLimit: 'Envoi impossible : 10 fichiers au maximum par envoi.',
    nothingValid: 'Aucun fichier valide à envoyer et aucun message saisi.',
    nothingToSend: 'Rien à envoyer. Saisissez un message ou joignez des fichiers.',
    tooLarge: (name, mb) =>
      `${name} n’a pas été ajouté : le fichier est trop volumineux. La limite est de ${mb} Mo par fichier.`,
  },
  historyPreview: { noMessages: 'Aucun message' },
  pagination: { pageOf: (page, pages) => `Page ${page} sur ${pages}` },
  socketIndicator: {
    connected: 'Connecté',
    connecting: 'Connexion…',
    reconnecting: 'Reconnexion…',
    disconnected: 'Déconnecté. Veuillez actualiser la page.',
    offline: 'Hors ligne',
    unknown: 'Inconnu',
  },
  socketMessages: {
    established: 'Connexion en temps réel établie.',
    error: 'Erreur de connexion WebSocket.',
    lost: 'Connexion perdue. Reconnexion…',
    gaveUp: 'Impossible de rétablir la connexion en temps réel. Veuillez actualiser la page.',
  },
  chat: {
    title: 'Discussion Mnemo',
    loadingSession: 'Chargement de la session…',
    tabs: { knowledge: 'Fichiers', chat: 'Discussion', history: 'Historique' },
    placeholder: 'Écrivez votre message ou collez un lien…',
    send: 'Envoyer le message',
    sending: 'Envoi…',
    thinking: 'Réflexion…',
    attach: 'Ajouter des fichiers ou une vidéo',
    uploadFiles: 'Importer des fichiers',
    addYoutube: 'Ajouter une vidéo YouTube',
    youtubeLabel: 'URL de la vidéo YouTube',
    youtubePlaceholder: 'https://www.youtube.com/watch?v=...',
    addVideo: 'Ajouter la vidéo',
    removeAttachment: (name) => `Retirer ${name}`,
    attachments: 'Fichiers joints',
    micStart: 'Démarrer la saisie vocale',
    micStop: 'Arrêter la saisie vocale',
    copy: 'Copier le message',
    copied: 'Copié !',
    you: 'Vous',
    assistant: 'Mnemo',
    emptyConversation: 'Posez une question sur vos fichiers, ou joignez-en pour commencer.',
    logout: 'Se déconnecter',
    settings: 'Paramètres',
    connection: 'Connexion en temps réel',
    pendingChanges: (n) =>
      n <= 1
        ? `${n} modification enregistrée sur cet appareil, en attente de synchronisation`
        : `${n} modifications enregistrées sur cet appareil, en attente de synchronisation`,
    defaultTitle: 'Nouvelle discussion',
    uploadsWaiting: (n) =>
      n <= 1
        ? `${n} fichier enregistré sur cet appareil. Il sera envoyé dès votre retour en ligne.`
        : `${n} fichiers enregistrés sur cet appareil. Ils seront envoyés dès votre retour en ligne.`,
    waitingToSend: 'En attente d’envoi',
    answeredOnDevice: 'Réponse donnée sur cet appareil',
    answeredOnDeviceHint:
      'Vous êtes hors ligne : cette réponse provient de la copie de vos fichiers sur cet appareil. La réponse de Mnemo la remplacera une fois la question envoyée.',
    youtubeWaiting:
      'Vidéo enregistrée sur cet appareil. Elle sera ajoutée dès votre retour en ligne.',
  },
  chatErrors: {
    youtubeRequired: 'Veuillez saisir l’URL d’une vidéo YouTube.',
    youtubeNoToken: 'Jeton d’authentification introuvable. Veuillez vous reconnecter.',
    youtubeFailed: (reason) => `Impossible d’ajouter la vidéo YouTube : ${reason}`,
    youtubeDefaultReason: 'Vérifiez l’URL et réessayez.',
    youtubeAdded: 'Vidéo YouTube ajoutée, traitement en cours.',
    uploadFailed: 'L’envoi du fichier a échoué. Veuillez réessayer.',
    uploadError: 'Une erreur est survenue pendant l’envoi du fichier. Veuillez réessayer.',
    sendFailed: (reason) => `Impossible d’envoyer le message : ${reason}`,
  },
  voice: {
    errors: {
      unsupported:
        'La reconnaissance vocale n’est pas prise en charge par votre navigateur. Essayez Chrome, Edge ou Safari.',
      noGrammar: 'Les grammaires vocales ne sont pas prises en charge par votre navigateur.',
      'not-allowed': 'Accès au micro refusé. Veuillez autoriser l’accès au micro.',
      network: 'Erreur réseau. Vérifiez votre connexion.',
      'no-speech': 'Aucune parole détectée.',
      'audio-capture': 'Aucun micro trouvé.',
      'service-not-allowed': 'Le service de reconnaissance vocale n’est pas autorisé.',
    },
    other: (code) => `Erreur de reconnaissance vocale : ${code}`,
  },
  knowledge: {
    settings: 'Paramètres',
    heading: 'Vos fichiers',
    legend: { processing: 'En traitement', ready: 'Prêt', failed: 'Échec' },
    legendLabel: 'Légende des statuts',
    loading: 'Chargement des fichiers…',
    empty: 'Aucun fichier importé pour l’instant',
    prev: 'Préc.',
    next: 'Suiv.',
    pageSize: 'Fichiers par page',
    deleteLabel: (name) => `Supprimer ${name}`,
    confirmDelete: (name) => `Voulez-vous vraiment supprimer « ${name} » ?`,
    deleted: 'Fichier supprimé !',
    deleteFailed: 'Impossible de supprimer le fichier.',
    waitingToUpload: '🕓 En attente d’envoi',
    waitingRemoved: 'Retiré des envois en attente sur cet appareil.',
    help: [
      'Utilisez le bouton + à côté de la zone de message pour importer des fichiers ou ajouter une vidéo YouTube.',
      'Les fichiers sont transformés automatiquement, en arrière-plan, en notions clés, cartes mémoire et quiz.',
      'Un fichier marqué ✓ Prêt peut être ouvert pour réviser.',
    ],
  },
  live: {
    processed: (name) => `Le fichier « ${name} » a été traité.`,
    failed: (message) => `Erreur lors du traitement du fichier : ${message || 'erreur inconnue'}`,
    deleted: 'Le fichier a été supprimé.',
  },
  history: {
    heading: 'Historique',
    newChat: 'Nouvelle discussion',
    newChatLabel: 'Commencer une nouvelle discussion',
    deleteLabel: (preview) => `Supprimer la discussion : ${preview}`,
    confirmDelete: 'Voulez-vous vraiment supprimer cette discussion ?',
    empty: 'Aucune discussion pour l’instant',
    loading: 'Chargement des discussions…',
    started: 'Nouvelle discussion commencée',
    startFailed: 'Impossible de commencer une nouvelle discussion',
    startError: 'Erreur au démarrage de la discussion',
    deleted: 'Discussion supprimée',
    deleteFailed: 'Impossible de supprimer la discussion',
    deleteError: 'Erreur lors de la suppression de la discussion',
  },
  settings: {
    title: 'Paramètres',
    close: 'Fermer les paramètres',
    payment: 'Paiement',
    language: 'Langue',
    languageHelp: 'La langue de l’application, du matériel d’étude généré et des réponses.',
    languageNames: {
      English: 'English',
      French: 'Français',
      German: 'Deutsch',
      Spanish: 'Español',
      Chinese: '中文',
      Japanese: '日本語',
    },
    level: 'Niveau de compréhension',
    levelHelp: 'Le degré de détail et de technicité des explications.',
    levelNames: { Beginner: 'Débutant', Intermediate: 'Intermédiaire', Advanced: 'Avancé' },
    theme: 'Thème',
    darkMode: 'Mode sombre',
    review: 'Révision',
    retention: 'Rétention souhaitée',
    retentionHelp:
      'La probabilité de vous souvenir d’une carte quand elle revient. Plus elle est élevée, plus il y a de révisions.',
    newPerDay: 'Nouvelles cartes par jour',
    newPerDayHelp:
      'Combien de cartes jamais étudiées chaque journée d’étude introduit, tous fichiers confondus.',
    fourButtons:
      'Afficher quatre boutons de réponse (À revoir, Difficile, Correct, Facile) avec leurs intervalles',
    account: 'Compte',
    signedInAs: (who) => `Connecté en tant que ${who}`,
    signOut: 'Se déconnecter',
    signingOut: 'Déconnexion…',
    signOutEverywhere: 'Se déconnecter de tous les appareils',
    signingOutEverywhere: 'Déconnexion de tous les appareils…',
    signOutEverywhereHelp:
      'Met fin à votre session sur chaque téléphone, tablette et ordinateur, y compris celui-ci.',
    signOutEverywhereFailed: (detail) =>
      `Impossible de se déconnecter de tous les appareils : ${detail || 'erreur inconnue'}`,
    offlineTitle: 'Fichiers hors ligne',
    keptNone:
      'Aucun fichier n’est encore conservé sur cet appareil. Les fichiers que vous ouvrez (PDF, images, petites vidéos) y sont conservés pour être consultables hors ligne.',
    kept: (n, size) =>
      n <= 1
        ? `${n} fichier ouvert conservé sur cet appareil pour un usage hors ligne (${size}).`
        : `${n} fichiers ouverts conservés sur cet appareil pour un usage hors ligne (${size}).`,
    deviceUsage: (usage, quota) =>
      `Mnemo utilise ${usage} du stockage de cet appareil au total${quota ? ` (jusqu’à ${quota} disponibles)` : ''}.`,
    mayBeEvicted:
      'Le navigateur peut supprimer les fichiers conservés si l’appareil manque d’espace.',
    clearKept: 'Effacer les fichiers conservés',
    clearingKept: 'Effacement…',
    keptCleared:
      'Fichiers conservés supprimés de cet appareil. Ils seront de nouveau conservés quand vous les ouvrirez.',
    clearKeptFailed: 'Impossible d’effacer les fichiers conservés.',
    videoLimit: 'Conserver les vidéos jusqu’à (Mo)',
    videoLimitHelp:
      'Les vidéos ouvertes dont la taille ne dépasse pas cette valeur sont aussi conservées sur cet appareil ; 0 n’en conserve aucune.',
    deleteTitle: 'Supprimer le compte',
    deleteBody:
      'Supprimer votre compte efface définitivement vos fichiers, supports d’étude et discussions du serveur et de cet appareil.',
    deleteButton: 'Supprimer le compte',
    deleteConfirm: 'Voulez-vous vraiment supprimer votre compte ? Cette action est irréversible.',
    deleteYes: 'Oui, supprimer mon compte',
    deleteCancel: 'Annuler',
    deleting: 'Suppression…',
  },
  deleteAlerts: {
    success: 'Votre compte a bien été supprimé.',
    failed: (error) => `Impossible de supprimer le compte : ${error || 'erreur inconnue'}`,
    network:
      'Une erreur réseau est survenue lors de la suppression de votre compte. Vérifiez votre connexion et réessayez.',
    auth: 'Échec de l’authentification. Veuillez vous reconnecter.',
    noUser: 'Aucun utilisateur trouvé.',
  },
};
