import { configure } from '@testing-library/react';
import { addCatalogue } from '../lib/i18n';
import { catalogue as english } from '../lib/i18n-catalogue.en';
import { catalogue as faroese } from '../lib/i18n-catalogue.fo';

// The app loads a language's texts as a chunk when it needs them (lib/i18n.ts `loadTexts`);
// the web tests have both at once, so `initI18n` and a switch of language are synchronous there.
addCatalogue('fo', faroese);
addCatalogue('en', english);

// A route's page is a lazy chunk that vitest transforms on first import: on 2 busy cores (CI,
// with the API tests beside it) that alone can pass testing-library's 1-second default, and a
// `findBy…` then fails though the page comes. Waiting longer costs nothing when it comes at once.
configure({ asyncUtilTimeout: 5_000 });

// The files of a worker share one jsdom (vitest.config.ts `webProject`): each starts with empty
// storage at `/`, as in a fresh one, whatever the file before it saved or navigated to.
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
