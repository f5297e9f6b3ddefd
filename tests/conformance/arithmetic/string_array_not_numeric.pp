notice(2 * ['a'])
