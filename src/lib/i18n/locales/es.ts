import type { Catalogue } from '../catalogue';

/** The interface in Spanish. Keys and placeholders follow the English sections exactly. */
export const es: Catalogue = {
  app: {
    loading: 'Cargando…',
    loadingSession: 'Cargando la sesión…',
    routeErrorTitle: '¡Error inesperado de la aplicación!',
    unknownError: 'Error desconocido',
    reload: 'Recargar',
    home: 'Inicio',
  },
  offline: {
    banner: 'Estás sin conexión: los cambios se guardan en este dispositivo y se sincronizarán',
    waiting: (n) => (n === 1 ? `${n} cambio pendiente` : `${n} cambios pendientes`),
  },
  ui: {
    dismiss: 'Cerrar',
    page: (n) => `Página ${n}`,
  },
  savedHere: {
    saved: 'Guardado en este dispositivo; se sincronizará',
    deleted: 'Eliminado en este dispositivo; se sincronizará',
  },
  fileStatus: {
    messages: {
      uploaded: 'El archivo se ha subido y está en cola para procesarse.',
      processing:
        'El archivo se está procesando. Los conceptos clave aparecerán cuando estén listos.',
      extracted: 'Se ha extraído el contenido del archivo y se está analizando.',
      failed: 'No se pudo procesar el archivo. Inténtalo de nuevo más tarde.',
    },
    other: 'El archivo se está procesando…',
    labels: {
      uploaded: '📤 Subido',
      processing: '⏳ Procesando…',
      extracted: '🔍 Extrayendo contenido…',
      processed: '✓ Listo',
      failed: '❌ Error',
    },
    progress: (pagesRead, pageCount) => `página ${pagesRead} de ${pageCount}`,
  },
  attachments: {
    someUnsupported: 'Algunos archivos adjuntos tienen un tipo no admitido y se ignorarán.',
    notAdded: (n) =>
      n === 1
        ? `${n} archivo no se añadió por tener un tipo no admitido.`
        : `${n} archivos no se añadieron por tener un tipo no admitido.`,
    noneSupported:
      'No se seleccionó ningún archivo admitido. Elige archivos PDF, de vídeo, de imagen (JPG, PNG, GIF) o de texto.',
    overLimit: (n) =>
      `Máximo 10 archivos. Se añaden los primeros ${n} de los archivos admitidos seleccionados.`,
    alreadyFull: 'No se pueden añadir más archivos. Ya hay 10 archivos adjuntos (el máximo).',
    sendOverLimit: 'No se puede enviar: se permiten como máximo 10 archivos por envío.',
    nothingValid: 'No hay archivos válidos para enviar ni ningún mensaje escrito.',
    nothingToSend: 'No hay nada que enviar. Escribe un mensaje o adjunta archivos.',
    tooLarge: (name, mb) =>
      `${name} no se añadió: el archivo es demasiado grande. El límite es de ${mb} MB por archivo.`,
  },
  historyPreview: { noMessages: 'Sin mensajes' },
  pagination: { pageOf: (page, pages) => `Página ${page} de ${pages}` },
  socketIndicator: {
    connected: 'Conectado',
    connecting: 'Conectando…',
    reconnecting: 'Reconectando…',
    disconnected: 'Desconectado. Actualiza la página.',
    offline: 'Sin conexión',
    unknown: 'Desconocido',
  },
  socketMessages: {
    established: 'Conexión en tiempo real establecida.',
    error: 'Error de conexión WebSocket.',
    lost: 'Se perdió la conexión. Reconectando…',
    gaveUp: 'No se pudo restablecer la conexión en tiempo real. Actualiza la página.',
  },
  chat: {
    title: 'Chat de Mnemo',
    loadingSession: 'Cargando la sesión…',
    tabs: { knowledge: 'Archivos', chat: 'Chat', history: 'Historial' },
    placeholder: 'Escribe tu mensaje o pega un enlace…',
    send: 'Enviar mensaje',
    sending: 'Enviando…',
    thinking: 'Pensando…',
    attach: 'Añadir archivos o un vídeo',
    uploadFiles: 'Subir archivos',
    addYoutube: 'Añadir vídeo de YouTube',
    youtubeLabel: 'URL del vídeo de YouTube',
    youtubePlaceholder: 'https://www.youtube.com/watch?v=...',
    addVideo: 'Añadir vídeo',
    removeAttachment: (name) => `Quitar ${name}`,
    attachments: 'Archivos adjuntos',
    micStart: 'Iniciar dictado por voz',
    micStop: 'Detener dictado por voz',
    copy: 'Copiar mensaje',
    copied: '¡Copiado!',
    you: 'Tú',
    assistant: 'Mnemo',
    emptyConversation: 'Haz una pregunta sobre tus archivos o adjunta algunos para empezar.',
    logout: 'Cerrar sesión',
    settings: 'Ajustes',
    connection: 'Conexión en tiempo real',
    pendingChanges: (n) =>
      n === 1
        ? `${n} cambio guardado en este dispositivo, pendiente de sincronizar`
        : `${n} cambios guardados en este dispositivo, pendientes de sincronizar`,
    defaultTitle: 'Nuevo chat',
    uploadsWaiting: (n) =>
      n === 1
        ? `${n} archivo guardado en este dispositivo. Se subirá cuando vuelvas a tener conexión.`
        : `${n} archivos guardados en este dispositivo. Se subirán cuando vuelvas a tener conexión.`,
    waitingToSend: 'Pendiente de envío',
    answeredOnDevice: 'Respondido en este dispositivo',
    answeredOnDeviceHint:
      'Estás sin conexión: esta respuesta sale de la copia de tus archivos en este dispositivo. La respuesta de Mnemo la sustituirá cuando se envíe la pregunta.',
    youtubeWaiting:
      'Vídeo guardado en este dispositivo. Se añadirá cuando vuelvas a tener conexión.',
  },
  chatErrors: {
    youtubeRequired: 'Introduce la URL de un vídeo de YouTube.',
    youtubeNoToken: 'No se encontró el token de autenticación. Vuelve a iniciar sesión.',
    youtubeFailed: (reason) => `No se pudo añadir el vídeo de YouTube: ${reason}`,
    youtubeDefaultReason: 'Comprueba la URL e inténtalo de nuevo.',
    youtubeAdded: 'Vídeo de YouTube añadido; ya se está procesando.',
    uploadFailed: 'No se pudo subir el archivo. Inténtalo de nuevo.',
    uploadError: 'Se produjo un error al subir el archivo. Inténtalo de nuevo.',
    sendFailed: (reason) => `No se pudo enviar el mensaje: ${reason}`,
  },
  voice: {
    errors: {
      unsupported:
        'Tu navegador no admite el reconocimiento de voz. Prueba con Chrome, Edge o Safari.',
      noGrammar: 'Tu navegador no admite gramáticas de voz.',
      'not-allowed': 'Acceso al micrófono denegado. Permite el acceso al micrófono.',
      network: 'Error de red. Comprueba tu conexión.',
      'no-speech': 'No se detectó ninguna voz.',
      'audio-capture': 'No se encontró ningún micrófono.',
      'service-not-allowed': 'El servicio de reconocimiento de voz no está permitido.',
    },
    other: (code) => `Error de reconocimiento de voz: ${code}`,
  },
  knowledge: {
    settings: 'Ajustes',
    heading: 'Tus archivos',
    legend: { processing: 'Procesando', ready: 'Listo', failed: 'Error' },
    legendLabel: 'Leyenda de estados',
    loading: 'Cargando archivos…',
    empty: 'Todavía no has subido archivos',
    prev: 'Anterior',
    next: 'Siguiente',
    pageSize: 'Archivos por página',
    deleteLabel: (name) => `Eliminar ${name}`,
    confirmDelete: (name) => `¿Seguro que quieres eliminar «${name}»?`,
    deleted: '¡Archivo eliminado!',
    deleteFailed: 'No se pudo eliminar el archivo.',
    waitingToUpload: '🕓 Pendiente de subir',
    waitingRemoved: 'Quitado de las subidas pendientes en este dispositivo.',
    help: [
      'Usa el botón + junto al cuadro de mensaje para subir archivos o añadir un vídeo de YouTube.',
      'Los archivos se convierten automáticamente, en segundo plano, en conceptos clave, tarjetas y cuestionarios.',
      'Un archivo marcado con ✓ Listo se puede abrir para estudiar.',
    ],
  },
  live: {
    processed: (name) => `El archivo «${name}» se ha procesado.`,
    failed: (message) => `Error al procesar el archivo: ${message || 'error desconocido'}`,
    deleted: 'Se eliminó el archivo.',
  },
  history: {
    heading: 'Historial',
    newChat: 'Nuevo chat',
    newChatLabel: 'Empezar un chat nuevo',
    deleteLabel: (preview) => `Eliminar chat: ${preview}`,
    confirmDelete: '¿Seguro que quieres eliminar este historial de chat?',
    empty: 'Todavía no hay chats',
    loading: 'Cargando chats…',
    started: 'Nuevo chat iniciado',
    startFailed: 'No se pudo iniciar un chat nuevo',
    startError: 'Error al iniciar un chat nuevo',
    deleted: 'Historial de chat eliminado',
    deleteFailed: 'No se pudo eliminar el historial',
    deleteError: 'Error al eliminar el historial',
  },
  settings: {
    title: 'Ajustes',
    close: 'Cerrar ajustes',
    payment: 'Pago',
    language: 'Idioma',
    languageHelp:
      'El idioma de la aplicación, del material de estudio generado y de las respuestas.',
    languageNames: {
      English: 'English',
      French: 'Français',
      German: 'Deutsch',
      Spanish: 'Español',
      Chinese: '中文',
      Japanese: '日本語',
    },
    level: 'Nivel de comprensión',
    levelHelp: 'Lo detalladas y técnicas que deben ser las explicaciones.',
    levelNames: { Beginner: 'Principiante', Intermediate: 'Intermedio', Advanced: 'Avanzado' },
    theme: 'Tema',
    darkMode: 'Modo oscuro',
    review: 'Repaso',
    retention: 'Retención deseada',
    retentionHelp:
      'La probabilidad de que recuerdes una tarjeta cuando vuelva. Cuanto más alta, más repasos.',
    newPerDay: 'Tarjetas nuevas por día',
    newPerDayHelp:
      'Cuántas tarjetas que nunca has estudiado añade cada día de estudio, sumando todos los archivos.',
    fourButtons:
      'Mostrar cuatro botones de respuesta (Otra vez, Difícil, Bien, Fácil) con sus intervalos',
    account: 'Cuenta',
    signedInAs: (who) => `Sesión iniciada como ${who}`,
    signOut: 'Cerrar sesión',
    signingOut: 'Cerrando sesión…',
    signOutEverywhere: 'Cerrar sesión en todos los dispositivos',
    signingOutEverywhere: 'Cerrando sesión en todos los dispositivos…',
    signOutEverywhereHelp:
      'Cierra tu sesión en todos tus teléfonos, tabletas y ordenadores, incluido este.',
    signOutEverywhereFailed: (detail) =>
      `No se pudo cerrar sesión en todos los dispositivos: ${detail || 'error desconocido'}`,
    offlineTitle: 'Archivos sin conexión',
    keptNone:
      'Todavía no se guarda ningún archivo en este dispositivo. Los archivos que abres (PDF, imágenes, vídeos pequeños) se guardan aquí para verlos sin conexión.',
    kept: (n, size) =>
      n === 1
        ? `${n} archivo abierto guardado en este dispositivo para usarlo sin conexión (${size}).`
        : `${n} archivos abiertos guardados en este dispositivo para usarlos sin conexión (${size}).`,
    deviceUsage: (usage, quota) =>
      `Mnemo ocupa ${usage} del almacenamiento de este dispositivo en total${quota ? ` (hasta ${quota} disponibles)` : ''}.`,
    mayBeEvicted:
      'El navegador puede borrar los archivos guardados si el dispositivo se queda sin espacio.',
    clearKept: 'Borrar archivos guardados',
    clearingKept: 'Borrando…',
    keptCleared:
      'Se borraron los archivos guardados de este dispositivo. Se volverán a guardar cuando los abras.',
    clearKeptFailed: 'No se pudieron borrar los archivos guardados.',
    videoLimit: 'Guardar vídeos de hasta (MB)',
    videoLimitHelp:
      'Los vídeos que abras de este tamaño o menos también se guardan en este dispositivo; 0 no guarda ninguno.',
    deleteTitle: 'Eliminar cuenta',
    deleteBody:
      'Al eliminar tu cuenta se borran para siempre tus archivos, materiales de estudio y chats del servidor y de este dispositivo.',
    deleteButton: 'Eliminar cuenta',
    deleteConfirm: '¿Seguro que quieres eliminar tu cuenta? No se puede deshacer.',
    deleteYes: 'Sí, eliminar mi cuenta',
    deleteCancel: 'Cancelar',
    deleting: 'Eliminando…',
  },
  deleteAlerts: {
    success: 'Tu cuenta se ha eliminado correctamente.',
    failed: (error) => `No se pudo eliminar la cuenta: ${error || 'error desconocido'}`,
    network:
      'Se produjo un error de red al eliminar tu cuenta. Comprueba tu conexión e inténtalo de nuevo.',
    auth: 'Error de autenticación. Vuelve a iniciar sesión.',
    noUser: 'No se encontró ningún usuario.',
  },
};
