service { 'x': provider => [] }
