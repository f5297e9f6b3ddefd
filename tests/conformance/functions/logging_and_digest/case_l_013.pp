err('x')
