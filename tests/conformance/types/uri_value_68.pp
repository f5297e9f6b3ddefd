notice(URI['http://x.org:8080/p'])
