// The table is shared with the site's board filters, which write these names into URLs.
export { hairColours } from '@agency/rules/colours';
