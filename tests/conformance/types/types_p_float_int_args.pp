notice(Float[1, 2])
notice(Float[1.5, default])
notice(Float[default, 2])
