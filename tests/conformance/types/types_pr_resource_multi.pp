notice(File['/a', '/b'])
