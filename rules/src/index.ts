export { CATEGORY_IDS, type CategoryId } from './categories.js';
export { RULE_CODES, ruleCodeOf, SERVER_CODES, type RefusalCode, type RuleCode } from './codes.js';
export { dialCode, email, phoneNumber } from './contact.js';
export { isIsoDate, localIsoDate, pastDate } from './dates.js';
export { foldAccents } from './fold-accents.js';
export { applicantRules, getScoutedRules, messageRules, selectiveRules } from './forms.js';
export { isModelId } from './model-id.js';
export {
  ALPHABET,
  initialLetter,
  listLetter,
  listSearch,
  listShown,
  MAX_SEARCH_LENGTH,
  MODELS_FIRST,
  PAGE_SIZE,
  type ArgumentBounds,
  type Range,
} from './model-list.js';
export {
  LIST_ARGUMENT_BOUNDS,
  LIST_ARGUMENTS,
  LIST_KEY_ARGUMENTS,
  listArgumentProblem,
  listArgumentsOfUrl,
  listUrlWord,
  type ListArgument,
  type NamesEveryListArgument,
} from './list-arguments.js';
export {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_MB,
  MAX_PHOTOS_TOTAL_BYTES,
  PHOTO_COUNTS,
  PHOTO_TYPES,
  photoProblem,
  type PhotoProblem,
} from './photos.js';
export { optionalText, requiredChoice, requiredText } from './text.js';
export {
  BOARD_FILTERS,
  boardFilterArguments,
  boardFilterEntries,
  COLOUR_FILTER_NAMES,
  colourSlug,
  countBoardFilters,
  FILTER_ARGUMENTS,
  HEIGHT_CM,
  MAX_COLOURS,
  NO_FILTERS,
  readBoardFilters,
  withBoardFilters,
  type ArgumentProblem,
  type BoardFilters,
  type ColourFilterName,
  type FilterLanguage,
  type FilterName,
  type HeightRange,
} from './board-filters.js';
export { eyeColours, hairColours, type ColourNames } from './colours.js';
