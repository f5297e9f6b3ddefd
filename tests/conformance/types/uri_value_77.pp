notice(URI('http://a') =~ Optional[URI])
