class c(String[1, 'a'] $x = 'x') { }
notice('x')
