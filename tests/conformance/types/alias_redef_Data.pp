type Data = String
notice('x')
