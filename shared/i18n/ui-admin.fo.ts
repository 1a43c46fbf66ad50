/**
 * The administration area's texts in Faroese (the `admin` section of the web's catalogue), apart
 * from `./ui.fo.ts` so that the functions, whose mails read `./ui.ts`, do not bundle them
 * (docs/decisions/the-admin-area-s-texts-apart.md "The admin area's texts apart"). The web merges them into its catalogue
 * (web/src/lib/i18n-catalogue.fo.ts). Faroese strings not given by the spec are marked `review:`.
 */
export const adminUiTextsFo = {
  admin: {
    navigation: 'Umsitingarvalmynd', // review:
    backToPortal: 'Aftur til økisnøvnini', // review:
    noAccessHeading: 'Eingin atgongd', // review:
    noAccessBody: 'Bert umsitarar kunnu síggja hesa síðuna. Um tú hevur brúk fyri atgongd, spyr ein umsitara.', // review:
    overviewIntro: 'Vel hvat tú vilt umsita.', // review:
    settings: {
      formLabel: 'Stillingar', // review:
      days: 'Dagar', // review:
      autoRenewalDays: 'Dagar áðrenn útgang til sjálvvirkandi endurnýggjan', // review:
      warningDays: 'Dagar áðrenn útgang til ávaring', // review:
      transferAutoDays: 'Dagar til flytingar verða viðgjørdar sjálvvirkandi', // review:
      transferCompletionDays: 'Dagar til ein flyting er liðug', // review:
      nsTtl: 'Vanligt TTL fyri NS-postar (sekund)', // review:
      prices: 'Prísur', // review:
      pricePerYear: 'Prísur um árið, uttan MVG (oyru)', // review:
      pricePerYearHint: '10000 oyru eru 100,00 kr.', // review:
      vatPercent: 'MVG (%)', // review:
      links: 'Leinki', // review:
      privacyPolicy: 'Privatlívspolitikkur', // review:
      helpPage: 'Hjálparsíða', // review:
      terms: 'Treytir', // review:
      inFaroese: '{{link}} (føroyskt)', // review:
      inEnglish: '{{link}} (enskt)', // review:
      videoUrl: 'Leinki til sjónband', // review:
      videoUrlHint: 'Lat vera tómt, um einki sjónband er.', // review:
      emails: 'Teldubústaðir', // review:
      errorEmail: 'Teldubústaðir fyri villur', // review:
      receiptEmail: 'Teldubústaðir fyri kvittanir', // review:
      emailListHint: 'Ein bústaður ella fleiri, skildir sundur við komma.', // review:
      seller: 'Seljari á kvittanum', // review:
      sellerName: 'Navn', // review:
      sellerAddress: 'Adressa', // review:
      sellerAddressHint: 'Ein linja hvør, í mesta lagi 4.', // review:
      sellerCountry: 'Land', // review:
      sellerVatNumber: 'V-tal',
      saved: 'Stillingarnar eru goymdar. Tær galda beinan vegin.', // review:
      loadFailed: 'Tað miseydnaðist at heinta stillingarnar.', // review:
    },
    statistics: {
      intro: 'Fyri hvønn mánað: hvat hendi, inntøkan av avgreiddum bílegingum, og virknu økisnøvnini við enda mánaðarins (nú, fyri henda mánaðin).', // review:
      period: 'Tíðarskeið', // review:
      lastMonths: 'Seinastu {{count}} mánaðirnar', // review:
      registrations: 'Skrásetingar', // review:
      renewals: 'Endurnýggjanir', // review:
      transfersIn: 'Flytingar inn', // review:
      transfersOut: 'Flytingar út', // review:
      revenueNet: 'Inntøka uttan MVG', // review:
      revenueVat: 'MVG', // review:
      activeDomains: 'Virkin økisnøvn', // review:
      registrationsChart: 'Skrásetingar og endurnýggjanir', // review:
      transfersChart: 'Flytingar inn og út', // review:
      revenueChart: 'Inntøka (kr.)', // review:
      activeChart: 'Virkin økisnøvn', // review:
      chartDescription: '{{chart}} fyri hvønn mánað, {{from}} til {{until}}. {{figures}}. Øll tølini eru eisini í talvuni niðanfyri.', // review:
      seriesFigures: '{{series}}: {{values}}', // review:
      legend: 'Tekin', // review:
      month: 'Mánaður', // review:
      table: 'Tølini fyri hvønn mánað', // review:
      loadFailed: 'Tað miseydnaðist at heinta hagtølini.', // review:
    },
    orders: {
      filterLabel: 'Filtrera bíleggingarnar', // review:
      status: 'Støða', // review:
      allStatuses: 'Allar støður', // review:
      from: 'Frá', // review:
      to: 'Til', // review:
      show: 'Vís', // review:
      totalsLabel: 'Samanlagt fyri bíleggingarnar, ið funnust', // review:
      count: 'Bíleggingar', // review:
      net: 'Uttan MVG',
      vat: 'MVG',
      total: 'Tilsamans við MVG',
      paidTotal: 'Goldið', // review:
      refunded: 'Endurgoldið', // review:
      awaitingPayment: 'Bíðar eftir gjaldi', // review:
      listLabel: 'Bíleggingar', // review:
      placed: 'Bílagt', // review:
      domains: 'Økisnøvn', // review:
      buyer: 'Keypari', // review:
      amount: 'Tilsamans', // review:
      actions: 'Atgerðir', // review:
      empty: 'Ongar bíleggingar í hesum tíðarskeiði.', // review:
      loadFailed: 'Tað miseydnaðist at heinta bíleggingarnar.', // review:
      markedPaidBy: 'Merkt goldin: {{reason}}', // review:
      refundedBy: 'Endurgoldin: {{reason}}', // review:
      markPaid: 'Merk goldna', // review:
      markPaidLabel: 'Merk goldna: {{domains}}', // review:
      markPaidTitle: 'Merkja bíleggingina goldna?', // review:
      markPaidMessage: 'Bert tá ið peningurin fyri {{domains}} ({{total}}) er komin inn á annan hátt enn gjaldssíðuna. Bíleggingin verður síðan framd sum eftir eitt kortgjald.', // review:
      markedPaid: 'Bíleggingin er merkt goldin.', // review:
      refund: 'Endurgjalda', // review:
      refundLabel: 'Endurgjalda: {{domains}}', // review:
      refundTitle: 'Endurgjalda bíleggingina?', // review:
      refundMessage: '{{amount}} fer aftur til keyparan, og ein kreditnota verður útskrivað. Økisnøvnini verða verandi, sum tey eru.', // review:
      refundedDone: 'Bíleggingin er endurgoldin, og kreditnotan er útskrivað.', // review:
      reason: 'Orsøk', // review:
      reasonHint: 'Goymd í virksemisloggini; orsøkin til eitt endurgjald stendur eisini á kreditnotuni.', // review:
      receipt: 'Kvittan',
      receiptLabel: 'Kvittan fyri {{domains}}', // review:
      creditNote: 'Kreditnota', // review:
      creditNoteLabel: 'Kreditnota fyri {{domains}}', // review:
      downloadFailed: 'Tað miseydnaðist at taka skjalið niður.', // review:
      firstPage: 'Fyrsta síða', // review:
      nextPage: 'Næsta síða', // review:
    },
    invoices: {
      periodLabel: 'Vel tíðarskeið', // review:
      show: 'Vís', // review:
      listLabel: 'Kvittanir og kreditnotur', // review:
      number: 'Nummar', // review:
      kind: 'Slag', // review:
      kindReceipt: 'Kvittan',
      kindCreditNote: 'Kreditnota', // review:
      credits: 'fyri kvittan {{number}}', // review:
      date: 'Dagfesting', // review:
      buyer: 'Keypari', // review:
      net: 'Uttan MVG',
      vat: 'MVG',
      total: 'Tilsamans', // review:
      order: 'Bílegging', // review:
      document: 'Skjal', // review:
      download: 'PDF',
      downloadLabel: 'PDF av {{number}}', // review:
      export: 'Flyt CSV út til roknskaparfólkið', // review:
      exportFailed: 'Tað miseydnaðist at flyta CSV út.', // review:
      empty: 'Ongar kvittanir ella kreditnotur í hesum tíðarskeiði.', // review:
      loadFailed: 'Tað miseydnaðist at heinta kvittanirnar og kreditnoturnar.', // review:
      firstPage: 'Fyrsta síða', // review:
      nextPage: 'Næsta síða', // review:
    },
    users: {
      searchLabel: 'Leita eftir brúkarum', // review:
      term: 'Navn ella teldubústaður', // review:
      termHint: 'Byrjanin á einum orði í einum navni ella einum teldubústaði, t.d. „jens“ ella „example.fo“.', // review:
      search: 'Leita', // review:
      newest: 'Nýggjastu brúkararnir', // review:
      caption: 'Brúkarar funnir', // review:
      name: 'Navn', // review:
      email: 'Teldubústaður', // review:
      status: 'Støða', // review:
      created: 'Stovnaður', // review:
      active: 'Virkin', // review:
      deactivated: 'Óvirkin', // review:
      administrator: 'Umsitari', // review:
      empty: 'Eingir brúkarar funnir.', // review:
      loadFailed: 'Tað miseydnaðist at heinta brúkarar.', // review:
      previous: 'Undan', // review:
      next: 'Næsta', // review:
      pageNavigation: 'Síður við brúkarum', // review:
      backToUsers: 'Aftur til brúkararnar', // review:
      userLoadFailed: 'Tað miseydnaðist at heinta brúkaran.', // review:
      notFound: 'Eingin slíkur brúkari er.', // review:
      profile: 'Persónupplýsingar', // review:
      phone: 'Telefon', // review:
      address: 'Adressa', // review:
      language: 'Mál', // review:
      languages: { fo: 'Føroyskt', en: 'Enskt' }, // review:
      emailVerified: 'Teldubústaður váttaður', // review:
      phoneVerified: 'Telefonnummar váttað', // review:
      signIn: 'Ritar inn við', // review:
      signInPassword: 'loyniorði', // review:
      signInEid: 'talgildum samleika', // review:
      yes: 'Ja', // review:
      no: 'Nei', // review:
      none: '–',
      domains: 'Økisnøvn', // review:
      domainsCaption: 'Økisnøvn brúkarans', // review:
      noDomains: 'Brúkarin eigur ongi økisnøvn.', // review:
      expires: 'Gongur út', // review:
      teams: 'Toymi', // review:
      noTeams: 'Brúkarin er ikki í nøkrum toymi.', // review:
      orders: 'Bílegingar', // review:
      ordersCaption: 'Seinastu bílegingar brúkarans', // review:
      noOrders: 'Brúkarin hevur ongar bílegingar.', // review:
      orderDate: 'Dagfesting', // review:
      orderDomains: 'Økisnøvn', // review:
      orderTotal: 'Íalt við MVG', // review:
      sessions: 'Innritanir', // review:
      sessionsCaption: 'Innritanir brúkarans', // review:
      noSessions: 'Brúkarin hevur ongar virknar innritanir.', // review:
      device: 'Eind', // review:
      signedIn: 'Byrjað', // review:
      lastUsed: 'Seinast brúkt', // review:
      endSession: 'Enda innritan', // review:
      endSessionLabel: 'Enda innritan: {{device}}', // review:
      sessionEnded: 'Innritanin er endað.', // review:
      history: 'Søga', // review:
      historyCaption: 'Søga brúkarans', // review:
      access: 'Atgongd', // review:
      isActive: 'Brúkarin kann rita inn.', // review:
      deactivatedSince: 'Óvirkin síðan {{date}}: brúkarin kann ikki rita inn.', // review:
      reason: 'Orsøk (valfrítt)', // review:
      reasonHint: 'Verður goymd í virksemisloggini.', // review:
      deactivate: 'Ger brúkaran óvirknan', // review:
      activate: 'Ger brúkaran virknan', // review:
      deactivateTitle: 'Ger {{name}} óvirknan?', // review:
      deactivateMessage: 'Brúkarin kann ikki rita inn, hvørki við loyniorði ella talgildum samleika, og allar innritanir hansara enda nú.', // review:
      activateTitle: 'Ger {{name}} virknan?', // review:
      activateMessage: 'Brúkarin kann rita inn aftur.', // review:
      deactivatedDone: 'Brúkarin er gjørdur óvirkin.', // review:
      activatedDone: 'Brúkarin er virkin aftur.', // review:
      ownUser: 'Tú kanst ikki gera tín egna brúkara óvirknan.', // review:
    },
    domains: {
      searchLabel: 'Leita og sortera økisnøvn', // review:
      term: 'Økisnavn', // review:
      termHint: 'Byrjanin á navninum, t.d. „jogvan“.', // review:
      filter: 'Støða', // review:
      filters: { all: 'Øll', active: 'Virkin', expiring_soon: 'Ganga skjótt út', expired: 'Útgingin', deleted: 'Strikað', locked: 'Læst' }, // review:
      search: 'Vís', // review:
      caption: 'Økisnøvn', // review:
      name: 'Økisnavn', // review:
      status: 'Støða', // review:
      expires: 'Gongur út', // review:
      locks: 'Lásir', // review:
      registrationLock: 'Skrásetingarlás', // review:
      transferLock: 'Flytilás', // review:
      empty: 'Eingi økisnøvn funnin.', // review:
      loadFailed: 'Tað miseydnaðist at heinta økisnøvn.', // review:
      firstPage: 'Fyrsta síða', // review:
      nextPage: 'Næsta síða', // review:
      pageNavigation: 'Síður við økisnøvnum', // review:
      backToDomains: 'Aftur til listan yvir økisnøvn', // review:
      domainLoadFailed: 'Tað miseydnaðist at heinta økisnavnið.', // review:
      notFound: 'Einki slíkt økisnavn er.', // review:
      comparison: 'Okkara skráseting og skrásetingin', // review:
      comparisonCaption: 'Okkara skráseting við síðuna av skrásetingarinnar', // review:
      field: 'Teigur', // review:
      ours: 'Okkara skráseting', // review:
      registry: 'Skrásetingin', // review:
      fieldExpires: 'Gongur út', // review:
      fieldStatuses: 'Støður', // review:
      fieldNameServers: 'Navnaambætarar', // review:
      fieldRegistrar: 'Skrásetari', // review:
      fieldUpdated: 'Seinast broytt', // review:
      differs: 'ymiskt', // review:
      registryUnavailable: 'Vit fingu ikki upplýsingar frá skrásetingini. Royn aftur seinni. Einki samband við skrásetingina.', // review:
      notAtRegistry: 'Skrásetingin kennir ikki hetta navnið.', // review:
      details: 'Upplýsingar', // review:
      owner: 'Eigari', // review:
      ownerUser: 'Brúkari', // review:
      ownerTeam: 'Toymi {{id}}', // review:
      registered: 'Skrásett', // review:
      deletedAt: 'Strikað', // review:
      autoRenewal: 'Sjálvvirkandi endurnýggjan', // review:
      on: 'Tendrað', // review:
      off: 'Sløkt', // review:
      none: '–',
      syncHeading: 'Samstilling av útgangsdegi', // review:
      syncDue: 'Samstillingin hyggur næst at økisnavninum {{date}}.', // review:
      syncLast: 'Seinast samstilt {{date}}.', // review:
      syncNever: 'Ikki samstilt enn.', // review:
      syncOne: 'Samstilla hetta økisnavnið nú', // review:
      syncOneStarted: 'Samstillingin samanber økisnavnið við skrásetingina innan 5 minuttir.', // review:
      failingHeading: 'Økisnøvn, ið ikki virka', // review:
      failingIntro:
        'Økisnøvnini, har seinasta heilsukanningin miseydnaðist (navnaambætarar, útgávur, DNSSEC), tey, ið longst hava ikki virkað, fyrst. Eigararnir og tøkniligu umsitararnir fáa boð, tá ið eitt økisnavn, sum virkaði, steðgar at virka.', // review:
      failingCaption: 'Økisnøvn, ið ikki virka', // review:
      failingName: 'Økisnavn', // review:
      failingProblem: 'Hvat er galið', // review:
      failingSince: 'Síðan', // review:
      failingEmpty: 'Øll kannaðu økisnøvnini virka.', // review:
      failingLoadFailed: 'Kundi ikki heinta økisnøvnini, ið ikki virka.', // review:
      failingMore: 'Fleiri', // review:
      syncAllHeading: 'Samstilla øll økisnøvn', // review:
      syncAllIntro: 'Samanber útgangsdagin hjá øllum økisnøvnum við skrásetingina, nakrar síður í hvørjari koyring av samstillingini (hvønn 5. minutt).', // review:
      syncAll: 'Samstilla øll økisnøvn', // review:
      syncAllConfirmTitle: 'Samstilla øll økisnøvn?', // review:
      syncAllConfirmMessage: 'Øll økisnøvn verða samanborin við skrásetingina í komandi koyringunum av samstillingini.', // review:
      syncAllStarted: 'Samstillingin av øllum økisnøvnum er byrjað.', // review:
      progressLabel: 'Samstilling av øllum økisnøvnum', // review:
      progressRunning: '{{synced}} av {{total}} økisnøvnum samstilt (byrjað {{date}}).', // review:
      progressRunningUncounted: '{{synced}} økisnøvn samstilt (byrjað {{date}}).', // review:
      progressFinished: 'Seinasta samstilling av øllum økisnøvnum endaði {{date}}: {{synced}} av {{total}} økisnøvnum.', // review:
      progressNone: 'Eingin samstilling av øllum økisnøvnum er koyrd enn.', // review:
      history: 'Søga', // review:
      historyCaption: 'Søga økisnavnsins', // review:
    },
    activityLog: {
      filterLabel: 'Sortera virksemisloggina', // review:
      actor: 'Gerandi', // review:
      actorHint: 'Id hjá einum brúkara, ella system, registry ella job.', // review:
      subject: 'Evni', // review:
      subjectHint: 't.d. domain:<id> ella user:<id>.', // review:
      activity: 'Virksemi', // review:
      activityHint: 't.d. user.deactivated.', // review:
      from: 'Frá', // review:
      to: 'Til', // review:
      show: 'Vís', // review:
      export: 'Útflyt sum CSV', // review:
      exportFailed: 'Tað miseydnaðist at útflyta virksemisloggina.', // review:
      filename: 'virksemislogg.csv', // review:
      caption: 'Virksemisloggin', // review:
      when: 'Nær', // review:
      who: 'Gerandi', // review:
      what: 'Hvat hendi', // review:
      about: 'Evni', // review:
      empty: 'Einki virksemi funnið.', // review:
      loadFailed: 'Tað miseydnaðist at heinta virksemisloggar.', // review:
      more: 'Vís fleiri', // review:
    },
  },
};

export type AdminUiTexts = typeof adminUiTextsFo;
