notice(join(['a']))
