convert_to('1', 'Integer')
