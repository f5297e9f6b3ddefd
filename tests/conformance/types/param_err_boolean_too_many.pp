notice(Boolean[true, false])
