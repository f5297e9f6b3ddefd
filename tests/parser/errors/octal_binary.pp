notice(0b101)
