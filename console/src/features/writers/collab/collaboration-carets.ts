import { Extension } from '@tiptap/react'
import { yCursorPlugin } from '@tiptap/y-tiptap'
import type { Awareness } from 'y-protocols/awareness'

/**
 * The other editors' carets and selections, each with its name (y-tiptap's cursor plugin reading the
 * awareness states' `user: {name, color}`). Our own small extension: the official
 * collaboration-caret package is not released for our TipTap version.
 */
export const CollaborationCarets = Extension.create<{ awareness: Awareness | null }>({
  name: 'collaborationCarets',
  addOptions: () => ({ awareness: null }),
  addProseMirrorPlugins() {
    return this.options.awareness ? [yCursorPlugin(this.options.awareness)] : []
  },
})
