class foo {}
include foo
notice(defined(Node))
notice(defined('node'))
# findresource(nil, title) looks for a class
notice(defined(Node['foo']))
notice(defined(Node['bar']))
