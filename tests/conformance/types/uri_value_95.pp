notice(URI('http://192.168.1.1:80/')) notice(URI('http://999.1.1.1/'))
