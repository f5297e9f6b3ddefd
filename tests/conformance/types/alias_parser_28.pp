type A = Resource[file]
notice(A)
