notice(Array[URI('ftp://x')])
