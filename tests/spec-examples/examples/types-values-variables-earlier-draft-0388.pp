Enum['port', 'name', 'ip']
