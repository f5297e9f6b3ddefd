notice(Float['a'])
