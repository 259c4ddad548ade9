import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

/**
 * The emotion cache of the right-to-left languages (MUI's recipe, mui#28138): every style flipped (left becomes right,
 * margins, paddings, borders, positions). A module of its own, loaded only when such a language is chosen.
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
