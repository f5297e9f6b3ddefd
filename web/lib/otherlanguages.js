// otherlanguages.js: the language modes of a project's files other than Puppet, loaded on
// demand by languages.js (a chunk of its own: a snippet's first visit does not download them):
// EPP (.epp: text with Puppet inside <% %> tags), ERB (.erb: text with Ruby inside them), YAML
// and JSON (CodeMirror's packages). The template modes are stream parsers over the text and the
// tags, handing the code inside a tag to the Puppet or Ruby tokenizer and cutting its tokens at
// the tag's end.
import { StreamLanguage } from '@codemirror/language';
import { json } from '@codemirror/lang-json';
import { yaml } from '@codemirror/lang-yaml';
import { ruby } from '@codemirror/legacy-modes/mode/ruby';
import { puppetStreamParser } from './puppet-mode.js';

const TAG_END = /-?%>/;

// A template's stream parser: text, and `inner`'s code between <% and %> (<%= and <%- open a
// tag too, -%> closes one; <%# ... %> is a comment; <%% is a literal <%).
function templateParser(name, inner) {
  return {
    name,
    startState: (unit) => ({ inTag: false, comment: false, inner: inner.startState(unit) }),
    copyState: (s) => ({ ...s, inner: inner.copyState ? inner.copyState(s.inner) : { ...s.inner } }),
    token(stream, state) {
      if (!state.inTag) {
        if (stream.match('<%%')) return null;
        if (stream.match('<%#')) {
          state.inTag = true;
          state.comment = true;
          return 'comment';
        }
        if (stream.match(/^<%[=-]?/)) {
          state.inTag = true;
          state.comment = false;
          return 'meta';
        }
        if (!stream.skipTo('<%')) stream.skipToEnd();
        return null;
      }
      if (state.comment) {
        if (stream.skipTo('%>')) {
          stream.match('%>');
          state.inTag = false;
        } else stream.skipToEnd();
        return 'comment';
      }
      if (stream.match(/^-?%>/)) {
        state.inTag = false;
        return 'meta';
      }
      const start = stream.pos;
      const style = inner.token(stream, state.inner);
      const text = stream.string.slice(start, stream.pos);
      const end = text.search(TAG_END);
      if (end > 0) stream.backUp(text.length - end);   // the tag ends inside the token
      if (stream.pos === start) stream.next();
      return style;
    },
    languageData: { commentTokens: { block: { open: '<%#', close: '%>' } } },
  };
}

/** The language extensions by kind (languages.js kindOf). */
export const LANGUAGES = {
  EPP: StreamLanguage.define(templateParser('epp', puppetStreamParser)),
  ERB: StreamLanguage.define(templateParser('erb', ruby)),
  YAML: yaml(),
  JSON: json(),
};
