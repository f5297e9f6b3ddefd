notice(String(['abc', 'de'], {String => '%.1s'}))
