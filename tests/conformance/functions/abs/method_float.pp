notice(-7.25.abs)
notice(abs(-0.0))
