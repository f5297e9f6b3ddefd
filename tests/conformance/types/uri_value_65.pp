notice([URI('http://a')].flatten) notice(URI('http://a').length)
