import { addCatalogue } from '../lib/i18n';
import { catalogue as english } from '../lib/i18n-catalogue.en';
import { catalogue as faroese } from '../lib/i18n-catalogue.fo';

// The app loads a language's texts as a chunk when it needs them (lib/i18n.ts `loadTexts`);
// the web tests have both at once, so `initI18n` and a switch of language are synchronous there.
addCatalogue('fo', faroese);
addCatalogue('en', english);
