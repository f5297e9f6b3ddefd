type Object = String
notice('x')
