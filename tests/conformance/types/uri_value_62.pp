notice(URI('http://user@a').userinfo) notice(URI('http://a').userinfo =~ Undef)
