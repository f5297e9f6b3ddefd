notice(URI('http://x.org') =~ URI) notice(URI('http://x.org') =~ Scalar) notice(URI('http://x.org') =~ Data) notice(URI('http://x.org') =~ RichData) notice(URI('http://x.org') =~ Any)
