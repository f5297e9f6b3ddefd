notice(Scalar[1])
