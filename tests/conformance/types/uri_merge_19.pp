notice(URI('mailto:a@b') + 'x')
