notice(URI('ws://a/x#f'))
