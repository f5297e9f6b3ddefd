define d() {}
notice(defined(D))
notice(defined(Type[D]))
notice(defined('d'))
notice(defined('D'))
