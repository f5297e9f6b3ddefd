import('x')
