import type { SeedTexts } from './catalogue';

/** Seed content in French. */
export const fr: SeedTexts = {
  articles: {
    welcome: {
      title: 'Bienvenue sur Waihui',
      summary:
        'Ce que vous pouvez faire ici, et ce qu’il faut lire avant de trader avec effet de levier.',
      body: `Waihui vous permet de suivre les marchés des cryptomonnaies, des devises, des ETF, des contrats à terme et des matières premières, de détenir un compte coin (spot) et un compte contrats, et de trader des contrats avec effet de levier.

Avant votre premier ordre, lisez :

- [Ce qu’est la marge](#/pages/wode/helpCenter) et comment le levier modifie votre risque
- Les [conditions d’utilisation](#/pages/wode/serviceTerms), y compris l’avertissement sur les risques

Le trading avec effet de levier peut vous faire perdre de l’argent rapidement, y compris la totalité de votre compte contrats. Ne tradez qu’avec de l’argent que vous pouvez vous permettre de perdre.`,
    },
    'account-safety': {
      title: 'Protégez votre compte',
      summary:
        'Nous ne demandons jamais votre mot de passe ni vos codes de vérification. Ne les communiquez jamais.',
      body: `- Personne chez Waihui ne vous demandera jamais votre mot de passe de connexion, votre mot de passe de fonds ou un code de vérification, ni par téléphone, ni par message, ni par e-mail.
- Un code de vérification sert uniquement à être saisi dans cette application. Si quelqu’un vous le demande, il essaie de prendre le contrôle de votre compte.
- Utilisez un mot de passe que vous n’utilisez nulle part ailleurs, et définissez un mot de passe de fonds distinct dans **Mon compte → Sécurité**.
- Si vous pensez que quelqu’un d’autre connaît votre mot de passe, changez-le immédiatement dans **Mon compte → Changer le mot de passe**.`,
    },
    'demo-mode': {
      title: 'À propos du mode démo',
      summary:
        'Quand l’étiquette « Démo » s’affiche, les soldes sont de l’argent fictif et ne peuvent pas être retirés.',
      body: `Une installation de Waihui peut fonctionner en mode démo. Vous le reconnaissez à l’étiquette **Démo** à côté du titre de la page.

En mode démo :

- votre compte est crédité de fonds d’entraînement qui ne sont pas de l’argent réel et ne peuvent pas être retirés ;
- les codes de vérification ne sont pas envoyés : la démo les affiche sur sa propre page de boîte de réception ;
- les prix peuvent provenir d’un flux simulé et ne correspondre à aucun marché réel.

Les résultats obtenus en mode démo ne disent rien de ce que vous gagneriez ou perdriez avec de l’argent réel.`,
    },
    'contract-trading': {
      title: 'Trading de contrats avec take-profit et stop-loss',
      summary:
        'Ouvrez des positions longues ou courtes avec effet de levier, et fixez les prix auxquels elles se ferment d’elles-mêmes.',
      body: `Dans l’onglet **Contrat**, vous pouvez ouvrir une position longue (vous gagnez si le prix monte) ou courte (vous gagnez s’il baisse), au marché ou à un prix limite.

Vous pouvez fixer un prix de take-profit et de stop-loss à l’ouverture, ou plus tard sur la page des positions. Lorsque le prix atteint l’un d’eux, la position est fermée au prix du marché de cet instant.

Chaque exécution, take-profit, stop-loss et stop-out est enregistré avec la cotation qui l’a déclenché, et chaque mouvement de solde est une écriture comptable visible dans l’historique de votre compte.

Lisez [comment fonctionnent la marge et le levier](#/pages/wode/helpCenter) avant de trader.`,
    },
    'five-markets': {
      title: 'Cinq marchés dans une seule liste',
      summary:
        'Cryptomonnaies, devises, ETF, contrats à terme et matières premières, avec cotations en direct et graphiques.',
      body: `L’onglet **Marchés** liste les instruments en cinq catégories : cryptomonnaies, devises, ETF, contrats à terme et matières premières. Chacun affiche son prix acheteur et vendeur, la variation depuis la clôture de la veille, et le plus haut et le plus bas du jour.

Touchez un instrument pour ouvrir son graphique en chandeliers. Connectez-vous pour tenir une liste de suivi des instruments qui vous intéressent.

Les cotations arrivent en direct tant que l’application est ouverte. Si la connexion est interrompue, l’application actualise les prix toutes les quelques secondes et l’indique en haut de l’écran.`,
    },
    'seven-languages': {
      title: 'Waihui en sept langues',
      summary:
        'Anglais, allemand, français, japonais, coréen et chinois (simplifié et traditionnel).',
      body: `Vous pouvez utiliser l’application en English, Deutsch, Français, 日本語, 한국어, 简体中文 et 繁體中文 (香港).

Changez de langue dans **Mon compte → Langue**. Les articles, l’aide et les messages du serveur suivent votre choix. Lorsqu’un article n’a pas encore été traduit, il s’affiche en anglais et est signalé comme tel.`,
    },
    'help-verify-identity': {
      title: 'Comment vérifier mon identité ?',
      summary: 'Les retraits nécessitent une vérification d’identité terminée.',
      body: `Allez dans **Mon compte → Vérification d'identité** et indiquez :

1. votre pays ou région, votre nom tel qu’il figure sur votre document, votre sexe et votre date de naissance ;
2. le type de document (carte d’identité, passeport, permis de conduire ou carte d’assurance maladie) et son numéro ;
3. des photos du recto et du verso du document.

Après l’envoi, le statut est **en cours d’examen**. Il devient ensuite **vérifié**, ou **non approuvé** avec le motif ; vous pouvez alors corriger les informations et les renvoyer.

Les retraits ne sont possibles qu’une fois votre identité vérifiée.`,
    },
    'help-passwords': {
      title: 'Que sont le mot de passe de connexion et le mot de passe de fonds ?',
      summary:
        'Deux mots de passe distincts : l’un pour se connecter, l’autre pour confirmer les retraits.',
      body: `- Le **mot de passe de connexion** ouvre votre compte. Il compte au moins 6 caractères. Changez-le dans **Mon compte → Changer le mot de passe** ; si vous l’avez oublié, utilisez **Mot de passe oublié** sur la page de connexion et confirmez avec un code envoyé à votre e-mail ou votre téléphone.
- Le **mot de passe de fonds** confirme l’argent qui quitte votre compte, comme un retrait. Définissez-le dans **Mon compte → Sécurité** et choisissez-en un différent de votre mot de passe de connexion.

Personne chez Waihui ne vous demandera jamais l’un ou l’autre.`,
    },
    'help-deposit': {
      title: 'Comment effectuer un dépôt ?',
      summary:
        'Ouvrez Dépôt depuis la page d’accueil et suivez les instructions affichées pour votre méthode.',
      body: `Ouvrez **Accueil → Dépôt**. La page indique les méthodes de dépôt acceptées par cette plateforme et les coordonnées auxquelles envoyer votre paiement.

- Les dépôts sont crédités sur votre compte en dollars américains une fois le paiement reçu et confirmé.
- Le délai dépend de la méthode et de votre banque ou du réseau.
- N’envoyez de l’argent que depuis un compte à votre nom.

En mode démo, aucun dépôt réel n’est possible.`,
    },
    'help-withdraw': {
      title: 'Comment effectuer un retrait ?',
      summary:
        'Vers une carte bancaire ou une adresse USDT, après vérification d’identité ; les frais sont déduits du montant.',
      body: `Avant de pouvoir retirer, [vérifiez votre identité](#/pages/wode/shiMingRenZheng) et définissez un mot de passe de fonds.

1. Ouvrez **Mon compte → Retrait** et choisissez une carte bancaire ou une adresse USDT (portefeuille numérique). Ajoutez-en une d’abord si vous n’en avez pas.
2. Saisissez le montant et confirmez avec votre mot de passe de fonds.

Les frais de retrait sont déduits du montant : celui-ci doit donc être supérieur aux frais, et vous ne pouvez retirer que ce qui est disponible (pas ce qui est immobilisé comme marge). Les fonds sont réglés depuis un compte en dollars américains ; le délai d’arrivée dépend de votre banque ou du réseau.

Les retraits peuvent être soumis à des limites quotidiennes publiées.`,
    },
    'help-transfer': {
      title: 'Comment déplacer de l’argent entre mes comptes ?',
      summary:
        'Faites un virement interne entre votre compte coin (spot) et votre compte contrats, depuis Actifs.',
      body: `Vous avez deux comptes : le **compte coin** (spot) et le **compte contrats**, qui détient la marge du trading de contrats.

Ouvrez **Actifs → Virement interne**, choisissez le compte de départ et la devise, puis saisissez la quantité. Elle ne peut pas être inférieure à zéro ni dépasser le solde disponible. Le virement est immédiat et les deux côtés apparaissent dans l’historique de votre compte.`,
    },
    'help-margin': {
      title: 'Qu’est-ce que la marge ?',
      summary:
        'La part de la valeur d’une position que vous apportez vous-même ; elle est bloquée tant que la position est ouverte.',
      body: `Lorsque vous ouvrez une position sur contrat, vous n’en payez pas la valeur totale. Vous en apportez une partie, la **marge**, bloquée sur votre compte contrats tant que la position est ouverte.

**Marge = valeur de la position ÷ levier.** La valeur de la position (notionnel) est lots × taille du contrat × prix.

Exemple avec des chiffres ronds, à titre d’illustration seulement : 1 lot d’un instrument dont la taille de contrat est de 0,01 BTC, au prix de 60 000 USD, vaut 0,01 × 60 000 = 600 USD. Avec un levier de 10x, la marge est de 600 ÷ 10 = **60 USD**.

Des frais sont prélevés sur la valeur de la position à l’ouverture, puis à nouveau à la fermeture. Votre gain ou votre perte est calculé sur la valeur totale de la position, pas sur la marge.`,
    },
    'help-leverage': {
      title: 'Qu’est-ce que l’effet de levier, et quel est le risque ?',
      summary:
        'Le levier multiplie les gains comme les pertes. Un petit mouvement de prix peut vous coûter toute votre marge.',
      body: `Le levier vous permet de détenir une position d’une valeur supérieure à la marge apportée. À 10x, une marge de 60 USD détient une position de 600 USD.

Le levier multiplie vos pertes exactement autant que vos gains. Dans l’exemple ci-dessus, un mouvement de prix de 1 % en votre défaveur représente une perte de 6 USD, soit 10 % de votre marge ; un mouvement de 10 % en votre défaveur fait perdre toute la marge.

- Plus le levier est élevé, plus le mouvement de prix qui efface votre marge est petit.
- Le levier maximal dépend de l’instrument et peut être plus bas sous des règles plus strictes.
- Les prix peuvent évoluer vite, et une position peut être fermée à un prix moins favorable que celui que vous avez fixé.

Ne tradez qu’avec de l’argent que vous pouvez vous permettre de perdre.`,
    },
    'help-stop-out': {
      title: 'Que sont le niveau de marge, l’appel de marge et le stop-out ?',
      summary:
        'Lorsque vos fonds propres deviennent trop faibles par rapport à votre marge, des positions sont fermées pour arrêter les pertes.',
      body: `Les **fonds propres** de votre compte contrats sont son solde plus le gain ou la perte latents de vos positions ouvertes. Le **niveau de marge** est fonds propres ÷ marge utilisée × 100 %.

- À un niveau de marge de **100 %** ou moins, vous recevez un avertissement d’**appel de marge** : ajoutez des fonds ou réduisez vos positions.
- Au **niveau de stop-out** (50 % par défaut ; le réglage publié de la plateforme s’applique), les ordres en attente sont d’abord annulés, puis la position la plus perdante est fermée, une à la fois, jusqu’à ce que le niveau de marge repasse au-dessus du niveau de stop-out.

Votre solde ne descend jamais sous zéro : si un stop-out se fait à un prix qui le rendrait négatif, la plateforme absorbe le manque et l’inscrit dans le grand livre.`,
    },
    'help-take-profit-stop-loss': {
      title: 'Comment fonctionnent le take-profit et le stop-loss ?',
      summary:
        'Des prix auxquels une position se ferme d’elle-même, pour sécuriser un gain ou limiter une perte.',
      body: `- **Take-profit** : la position se ferme lorsque le prix atteint un niveau en votre faveur.
- **Stop-loss** : la position se ferme lorsque le prix atteint un niveau en votre défaveur.

Pour une position **longue**, le take-profit ne peut pas être inférieur au prix d’ouverture ni au prix actuel, et le stop-loss ne peut être supérieur à aucun des deux. Pour une position **courte**, c’est l’inverse.

Le take-profit et le stop-loss d’une position longue sont vérifiés sur le prix acheteur (bid), ceux d’une position courte sur le prix vendeur (ask). La position est fermée au prix du marché lorsque le niveau est atteint, ce qui, sur un marché rapide, peut être moins favorable que le niveau fixé.`,
    },
    'help-delivery-contracts': {
      title: 'Que sont les contrats à livraison (à durée fixe) ?',
      summary:
        'Vous prévoyez si un prix sera plus haut ou plus bas après une durée fixe. Si vous vous trompez, vous perdez toute votre mise.',
      body: `Lorsque la plateforme les propose, un contrat à livraison est une prévision selon laquelle un prix sera plus haut ou plus bas après une durée fixe.

- Le prix d’ouverture est le prix moyen au moment de la prise de position ; le prix de règlement est le prix moyen de la première cotation à la fin de la durée ou après.
- Si vous avez raison, vous recevez votre mise plus le taux de gain affiché avant la confirmation. Si vous avez tort, vous perdez **toute la mise**. Si le prix n’a pas changé, votre mise est remboursée.

Exemple avec des chiffres d’illustration : une mise de 100 USD avec un taux de gain de 80 % rapporte 180 USD si vous avez raison, 0 USD si vous avez tort, et 100 USD si le prix est inchangé.

Les contrats à livraison sont très risqués. Ils peuvent ne pas être proposés du tout sous des règles plus strictes.`,
    },
    'service-terms': {
      title: 'Conditions d’utilisation',
      summary:
        'Les règles d’utilisation de Waihui, qui peut l’utiliser, et les risques du trading.',
      body: `## Qui peut utiliser Waihui

Vous devez être majeur là où vous vivez et utiliser le service pour vous-même. Les résidents des pays et régions énumérés sous ces conditions ne peuvent pas ouvrir de compte. Donnez des informations exactes lors de l’inscription et de la vérification d’identité.

## Votre compte

- Gardez vos mots de passe et codes de vérification pour vous. Vous êtes responsable de ce qui est fait avec votre compte.
- Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions ou la loi.
- Nous pouvons fixer des limites quotidiennes de trading et de retrait ; les limites en vigueur sont publiées dans l’application.
- Un compte sans aucune connexion pendant un an peut être clôturé.

## Ordres

Un ordre peut être annulé ou modifié tant qu’il n’a pas été exécuté. Une fois exécutée, une transaction est définitive. Les transactions se font aux prix acheteur et vendeur du flux de prix de la plateforme, et la plateforme est la contrepartie de vos transactions.

## Avertissement sur les risques

- **Effet de levier** : le trading de contrats utilise un levier. Les pertes sont calculées sur la valeur totale de la position, de sorte qu’un petit mouvement de prix peut vous coûter toute votre marge. Les positions peuvent être fermées automatiquement au niveau de stop-out.
- **Contrats à livraison** : dans un contrat à durée fixe, vous perdez toute votre mise si votre prévision est fausse.
- Les prix des actifs numériques, des devises et des matières premières peuvent changer vite et sans prévenir.
- Rien dans cette application ne constitue un conseil en investissement ni une promesse de rendement. Les prix passés ne prédisent pas les prix futurs.

Ne tradez qu’avec de l’argent que vous pouvez vous permettre de perdre.`,
    },
    'about-us': {
      title: 'À propos de nous',
      summary: 'Ce qu’est Waihui et comment cela fonctionne.',
      body: `Waihui est une application de trading pour les particuliers : marchés des cryptomonnaies, devises, ETF, contrats à terme et matières premières, un compte coin et un compte contrats, et le trading de contrats avec effet de levier.

## Comment cela fonctionne

La plateforme agit comme courtier : vous tradez aux prix acheteur et vendeur de son flux de prix, et la plateforme est la contrepartie de vos transactions.

## Nos engagements

- Chaque modification de votre solde est une écriture en partie double, visible dans l’historique de votre compte.
- Chaque exécution, take-profit, stop-loss et stop-out enregistre la cotation qui l’a déclenché.
- Les retraits ne sont soumis qu’aux règles que vous pouvez lire dans l’application.
- Les risques sont énoncés clairement. Nous ne promettons aucun rendement.

Des questions ? Voir [Nous contacter](#/pages/wode/contactUs).`,
    },
  },
  banners: {
    'banner-welcome': { title: 'Bienvenue sur Waihui : commencez ici' },
    'banner-leverage': { title: 'Le levier multiplie aussi les pertes : à lire d’abord' },
    'banner-margin': { title: 'La marge expliquée, avec un exemple' },
  },
};
