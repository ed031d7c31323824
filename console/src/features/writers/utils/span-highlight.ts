import { Extension } from '@tiptap/react'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import { Decoration, DecorationSet } from '@tiptap/pm/view'
import { spanRange, type TextSpan, textIndex } from './text-positions'

export const spanHighlightKey = new PluginKey<DecorationSet>('spanHighlight')

/**
 * Marks spans a check reported (the sensitive-word findings) in the text, without changing the document:
 * set them with a transaction whose `spanHighlightKey` meta is the spans; edits move the marks with the
 * text they are on. Each mark carries `data-flagged` (its match) and the class `className`.
 */
export function spanHighlight(className: string) {
  return Extension.create({
    name: 'spanHighlight',
    addProseMirrorPlugins() {
      return [
        new Plugin<DecorationSet>({
          key: spanHighlightKey,
          state: {
            init: () => DecorationSet.empty,
            apply(tr, set) {
              const spans = tr.getMeta(spanHighlightKey) as TextSpan[] | undefined
              if (spans === undefined) return set.map(tr.mapping, tr.doc)
              const index = textIndex(tr.doc)
              const marks = spans.flatMap((span) => {
                const range = spanRange(index, span)
                return range ? [Decoration.inline(range.from, range.to, { class: className, 'data-flagged': span.match })] : []
              })
              return DecorationSet.create(tr.doc, marks)
            },
          },
          props: {
            decorations: (state) => spanHighlightKey.getState(state),
          },
        }),
      ]
    },
  })
}
