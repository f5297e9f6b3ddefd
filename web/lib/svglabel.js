// svglabel.js: long labels of the page's SVG graphs (the supertype graph, the catalog's
// relationships) over several lines, so that a name is shown whole rather than cut.

/**
 * The lines of a label at most `max` characters long: broken after a space, `[`, `{` or `(`
 * where there is one in the line's last two thirds, else at `max`. The lines joined give the
 * text back exactly.
 */
export function wrapLabel(text, max = 40) {
  const lines = [];
  let rest = String(text);
  while (rest.length > max) {
    let cut = -1;
    for (let i = max; i > max / 3; i--) {
      if (' [{('.includes(rest[i - 1])) { cut = i; break; }
    }
    if (cut < 0) cut = max;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  lines.push(rest);
  return lines;
}
