notice(defined('$x', 'y', 2))
