notice(Node['x']['y'])
