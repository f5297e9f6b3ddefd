notice(URI('http://a') =~ Type) notice(URI =~ Type[URI])
