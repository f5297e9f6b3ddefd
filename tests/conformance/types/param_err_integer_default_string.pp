notice(Integer['default'])
