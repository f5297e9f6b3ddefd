notice(URI('http://x.org') =~ /x/)
