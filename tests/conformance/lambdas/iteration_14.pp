notice(1.upcase)
