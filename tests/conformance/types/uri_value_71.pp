notice(String([URI('http://a')], '%p')) notice(String({a => URI('http://a')})) notice("${[URI('http://a')]}")
