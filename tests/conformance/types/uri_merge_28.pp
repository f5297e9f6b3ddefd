notice(URI('file:///a/b') + 'c')
