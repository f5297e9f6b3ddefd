file { "a": x => 1, y }
