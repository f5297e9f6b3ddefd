type A = Resource[File['x']]
notice(A)
