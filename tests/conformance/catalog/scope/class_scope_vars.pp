$top = 'T'
class a { $av = 'A' include b notice($b::bv) }
class b { $bv = 'B' notice($top) notice(defined('$av')) }
include a
notice($a::av)
notice($b::nope)
