notice(URI('file:etc'))
