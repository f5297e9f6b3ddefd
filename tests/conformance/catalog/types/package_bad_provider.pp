package { 'x': provider => 'nosuch' }
