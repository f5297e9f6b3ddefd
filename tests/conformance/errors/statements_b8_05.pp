if true { 1 }
notice('x')
