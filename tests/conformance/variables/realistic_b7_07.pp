$x = 'a,b;c d'
notice($x.split(/[,; ]/))
notice($x =~ /^a,(.)/)
notice($1)
notice($x.regsubst(/([a-z])/, '<\1>', 'G'))
