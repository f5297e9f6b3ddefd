notice(URI('http://a') =~ Iterable)
