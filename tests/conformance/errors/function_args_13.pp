notice(dig(1, a))
