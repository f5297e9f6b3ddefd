notice(inline_epp('a<%=  %>b'))
