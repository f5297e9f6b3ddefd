notice(Notify[1])
