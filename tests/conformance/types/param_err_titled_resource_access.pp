notice(File['/x']['ensure'])
