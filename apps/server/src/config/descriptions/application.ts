import type { KeyDescriptions } from './key-description.js'

export const applicationDescriptions: KeyDescriptions = {
  application: {
    since: '0.1.0',
    description: "The shop's branding, texts, links and the features around the storefront.",
  },
  'application.domain': {
    since: '0.1.0',
    description:
      'E-mail domain of the seeded users that have none of their own (`admin@juice-sh.op`); challenge texts and every check that compares against a seeded e-mail address follow it.',
  },
  'application.name': {
    since: '0.1.0',
    description:
      "The shop's name in the page title, the top bar, order confirmations, error pages, hints and the chatbot's persona.",
  },
  'application.logo': {
    since: '0.1.0',
    description:
      'Logo in the top bar: a file name among the bundled images, or an `http(s)` URL downloaded at start ([Trainer guide, Images given as URLs](trainers.md#images-given-as-urls)).',
  },
  'application.favicon': {
    since: '0.1.0',
    description: 'Browser tab icon: a bundled file name or an `http(s)` URL downloaded at start.',
  },
  'application.theme': {
    since: '0.1.0',
    description: 'Colour theme of the client.',
  },
  'application.showVersionNumber': {
    since: '0.1.0',
    description:
      'Whether the client shows the version and `GET /rest/admin/application-version` reports it (an empty string otherwise).',
  },
  'application.showGitHubLinks': {
    since: '0.1.0',
    description: "Whether the client links to the project's source repository.",
  },
  'application.localBackupEnabled': {
    since: '0.1.0',
    description: 'Whether the score board offers saving progress to a file and restoring it from one.',
  },
  'application.numberOfRandomFakeUsers': {
    since: '0.1.0',
    description:
      'Extra users with random names seeded at every start, to make the user list look busier; none by default.',
  },
  'application.altcoinName': {
    since: '0.1.0',
    description: 'Name of the crypto token sold on the token-sale page.',
  },
  'application.privacyContactEmail': {
    since: '0.1.0',
    description: 'Contact address printed in the privacy policy (the page of the Privacy Policy challenges).',
  },
  'application.customMetricsPrefix': {
    since: '0.1.0',
    description:
      "Prefix of the shop's own Prometheus metric names on `/metrics` and value of their `app` label.",
  },
  'application.chatBot': {
    since: '0.1.0',
    description:
      'The support chatbot, target of the AI challenges such as Chatbot Prompt Injection and Greedy Chatbot Manipulation ([How the shop is built, Support chatbot](architecture.md#support-chatbot)).',
  },
  'application.chatBot.name': {
    since: '0.1.0',
    description: 'Name the chatbot introduces itself with.',
  },
  'application.chatBot.avatar': {
    since: '0.1.0',
    description: "The chatbot's picture: a bundled file name or an `http(s)` URL downloaded at start.",
  },
  'application.chatBot.model': {
    since: '0.1.0',
    description: 'Model name requested from the model server when `engine` is `openai`.',
  },
  'application.chatBot.llmApiUrl': {
    since: '0.1.0',
    description:
      'Base URL of the OpenAI-compatible chat-completions server used when `engine` is `openai`. Never shown to players: it is the one key left out of the configuration the admin API publishes.',
  },
  'application.chatBot.llmMaxRetries': {
    since: '0.1.0',
    description:
      'How often a failed call to the model server is retried before the chat reports it unreachable.',
  },
  'application.chatBot.sampleQuestions': {
    since: '0.1.0',
    description: "Translation keys of the questions suggested on the chat's welcome screen.",
  },
  'application.chatBot.engine': {
    since: '0.2.0',
    description:
      "Our addition: which model answers. `builtin` is the shop's own offline training model (nothing to install); `openai` is any OpenAI-compatible server at `llmApiUrl`, with its key in `LLM_API_KEY`.",
  },
  'application.chatBot.gullibility': {
    since: '0.2.0',
    description:
      'Our addition: how much persuasion the built-in model needs before it falls for a prompt injection.',
  },
  'application.social': {
    since: '0.1.0',
    description: "Links to the shop's social channels on the about page; set one to `~` to hide it.",
  },
  'application.social.blueSkyUrl': {
    since: '0.1.0',
    description: 'Bluesky profile: about page, coupon hint on the payment page, photo-wall sharing.',
  },
  'application.social.mastodonUrl': {
    since: '0.1.0',
    description: 'Mastodon profile: about page and photo-wall sharing.',
  },
  'application.social.twitterUrl': {
    since: '0.1.0',
    description:
      'X/Twitter profile: about page; its handle is added to the share texts of completed orders and photos.',
  },
  'application.social.facebookUrl': {
    since: '0.1.0',
    description: 'Facebook page on the about page.',
  },
  'application.social.slackUrl': {
    since: '0.1.0',
    description: 'Chat community invitation on the about page.',
  },
  'application.social.redditUrl': {
    since: '0.1.0',
    description: 'Reddit community: about page and coupon hint on the payment page.',
  },
  'application.social.pressKitUrl': {
    since: '0.1.0',
    description: 'Press kit linked from the about page.',
  },
  'application.social.nftUrl': {
    since: '0.1.0',
    description: 'NFT collection linked from the about page.',
  },
  'application.social.questionnaireUrl': {
    since: '0.1.0',
    description: 'Feedback questionnaire linked from the about page; hidden while `~`.',
  },
  'application.recyclePage': {
    since: '0.1.0',
    description: 'Pictures beside the recycling request form.',
  },
  'application.recyclePage.topProductImage': {
    since: '0.1.0',
    description: 'Upper picture of the recycle page (a bundled product image).',
  },
  'application.recyclePage.bottomProductImage': {
    since: '0.1.0',
    description: 'Lower picture of the recycle page (a bundled product image).',
  },
  'application.welcomeBanner': {
    since: '0.1.0',
    description: 'The dialog greeting a player on their first visit.',
  },
  'application.welcomeBanner.showOnFirstStart': {
    since: '0.1.0',
    description: 'Whether the welcome dialog opens on the first visit.',
  },
  'application.welcomeBanner.title': {
    since: '0.1.0',
    description: 'Title of the welcome dialog.',
  },
  'application.welcomeBanner.message': {
    since: '0.1.0',
    description: 'Body of the welcome dialog, as HTML.',
  },
  'application.cookieConsent': {
    since: '0.1.0',
    description: 'The cookie banner.',
  },
  'application.cookieConsent.message': {
    since: '0.1.0',
    description: 'Text of the cookie banner.',
  },
  'application.cookieConsent.dismissText': {
    since: '0.1.0',
    description: "Label of the banner's accept button.",
  },
  'application.cookieConsent.linkText': {
    since: '0.1.0',
    description: "Label of the banner's learn-more link.",
  },
  'application.cookieConsent.linkUrl': {
    since: '0.1.0',
    description: "Target of the banner's learn-more link.",
  },
  'application.securityTxt': {
    since: '0.1.0',
    description: 'Fields of `/.well-known/security.txt`, the file the Security Policy challenge asks for.',
  },
  'application.securityTxt.contact': {
    since: '0.1.0',
    description: 'The `Contact` field.',
  },
  'application.securityTxt.encryption': {
    since: '0.1.0',
    description: 'The `Encryption` field: where the public key for reports is.',
  },
  'application.securityTxt.acknowledgements': {
    since: '0.1.0',
    description: 'The `Acknowledgements` field.',
  },
  'application.securityTxt.hiring': {
    since: '0.1.0',
    description: 'The `Hiring` field; also sent on every response as the `X-Recruiting` header.',
  },
  'application.securityTxt.csaf': {
    since: '0.1.0',
    description:
      'Path of the CSAF provider metadata, appended to `server.baseUrl` for the `Csaf` field (Security Advisory challenge).',
  },
  'application.promotion': {
    since: '0.1.0',
    description: 'The promotion video at `/promotion`, whose subtitles the Video XSS challenge abuses.',
  },
  'application.promotion.video': {
    since: '0.1.0',
    description: 'Video file (bundled or an `http(s)` URL), streamed at `/video`.',
  },
  'application.promotion.subtitles': {
    since: '0.1.0',
    description: 'WebVTT subtitles of the promotion video.',
  },
  'application.easterEggPlanet': {
    since: '0.1.0',
    description: 'The hidden planet page found through the Nested Easter Egg challenge.',
  },
  'application.easterEggPlanet.name': {
    since: '0.1.0',
    description: 'Planet name in the page title (`Welcome to Planet <name>`).',
  },
  'application.easterEggPlanet.overlayMap': {
    since: '0.1.0',
    description: 'Texture wrapped around the planet.',
  },
  'application.googleOauth': {
    since: '0.1.0',
    description:
      '"Log in with Google", the sign-in whose derived passwords the Login Bjoern challenge exploits ([How the shop is built, Offline third-party sign-in](architecture.md#offline-third-party-sign-in)).',
  },
  'application.googleOauth.clientId': {
    since: '0.1.0',
    description: 'OAuth client id sent to the identity provider.',
  },
  'application.googleOauth.authorizedRedirects': {
    since: '0.1.0',
    description:
      'Origins of the shop from which the Google sign-in may start, each with the redirect address to use.',
  },
  'application.googleOauth.authorizedRedirects[].uri': {
    since: '0.1.0',
    description: 'An origin the shop may be reached at.',
  },
  'application.googleOauth.authorizedRedirects[].proxy': {
    since: '0.1.0',
    description:
      'Redirect address registered with the provider for that origin, when the origin itself cannot be registered (such as `localhost`).',
  },
}
