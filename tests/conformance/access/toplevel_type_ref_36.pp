::notice('x')
