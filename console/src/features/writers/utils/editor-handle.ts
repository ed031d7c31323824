import type { Editor } from '@tiptap/react'
import { nextUse, spanRange, type TextSpan, textIndex } from './text-positions'

/** What the panels beside the editor may do to its body. */
export interface EditorHandle {
  /** Selects the next use of `text` after the cursor (the search wraps), or inserts it at the cursor when the
   * body has none. */
  reachText: (text: string) => void
  /** Selects a span a check reported and scrolls to it; false when its words are no longer there. */
  showSpan: (span: TextSpan) => boolean
  focus: () => void
}

/** The handle over whichever editor `current` gives (none yet: nothing happens). */
export function editorHandle(current: () => Editor | null): EditorHandle {
  const select = (editor: Editor, range: { from: number; to: number }) =>
    editor.chain().focus().setTextSelection(range).scrollIntoView().run()
  return {
    reachText(text) {
      const editor = current()
      if (!editor || !text) return
      const found = nextUse(textIndex(editor.state.doc), text, editor.state.selection.to)
      if (found) select(editor, found)
      else editor.chain().focus().insertContent(text).scrollIntoView().run()
    },
    showSpan(span) {
      const editor = current()
      const range = editor && spanRange(textIndex(editor.state.doc), span)
      if (!editor || !range) return false
      select(editor, range)
      return true
    },
    focus() {
      current()?.commands.focus()
    },
  }
}
