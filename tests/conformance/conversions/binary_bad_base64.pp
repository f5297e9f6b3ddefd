notice(Binary('a!'))
