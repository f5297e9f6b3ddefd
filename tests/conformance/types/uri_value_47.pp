notice(URI({}))
