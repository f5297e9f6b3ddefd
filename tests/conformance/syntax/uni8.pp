notice(1) ☃
