notice(reverse_each(-3))
