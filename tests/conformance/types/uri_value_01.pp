notice(URI(5))
