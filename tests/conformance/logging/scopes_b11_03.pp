notice(inline_epp('<% warning("w") %>'))
