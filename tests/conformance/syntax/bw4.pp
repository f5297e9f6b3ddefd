notice(a::-)
