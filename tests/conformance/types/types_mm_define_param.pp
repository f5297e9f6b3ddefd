define d(Enum[a, b] $mode) { }
d { 'x': mode => 'c' }
