notice(inline_epp('abc <%# comment'))
