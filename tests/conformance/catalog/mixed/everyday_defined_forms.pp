notice(defined(Class['nope']))
notice(defined('nope'))
notice(defined(Nope))
notice(defined('$x'))
$x = 1
notice(defined('$x'))
notice(defined(File))
