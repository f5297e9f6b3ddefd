notice('%d-%s'.sprintf(1, 'a'))
notice('%05.1f'.sprintf(2.25))
