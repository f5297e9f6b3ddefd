notice(inline_epp("<%= 'unclosed' "))
