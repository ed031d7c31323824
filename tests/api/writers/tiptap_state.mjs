import { getSchema } from '@tiptap/core'
import { StarterKit } from '@tiptap/starter-kit'
import { Image } from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import { prosemirrorJSONToYDoc } from '@tiptap/y-tiptap'
import * as Y from 'yjs'
const schema = getSchema([StarterKit.configure({ link: { openOnClick: false } }), Image, TableKit])
const json = {type:'doc',content:[
 {type:'heading',attrs:{level:1},content:[{type:'text',text:'保濕精華液推薦'}]},
 {type:'paragraph',content:[{type:'text',text:'溫和'},{type:'text',marks:[{type:'bold'}],text:'不刺激'},{type:'text',text:' & <安心> '},{type:'text',marks:[{type:'link',attrs:{href:'https://example.com/a?b=1&c=2'}},{type:'italic'}],text:'連結'},{type:'hardBreak'},{type:'text',text:'下一行'}]},
 {type:'bulletList',content:[{type:'listItem',content:[{type:'paragraph',content:[{type:'text',text:'一'}]}]},{type:'listItem',content:[{type:'paragraph',content:[{type:'text',text:'二'}]}]}]},
 {type:'orderedList',attrs:{start:3},content:[{type:'listItem',content:[{type:'paragraph',content:[{type:'text',text:'三'}]}]}]},
 {type:'image',attrs:{src:'https://example.com/i.png',alt:'精華液瓶身'}},
 {type:'table',content:[{type:'tableRow',content:[{type:'tableHeader',attrs:{colspan:1,rowspan:1},content:[{type:'paragraph',content:[{type:'text',text:'成分'}]}]},{type:'tableHeader',content:[{type:'paragraph',content:[{type:'text',text:'功效'}]}]}]},{type:'tableRow',content:[{type:'tableCell',attrs:{colspan:2},content:[{type:'paragraph',content:[{type:'text',text:'玻尿酸'}]}]}]}]},
 {type:'blockquote',content:[{type:'paragraph',content:[{type:'text',marks:[{type:'code'}],text:'x<y'},{type:'text',marks:[{type:'strike'},{type:'underline'}],text:'刪'}]}]},
 {type:'codeBlock',attrs:{language:null},content:[{type:'text',text:'a < b'}]},
 {type:'horizontalRule'},
 {type:'heading',attrs:{level:2},content:[{type:'text',text:'小結'}]},
 {type:'paragraph'},
]}
const doc = prosemirrorJSONToYDoc(schema, json, 'default')
doc.getMap('fields').set('title','保濕精華液推薦 2026'); doc.getMap('fields').set('description','描述'); doc.getMap('fields').set('keyword','保濕精華液')
console.log(Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64'))
