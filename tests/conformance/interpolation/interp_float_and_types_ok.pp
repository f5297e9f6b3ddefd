$f = 2.50
notice("${f} ${-0.0} ${Integer} ${String[1]} ${/re/}")
