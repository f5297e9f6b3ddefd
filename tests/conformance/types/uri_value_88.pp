notice(URI('wss://a:443/x') == URI('wss://a/x'))
