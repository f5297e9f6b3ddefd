notice(URI('ftp://a/b;type=a') + 'c')
