$f = 2.50
notice("${f} ${1e20} ${-0.0} ${Integer} ${String[1]} ${/re/}")
