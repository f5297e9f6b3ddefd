notice(String(URI('http://a'), '%#s'))
