type File = String
notice('x')
