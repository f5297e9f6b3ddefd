notice("x${'abc' =~ /(b)/}${1}")
