class c(Integer[1, notice('in type')] $x = 1) { }
notice('x')
