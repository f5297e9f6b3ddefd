type TypeSet = String
notice('x')
