notice(sprintf('%5s|%-12s|', URI('http://a'), URI('http://a')))
notice(String(URI('http://a'), '%12s'))
notice(String([URI('http://a')], '%#p'))
