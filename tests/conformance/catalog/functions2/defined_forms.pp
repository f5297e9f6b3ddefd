class foo {}
define bar() {}
notify { 'n': }
notice(defined('foo'), defined('bar'), defined('notify'), defined(Notify['n']), defined(Notify['m']))
notice(defined('$x'), defined(Class['foo']), defined(File), defined(Resource['notify', 'n']))
include foo
notice(defined(Class['foo']))
