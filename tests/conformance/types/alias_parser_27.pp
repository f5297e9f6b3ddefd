type A = File
notice(A)
notice(File['x'] =~ Type[A])
