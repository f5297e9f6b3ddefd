notice(URI['ftp://x/a'])
