/**
 * The toolbar slot of the suggestions screen for what can be done with the selected ideas: "add to a
 * project" and "add to a saved list" come from the shared keyword actions (src/components/keyword-actions/,
 * built on another branch) and are plugged in here, each given `selectedKeywords`. Until then the slot
 * is empty; the screen already passes the selection.
 */
export interface SuggestionsSelectionActionsProps {
  /** the selected ideas' keywords, in the grid's order */
  selectedKeywords: string[]
}

export function SuggestionsSelectionActions({ selectedKeywords }: SuggestionsSelectionActionsProps) {
  return <span data-testid="suggestions-selection-actions" data-selected={selectedKeywords.length} />
}
