notice(::File['/tmp'])
