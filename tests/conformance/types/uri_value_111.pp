notice(URI('ftp://x/%2Fetc') ) notice(URI('ftp://x/%2Fetc').path)
