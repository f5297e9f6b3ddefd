notice(String['a'])
