notice(Float[])
