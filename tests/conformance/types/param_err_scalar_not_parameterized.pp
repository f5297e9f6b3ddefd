notice(Scalar[Integer])
