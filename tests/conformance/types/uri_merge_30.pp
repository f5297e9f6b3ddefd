notice(URI('http://a/b') + undef)
