notice(Scalar([1]))
