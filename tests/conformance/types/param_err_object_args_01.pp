notice(URI[1,2])
