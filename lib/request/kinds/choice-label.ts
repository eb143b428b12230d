/*
 * A choice as a page shows it, by the label its list gives it. Apart from in-words.ts and its formats: the kinds'
 * table (which ships with every page that has a form) and the application's outcome read it alone.
 */

/** A choice by the label the page gives it, else as sent (the centre's French name); own keys only: a stranger's « toString » is no label. */
export const choiceLabel = (choiceLabels: Record<string, string>, value: string): string => (Object.hasOwn(choiceLabels, value) ? choiceLabels[value]! : value);
