notice(dig(Sensitive({a => 1}), a))
