type Class = String
notice('x')
