notice(to_json(URI('http://a')))
