notice(::Integer)
