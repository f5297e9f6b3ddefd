notice(Float[3.0, 1])
