notice(a-)
