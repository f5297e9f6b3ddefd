type Error = String
notice('x')
