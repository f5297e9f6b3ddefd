notice(Boolean[1])
