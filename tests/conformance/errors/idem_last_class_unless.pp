class a { $x = 1 unless false { 'v' } }
include a
