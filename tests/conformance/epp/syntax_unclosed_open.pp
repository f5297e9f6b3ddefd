notice(inline_epp('abc <%'))
