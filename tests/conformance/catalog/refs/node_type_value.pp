# Node is one of the built-in resource type names although nothing declares it
notice(Node)
notice(Node['web01'])
notice(Node['a', 'b'])
notice(type(Node))
notice(Node =~ Type[Resource])
notice(Resource['node', 'x'])
$n = Node['a']
notice("${n}")
