type A = Class['foo']
notice(A)
