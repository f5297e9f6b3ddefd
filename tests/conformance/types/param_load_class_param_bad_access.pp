class c(Integer['a'] $x = 1) { }
notice('x')
