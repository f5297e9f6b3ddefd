notice(Float[1.0, 2.5])
notice(Float[-1.5])
notice(Float[1e10])
