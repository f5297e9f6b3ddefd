notice(String('abc', {String => '%.2s', Any => '%p'}))
