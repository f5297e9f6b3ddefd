notice(round(2.5) + round(-2.5))
