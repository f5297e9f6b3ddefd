type Resource = String
notice('x')
