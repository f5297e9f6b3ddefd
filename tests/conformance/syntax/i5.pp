class a { $y = 'ay' }
include a
notice("${a::y} $a::y ${::a::y}")
