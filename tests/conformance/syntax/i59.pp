notice("${Notify['x']}")
