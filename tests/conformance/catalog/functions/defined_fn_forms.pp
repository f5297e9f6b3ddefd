notify { 'x': }
notice(defined(Notify['x'], Notify['y']))
notice(defined(Type[Notify]))
notice(defined(Resource['notify', 'x']))
notice(defined('Notify'))
