notice(URI('file:/etc/x')) notice(URI('file:/etc/x').host)
