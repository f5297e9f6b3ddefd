notice(URI('HtTp://a').scheme)
