notice(String(['abc', 'de'], {String => '%5s'}))
