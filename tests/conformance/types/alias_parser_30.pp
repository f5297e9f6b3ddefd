type A = Resource[File]
notice(A)
