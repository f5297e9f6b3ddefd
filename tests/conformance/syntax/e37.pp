notify('a')
