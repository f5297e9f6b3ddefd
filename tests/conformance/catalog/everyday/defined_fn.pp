class foo {}
define bar() {}
notice(defined('foo'))
notice(defined('bar'))
notice(defined(Class['foo']))
include foo
notice(defined(Class['foo']))
notice(defined('$x'))
$x = 1
notice(defined('$x'))
notice(defined(File['/none']))
notice(defined('file'))
notice(defined('notify'))
