type Unit = String
notice('x')
