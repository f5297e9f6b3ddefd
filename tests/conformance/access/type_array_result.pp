notice(File['/tmp/x', '/tmp/y'])
