notice(Float[2.0, 1.0])
