notice(URI('https://u@a:1/p?q#f').userinfo)
