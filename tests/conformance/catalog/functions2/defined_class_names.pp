class a::b {}
define a::d {}
notice(defined('a::b'), defined('A::B'), defined('a::d'), defined('::a::b'), defined('main'), defined(''))
