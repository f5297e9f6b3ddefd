class a { $x = 'from a' }
class b { notice(defined('$x')) }
include a, b
