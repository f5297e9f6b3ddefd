notice(URI('mailto:'))
