type A = Resource['file', 'x']
notice(A)
