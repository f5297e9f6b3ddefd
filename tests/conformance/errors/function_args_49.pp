notice(reverse_each(1))
