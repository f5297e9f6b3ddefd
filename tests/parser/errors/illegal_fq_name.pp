notice(a::)
