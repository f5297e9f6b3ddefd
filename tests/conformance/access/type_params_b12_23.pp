notice(Float[1, 2.5])
