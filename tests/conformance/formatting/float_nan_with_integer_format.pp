notice(String(0.0 / 0, '%d'))
