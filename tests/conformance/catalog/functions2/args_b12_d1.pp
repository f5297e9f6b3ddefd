notice(defined('a', 1))
