notice(Any(1))
notice(Scalar('x'))
notice(Data([1]))
notice(Collection([1]))
