type Init = String
notice('x')
