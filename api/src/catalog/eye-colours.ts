// The table is shared with the site's board filters, which write these names into URLs.
export { eyeColours } from '@agency/rules/colours';
