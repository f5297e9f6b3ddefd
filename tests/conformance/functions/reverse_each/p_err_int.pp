notice(reverse_each(5.5))
