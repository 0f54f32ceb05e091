import { config } from 'zod/mini';
import { en } from 'zod/locales';

// zod/mini (ADR 40) words no issue until a locale is chosen ("Invalid input" for everything).
// Every server module whose zod issues reach a person (configuration errors, upstream shape errors
// in logs, an admin's 400) imports this for its effect, so the wording does not depend on which
// module happened to load first. The browser never imports it: the forms word the rules' codes.
config(en());
