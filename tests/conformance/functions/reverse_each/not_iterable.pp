reverse_each(1.5)
