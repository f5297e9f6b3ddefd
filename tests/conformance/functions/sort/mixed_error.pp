sort([1, 'a'])
