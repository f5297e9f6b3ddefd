notice(inline_epp("<%= return(3) %>"))
notice('after')
