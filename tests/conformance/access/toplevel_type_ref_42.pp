notice(defined(::Integer), defined('::Integer'))
