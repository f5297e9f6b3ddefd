type A = URI['http://x']
notice(A)
