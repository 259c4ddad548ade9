/**
 * An accessible name that starts with `text`, as a card's does: a card is named by all it shows, its title first and
 * its lines after (WCAG 2.5.3), so `startingWith('Novel 1')` finds the card of Novel 1 and not that of Novel 10.
 */
export const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);
