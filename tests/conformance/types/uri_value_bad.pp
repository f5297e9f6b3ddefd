notice(URI('not a uri with spaces'))
