notice(inline_epp('a<% return(\'r\') %>b'))
