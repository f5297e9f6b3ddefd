service { 'b': } <- package { 'a': }
service { 'd': } <~ file { '/tmp/c': }
