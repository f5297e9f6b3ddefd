notice(inline_epp('<%= return(5) %>'))
