notice(a::B)
