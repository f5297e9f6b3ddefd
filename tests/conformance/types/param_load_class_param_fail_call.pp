class c(Integer[1, fail('boom')] $x = 1) { }
notice('x')
