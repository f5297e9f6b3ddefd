notice(each(-2))
